internal import Transitions

/// UIScreen: the recording's screen (its size in points and pixels per point).
open class UIScreen {
    /// The screen of the current recording (390 x 844 points at 3x outside one).
    public static var main: UIScreen { UIKitSession.current?.screen ?? standard }
    private static let standard = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    open var bounds: CGRect
    open var scale: CGFloat
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

    /// The refresh rate: inside a recording, the recording's frames per second (what
    /// CADisplayLink ticks at); 60 outside one.
    open var maximumFramesPerSecond: Int

    package init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
        self.bounds = bounds
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }
}

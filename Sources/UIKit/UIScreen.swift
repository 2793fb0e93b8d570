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

    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}

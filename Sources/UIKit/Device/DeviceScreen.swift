// Covers the screen of a recording on a named device: `UIScreen.main`'s bounds (in the
// interface orientation, as UIKit's are since iOS 8) and scale follow the device, and the
// window's safe area, the status bar's frame and `UIDevice.current` follow them.

/// The screen of a recording on a device model.
package final class DeviceScreen: UIScreen {
    package let device: DeviceModel
    /// The interface orientation the screen shows now.
    package private(set) var orientation: UIInterfaceOrientation
    /// The status bar, home indicator and corners of this screen (made by the recorder).
    package var chrome: SystemChrome?

    /// The current recording's device screen, if the recording has a device.
    package static var current: DeviceScreen? { UIKitSession.current?.screen as? DeviceScreen }

    /// `scale` defaults to the device's; a recording may draw at another (the CLI's `--scale`).
    package init(device: DeviceModel, orientation: UIInterfaceOrientation, scale: CGFloat? = nil, maximumFramesPerSecond: Int) {
        self.device = device
        self.orientation = orientation
        super.init(bounds: CGRect(origin: .zero, size: device.screenSize(in: orientation)), scale: scale ?? device.scale,
                   maximumFramesPerSecond: maximumFramesPerSecond)
    }

    /// Turns the screen: its bounds become the orientation's.
    package func turn(to orientation: UIInterfaceOrientation) {
        self.orientation = orientation
        bounds = CGRect(origin: .zero, size: device.screenSize(in: orientation))
    }
}

extension UIDeviceOrientation {
    /// The device orientation that shows `interface` upright: landscape swaps sides (the
    /// interface's landscapeLeft has the home button on the left, so the device is turned right).
    package init(_ interface: UIInterfaceOrientation) {
        switch interface {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown: self = .unknown
        }
    }
}

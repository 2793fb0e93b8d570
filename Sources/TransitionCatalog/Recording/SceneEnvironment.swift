import UIKit
import UIKitRecorder
internal import Raster
internal import Transitions

/// What a device shows around a scene's recording: the device model (its screen, scale, safe
/// area, status bar), how it is held, whether its system UI is drawn, and the appearance and
/// language direction. The default is today's bare screen: light, left to right, no device.
package struct SceneEnvironment {
    package var device: DeviceModel?
    package var orientation: UIInterfaceOrientation = .portrait
    /// Draws the status bar and home indicator and masks the screen's rounded corners.
    package var systemUI = false
    package var appearance: TransitionRecorder.Appearance = .light
    package var layoutDirection: TransitionRecorder.LayoutDirection = .leftToRight

    package init(device: DeviceModel? = nil, orientation: UIInterfaceOrientation = .portrait, systemUI: Bool = false,
                 appearance: TransitionRecorder.Appearance = .light, layoutDirection: TransitionRecorder.LayoutDirection = .leftToRight) {
        self.device = device
        self.orientation = orientation
        self.systemUI = systemUI
        self.appearance = appearance
        self.layoutDirection = layoutDirection
    }

    /// The window's safe area the scene's screens are laid out in, nil on a bare screen: the
    /// device's in its orientation with the status bar shown where the device shows one (the
    /// screens' controllers do not hide it).
    var screenSafeAreaInsets: UIEdgeInsets? {
        device.map { $0.safeAreaInsets(in: orientation, statusBarHidden: $0.statusBarHeight(in: orientation) == 0) }
    }

    /// A recorder for a scene of `size` points at `scale`: on the device when there is one (its
    /// screen in the orientation; `scale` still wins over the device's own), else a bare screen.
    func makeRecorder(size: Size, scale: Double, fps: Int) throws(PlanError) -> TransitionRecorder {
        let recorder: TransitionRecorder
        if let device {
            do {
                recorder = try TransitionRecorder(device: device, orientation: orientation, scale: CGFloat(scale), fps: fps,
                                                  systemUI: systemUI, screenCornerMask: systemUI)
            } catch {
                throw .runFailed(error.description)
            }
        } else {
            recorder = TransitionRecorder(screenSize: CGSize(width: size.width, height: size.height), scale: CGFloat(scale), fps: fps)
        }
        recorder.appearance = appearance
        recorder.layoutDirection = layoutDirection
        recorder.printsWarnings = false
        return recorder
    }
}

import Foundation
internal import Raster
internal import Transitions
public import UIKit

// Covers recording on a named device: the screen's size and scale, the window's safe area,
// the status bar's frame, `UIDevice.current` and the orientation come from the device model;
// the drawn status bar and home indicator (`systemUI`) and the rounded screen corners
// (`screenCornerMask`) are off unless asked for, so a recording without them keeps its bytes.

/// A recorder's device: the model, the orientation the recording starts in, and what it draws.
struct DeviceSettings {
    var device: DeviceModel
    var orientation: UIInterfaceOrientation
    var systemUI: Bool
    var screenCornerMask: Bool
}

extension TransitionRecorder {
    /// A recorder for `device` held in `orientation`: the screen is the device's in that
    /// orientation, at its scale; `systemUI` draws the status bar (9:41, full signal, Wi-Fi and
    /// battery, in the style the top controller prefers) and the home indicator above every
    /// frame; `screenCornerMask` paints the screen's rounded corners black. Throws for an
    /// orientation the device does not turn to (a Face ID iPhone upside down).
    public convenience init(device: DeviceModel, orientation: UIInterfaceOrientation = .portrait, fps: Int = 60,
                            systemUI: Bool = false, screenCornerMask: Bool = false) throws(DeviceError) {
        try self.init(device: device, orientation: orientation, scale: device.scale, fps: fps, systemUI: systemUI,
                      screenCornerMask: screenCornerMask)
    }

    /// The same at a scale of the caller's (the CLI's `--scale` wins over the device's own).
    package convenience init(device: DeviceModel, orientation: UIInterfaceOrientation, scale: CGFloat, fps: Int,
                             systemUI: Bool, screenCornerMask: Bool) throws(DeviceError) {
        guard device.supports(orientation) else {
            throw .unsupportedOrientation(orientation, device: device.displayName, supported: device.supportedOrientations)
        }
        self.init(screenSize: device.screenSize(in: orientation), scale: scale, fps: fps)
        deviceSettings = DeviceSettings(device: device, orientation: orientation, systemUI: systemUI, screenCornerMask: screenCornerMask)
    }

    /// The device the recordings run on (nil: a bare screen of `screenSize`).
    public var device: DeviceModel? { deviceSettings?.device }
    /// The orientation recordings start in.
    public var orientation: UIInterfaceOrientation { deviceSettings?.orientation ?? .portrait }
    /// Whether frames show the status bar and home indicator.
    public var systemUI: Bool { deviceSettings?.systemUI ?? false }
    /// Whether frames are masked to the screen's rounded corners (black outside).
    public var screenCornerMask: Bool { deviceSettings?.screenCornerMask ?? false }

    /// The recording's screen: the device's, with its system UI, or a bare one.
    func makeScreen() -> UIScreen {
        guard let s = deviceSettings else {
            return UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale, maximumFramesPerSecond: fps)
        }
        let screen = DeviceScreen(device: s.device, orientation: s.orientation, scale: scale, maximumFramesPerSecond: fps)
        screen.chrome = SystemChrome(screen: screen, drawsSystemUI: s.systemUI, masksCorners: s.screenCornerMask)
        return screen
    }

    /// Gives the window the device's safe area before the root controller's view loads.
    func attachDevice(to window: UIWindow) {
        DeviceScreen.current?.chrome?.attach(to: window)
    }

    /// The root has appeared: the status bar takes its controllers' appearance (and the safe
    /// area its height) before the action runs, and a root that does not support the
    /// orientation stops the recording.
    func deviceAppeared() {
        DeviceScreen.current?.chrome?.update()
        DeviceScreen.current?.chrome?.checkStartingOrientation()
    }

    /// The window frozen at `t`, with the device's system UI above it when asked for; the home
    /// indicator first takes its colour from the frame's content behind it.
    func freeze(_ window: UIWindow, at t: Double, label: Double) -> FrozenFrame {
        guard let chrome = DeviceScreen.current?.chrome else {
            return FrozenFrame(freezing: Self.drawingRoot(of: window.layer.base), at: t, label: label)
        }
        chrome.update()
        // A hidden or shown status bar changes the safe area: lay out again before freezing.
        window.layoutIfNeeded()
        let frame = FrozenFrame(freezing: Self.drawingRoot(of: window.layer.base), at: t, label: label)
        trackHomeIndicator(chrome, over: frame)
        let (overlay, corners) = chrome.frameLayers
        if overlay != nil || corners != nil { frame.addSystemLayers(overlay: overlay, physical: corners, at: t) }
        return frame
    }

    /// Gives the home indicator the mean luma of `frame` under it. While the window turns
    /// (its tree is rotated, its pixels are not its points), the bar keeps its colour.
    private func trackHomeIndicator(_ chrome: SystemChrome, over frame: FrozenFrame) {
        guard let bar = chrome.trackedHomeIndicatorFrame, frame.isUnturned else { return }
        let s = Double(scale)
        let pixelWidth = Int((Double(screenSize.width) * s).rounded()), pixelHeight = Int((Double(screenSize.height) * s).rounded())
        if homeIndicatorLuma.map({ $0.size != (pixelWidth, pixelHeight) }) ?? true {
            homeIndicatorLuma = RegionLuma(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: s).map { ($0, (pixelWidth, pixelHeight)) }
        }
        // The pixels the bar covers, rounded outwards.
        let pixels = IntRect(covering: Rect(x: Double(bar.minX) * s, y: Double(bar.minY) * s, width: Double(bar.width) * s, height: Double(bar.height) * s))
        guard let probe = homeIndicatorLuma?.probe, let luma = probe.meanLuma(of: frame, in: pixels) else { return }
        chrome.homeIndicatorSees(luma: luma)
    }
}

// Covers what a recording needs of a named device: its screen in points and pixels per point,
// safe-area insets per orientation, the screen's corner radius, the status bar's height and the
// home indicator or home button, and the orientations it rotates to. Not covered: other models
// (give `TransitionRecorder(screenSize:scale:fps:)` a size instead), multitasking windows, the
// sensor housing's outline (the Dynamic Island is not drawn: screenshots and screen recordings
// do not show it either), Display Zoom.

/// A device model a recording runs on: the screen and what the system draws around an app.
///
/// Each number was checked against published tables (2026-12-04; the list in
/// docs/uikit.md, Devices), and each comment below names its source:
/// - **points/scale**: Apple's specifications (the HIG's Layout > Specifications table and
///   each model's technical specifications page), as published tables repeat them;
/// - **insets**: `UIWindow.safeAreaInsets` as published per model: device_preview's
///   presets (pub.dev, `DevicePresets`), flutterware's device table (pub.dev, `Devices`), a
///   published iPhone 16 Pro frame study (citing Use Your Loaf's iPhone 16 screen sizes) and
///   a published table of `statusBarFrame` and inset heights (CSDN, iPhone SE 3 to 15);
/// - **corner radius**: `UIScreen._displayCornerRadius` as BezelKit's generator reads it from
///   each model's Simulator (markbattistella/BezelKit, `bezel.min.json`);
/// - the home indicator's size is an estimate from Apple's iOS design templates (see `HomeIndicator`).
public struct DeviceModel: Hashable, Sendable, CustomStringConvertible {
    /// The name the command line takes (`iphone-16`).
    public let name: String
    /// The marketing name (`iPhone 16`), as `UIDevice.current.name` reports it.
    public let displayName: String
    /// `UIDevice.current.userInterfaceIdiom`.
    public let idiom: UIUserInterfaceIdiom
    /// The screen in portrait, in points.
    public let portraitSize: CGSize
    /// Pixels per point (`UIScreen.scale`).
    public let scale: CGFloat
    /// The safe area's insets in portrait with the status bar shown.
    public let portraitSafeArea: UIEdgeInsets
    /// The safe area's insets in landscape (left and right equal: either side may hold the
    /// sensor housing) with the status bar as the device shows it there.
    public let landscapeSafeArea: UIEdgeInsets
    /// How far the hardware alone (sensor housing, rounded corners) reaches into the top in
    /// portrait: the top inset that stays when the status bar is hidden.
    public let portraitHardwareTop: CGFloat
    /// The radius of the screen's rounded corners in points (0: a rectangular screen).
    public let screenCornerRadius: CGFloat
    /// The status bar's height in portrait (0 when hidden).
    public let portraitStatusBarHeight: CGFloat
    /// The status bar's height in landscape: 0 on iPhones, which hide it there.
    public let landscapeStatusBarHeight: CGFloat
    /// The home indicator, or nil for a device with a home button.
    public let homeIndicator: HomeIndicator?
    /// How the status bar lays out its items.
    public let statusBarLayout: StatusBarLayout.Kind
    /// The interface orientations the device rotates to.
    public let supportedOrientations: [UIInterfaceOrientation]

    /// The home indicator's bar: its size and its gap to the bottom edge, per orientation.
    public struct HomeIndicator: Hashable, Sendable {
        public let portraitWidth: CGFloat
        public let landscapeWidth: CGFloat
        public let height: CGFloat
        /// From the bar's bottom edge to the screen's bottom edge.
        public let bottomGap: CGFloat
    }

    public var description: String { displayName }

    /// The screen's size in `orientation`: portrait's, or its sides swapped.
    public func screenSize(in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The status bar's height in `orientation` while shown.
    public func statusBarHeight(in orientation: UIInterfaceOrientation) -> CGFloat {
        orientation.isLandscape ? landscapeStatusBarHeight : portraitStatusBarHeight
    }

    /// The window's safe-area insets in `orientation`, with the status bar shown or hidden.
    public func safeAreaInsets(in orientation: UIInterfaceOrientation, statusBarHidden: Bool = false) -> UIEdgeInsets {
        var insets = orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
        if orientation == .portraitUpsideDown { swap(&insets.top, &insets.bottom) }
        if statusBarHidden {
            // The status bar's part of the top goes; the hardware's stays.
            let hardware = orientation.isLandscape ? 0 : portraitHardwareTop
            insets.top = min(insets.top, hardware)
        }
        return insets
    }

    /// Whether the device turns its interface to `orientation`.
    public func supports(_ orientation: UIInterfaceOrientation) -> Bool { supportedOrientations.contains(orientation) }
}

extension DeviceModel {
    /// iPhone SE (3rd generation): a 4.7-inch rectangular screen and a home button.
    public static let iPhoneSE3 = DeviceModel(
        name: "iphone-se-3", displayName: "iPhone SE (3rd generation)", idiom: .phone,
        // Points/scale: 375 x 667 pt at @2x (1334 x 750 px at 326 ppi).
        portraitSize: CGSize(width: 375, height: 667), scale: 2,
        // Insets: the 20 pt status bar is the only unsafe area in portrait (the CSDN table: top 20,
        // no bottom inset); landscape hides it and there is no sensor housing or home indicator.
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero,
        portraitHardwareTop: 0,
        // Corner radius: BezelKit reads 0 for iPhone14,6 (a rectangular display).
        screenCornerRadius: 0,
        // The classic 20 pt status bar (the CSDN table); iPhones hide it in landscape (compact height).
        portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0,
        homeIndicator: nil,
        statusBarLayout: .homeButton,
        // Home-button iPhones turn to all four orientations (upside down too).
        supportedOrientations: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])

    /// iPhone 16: a 6.1-inch screen with the Dynamic Island.
    public static let iPhone16 = DeviceModel(
        name: "iphone-16", displayName: "iPhone 16", idiom: .phone,
        // Points/scale: 393 x 852 pt at @3x (2556 x 1179 px at 460 ppi).
        portraitSize: CGSize(width: 393, height: 852), scale: 3,
        // Insets: 59 pt at the top (Dynamic Island), 34 pt over the home indicator; in landscape
        // 59 pt on both sides and 21 pt at the bottom (flutterware's iphone16; device_preview's
        // 16 Plus, the same island; the CSDN table's 15). flutterware 0.7 gave the landscape bottom as 20.
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        // The sensor housing keeps the top inset when the status bar is hidden.
        portraitHardwareTop: 59,
        // Corner radius: BezelKit reads 55 for iPhone17,3 (as for the 14 Pro and the 15s).
        screenCornerRadius: 55,
        // statusBarFrame is 54 pt tall on Dynamic Island iPhones (the CSDN table's 14 Pro and 15);
        // hidden in landscape.
        portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0,
        homeIndicator: .iPhone,
        statusBarLayout: .dynamicIsland,
        // Face ID iPhones do not turn upside down.
        supportedOrientations: [.portrait, .landscapeLeft, .landscapeRight])

    /// iPhone 16 Pro Max: a 6.9-inch screen with the Dynamic Island.
    public static let iPhone16ProMax = DeviceModel(
        name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", idiom: .phone,
        // Points/scale: 440 x 956 pt at @3x (2868 x 1320 px at 460 ppi).
        portraitSize: CGSize(width: 440, height: 956), scale: 3,
        // Insets: 62 pt at the top, 34 pt at the bottom; 62 pt sides and 21 pt bottom in
        // landscape (device_preview's iPhone16ProMax and 16 Pro; the 16 Pro frame study; flutterware
        // 0.7 likewise, with a 20 pt landscape bottom). flutterware's later table gives 59, derived
        // by rule, not measured, as its own comment says: not taken.
        portraitSafeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        portraitHardwareTop: 62,
        // Corner radius: BezelKit reads 62 for iPhone17,2 (and the 16 Pro).
        screenCornerRadius: 62,
        // statusBarFrame 54 pt, as on the other Dynamic Island iPhones (the 16 Pro frame study:
        // a 54 pt status bar under a 62 pt inset); hidden in landscape.
        portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0,
        homeIndicator: .iPhone,
        statusBarLayout: .dynamicIsland,
        supportedOrientations: [.portrait, .landscapeLeft, .landscapeRight])

    /// iPad (10th generation): a 10.9-inch screen with rounded corners and a home indicator.
    public static let iPad10 = DeviceModel(
        name: "ipad-10", displayName: "iPad (10th generation)", idiom: .pad,
        // Points/scale: 820 x 1180 pt at @2x (2360 x 1640 px at 264 ppi, the 10.9-inch panel).
        portraitSize: CGSize(width: 820, height: 1180), scale: 2,
        // Insets: the 24 pt status bar and 20 pt over the home indicator, in both orientations
        // (iPads keep the status bar in landscape and have no sensor housing inset): the values
        // published for the rounded-corner iPads (adaptive_test's iPadPro: top 24, bottom 20).
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitHardwareTop: 0,
        // Corner radius: BezelKit reads 25 for iPad13,18 / 13,19 (the Airs and the older Pros read
        // 18; this was 18 before the check).
        screenCornerRadius: 25,
        // 24 pt status bar in both orientations.
        portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24,
        homeIndicator: .iPad,
        statusBarLayout: .iPad,
        // iPads turn to all four orientations.
        supportedOrientations: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])

    /// The models, in the order `--help` lists them.
    public static let all: [DeviceModel] = [.iPhoneSE3, .iPhone16, .iPhone16ProMax, .iPad10]

    /// The model the command line calls `name`.
    public static func named(_ name: String) throws(DeviceError) -> DeviceModel {
        guard let model = all.first(where: { $0.name == name }) else { throw .unknownDevice(name, known: all.map(\.name)) }
        return model
    }
}

extension DeviceModel.HomeIndicator {
    /// The iPhone bar: 134 x 5 pt, 8 pt above the bottom edge in portrait (Apple's iOS design
    /// templates); 208 pt wide in landscape, an estimate (no published figure was found).
    static let iPhone = DeviceModel.HomeIndicator(portraitWidth: 134, landscapeWidth: 208, height: 5, bottomGap: 8)
    /// The iPad bar: 320 x 5 pt, 6 pt above the bottom edge, in both orientations: an
    /// estimate (no published figure was found).
    static let iPad = DeviceModel.HomeIndicator(portraitWidth: 320, landscapeWidth: 320, height: 5, bottomGap: 6)
}

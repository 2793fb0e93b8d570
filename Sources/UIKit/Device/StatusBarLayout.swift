// Covers where a device's status bar puts its items (the time, cellular signal, Wi-Fi, battery)
// in each layout: the Dynamic Island iPhones' two "ears", the home-button iPhone's centred time,
// the iPad's time and date at the left. Always the demo state Apple's own screenshots show:
// 9:41, full signal, Wi-Fi and battery. Not covered: a carrier name, location/VPN/alarm icons,
// the battery percentage, the green call or recording pills.

/// The status bar's items in screen points for one device and orientation.
///
/// The glyph sizes and gaps approximate Apple's iOS design templates (iPhone 14 Pro and later:
/// the time in SF Pro Semibold 17 pt, signal 18 x 12, Wi-Fi 17 x 12, battery 27 x 13 with its
/// cap, 7 pt between the right-hand items): rounded figures, not measured to the pixel; the
/// home-button and iPad bars use the same glyphs at 0.85 of that size and 12 pt text, to fit
/// their 20 and 24 pt bars. The text is drawn in the package's system font (not SF Pro). Each item's
/// box is where its glyph is drawn; the time's box is the text's line box.
public struct StatusBarLayout: Equatable, Sendable {
    /// How a device arranges its status bar.
    public enum Kind: Hashable, Sendable {
        /// Time in the left ear, the icons in the right one, either side of the Dynamic Island.
        case dynamicIsland
        /// Signal and Wi-Fi at the left, the time centred, the battery at the right (a 20 pt bar).
        case homeButton
        /// Time and date at the left, Wi-Fi and battery at the right (a 24 pt bar).
        case iPad
    }

    /// The bar across the top of the screen.
    public let frame: CGRect
    /// The text at the time's place ("9:41", "9:41 AM", "9:41  Tue Jan 9").
    public let timeText: String
    /// The time's font size in points (semibold).
    public let timeFontSize: CGFloat
    /// The point the time's text is anchored at: its centre (iPhones) or its left middle (iPad).
    public let timeAnchor: CGPoint
    /// Whether the time's text is centred on `timeAnchor` (else it starts there).
    public let timeCentred: Bool
    /// The cellular bars' box (nil: a Wi-Fi iPad has none).
    public let signal: CGRect?
    public let wifi: CGRect
    /// The battery's box, its cap included.
    public let battery: CGRect
    /// The glyphs' scale against the Dynamic Island iPhones' (1).
    public let glyphScale: CGFloat

    /// Glyph sizes at scale 1.
    static let signalSize = CGSize(width: 18, height: 12)
    static let wifiSize = CGSize(width: 17, height: 12)
    static let batterySize = CGSize(width: 27, height: 13)
    /// The gap between neighbouring icons at scale 1.
    static let iconGap: CGFloat = 7

    /// The layout of `device`'s status bar in `orientation`, nil where the device hides it
    /// (iPhones in landscape).
    public static func of(_ device: DeviceModel, in orientation: UIInterfaceOrientation) -> StatusBarLayout? {
        let height = device.statusBarHeight(in: orientation)
        guard height > 0 else { return nil }
        let width = device.screenSize(in: orientation).width
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        func box(_ size: CGSize, _ s: CGFloat, x: CGFloat, midY: CGFloat) -> CGRect {
            CGRect(x: x, y: midY - size.height * s / 2, width: size.width * s, height: size.height * s)
        }
        switch device.statusBarLayout {
        case .dynamicIsland:
            // The Dynamic Island is 126 x 37 pt, 11 pt below the top edge and centred (Apple's
            // design templates); items sit on its middle line, each group centred in the ear
            // between the screen's 16 pt margin and the island.
            let midY: CGFloat = 11 + 37 / 2
            let islandLeft = width / 2 - 63, islandRight = width / 2 + 63
            let leftEar = (16 + islandLeft) / 2, rightEar = (islandRight + width - 16) / 2
            let icons = signalSize.width + wifiSize.width + batterySize.width + 2 * iconGap
            let x0 = rightEar - icons / 2
            let signal = box(signalSize, 1, x: x0, midY: midY)
            let wifi = box(wifiSize, 1, x: signal.maxX + iconGap, midY: midY)
            let battery = box(batterySize, 1, x: wifi.maxX + iconGap, midY: midY)
            return StatusBarLayout(frame: frame, timeText: "9:41", timeFontSize: 17, timeAnchor: CGPoint(x: leftEar, y: midY),
                                   timeCentred: true, signal: signal, wifi: wifi, battery: battery, glyphScale: 1)
        case .homeButton:
            // A 20 pt bar: items on its middle line, 6 pt from the edges, 5 pt apart.
            let s: CGFloat = 0.85, midY = height / 2
            let signal = box(signalSize, s, x: 6, midY: midY)
            let wifi = box(wifiSize, s, x: signal.maxX + 5, midY: midY)
            let battery = box(batterySize, s, x: width - 6 - batterySize.width * s, midY: midY)
            return StatusBarLayout(frame: frame, timeText: "9:41 AM", timeFontSize: 12, timeAnchor: CGPoint(x: width / 2, y: midY),
                                   timeCentred: true, signal: signal, wifi: wifi, battery: battery, glyphScale: s)
        case .iPad:
            // A 24 pt bar: the time and date from 20 pt at the left, Wi-Fi and battery ending
            // 20 pt from the right, 6 pt apart.
            let s: CGFloat = 0.85, midY = height / 2
            let battery = box(batterySize, s, x: width - 20 - batterySize.width * s, midY: midY)
            let wifi = box(wifiSize, s, x: battery.minX - 6 - wifiSize.width * s, midY: midY)
            return StatusBarLayout(frame: frame, timeText: "9:41  Tue Jan 9", timeFontSize: 12, timeAnchor: CGPoint(x: 20, y: midY),
                                   timeCentred: false, signal: nil, wifi: wifi, battery: battery, glyphScale: s)
        }
    }
}

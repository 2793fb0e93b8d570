// Which bar metrics the screen calls for: on a device model held sideways (compact height),
// UIKit's bars take their compact metrics: no large titles, and 32-pt navigation bars and
// toolbars where the width is compact too (the Plus and Max phones, regular wide there, keep
// the 44-pt rows). A bare screen keeps the regular metrics whatever its shape, so a recording
// that names no device draws the bars it always drew.

enum BarMetrics {
    /// A device held sideways: compact in height.
    static var isCompactHeight: Bool {
        DeviceScreen.current != nil && TraitValues.screen.verticalSizeClass == .compact
    }

    /// Compact in both: the 32-pt bar rows.
    static var isCompact: Bool {
        guard DeviceScreen.current != nil else { return false }
        let t = TraitValues.screen
        return t.verticalSizeClass == .compact && t.horizontalSizeClass == .compact
    }
}

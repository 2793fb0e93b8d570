// Which bar metrics the screen's size classes call for: UIKit's bars take their compact
// metrics (32-pt navigation bars and toolbars, no large titles) on a phone held sideways, where
// the height is compact; the Plus and Max phones, regular wide there, keep the 44-pt rows but
// still show no large titles.

enum BarMetrics {
    /// Compact in height (a phone held sideways).
    static var isCompactHeight: Bool { TraitValues.screen.verticalSizeClass == .compact }

    /// Compact in both: the 32-pt bar rows.
    static var isCompact: Bool {
        let t = TraitValues.screen
        return t.verticalSizeClass == .compact && t.horizontalSizeClass == .compact
    }
}

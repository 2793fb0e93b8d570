// Status: large titles: prefersLargeTitles, UINavigationItem.largeTitleDisplayMode (.automatic
// follows the item below it, the bottom item large; .always; .never) and
// largeTitleTextAttributes. An item showing a large title draws it in the bold 34-pt system
// font at the bar's leading margin in a 52-pt strip under the standard row, whose title it
// replaces (the bar is 96 pt below the status bar); its buttons and back button stay in the
// standard row. The strip follows the content's scroll (UINavigationBar+LargeTitleCollapse.swift).
// A large title too wide for the bar is cut with "…" on one line, as iOS draws it. Not here:
// two-line large titles (UIKit's are one line unless a private mode is turned on), a search
// controller's field.

extension UINavigationBar {
    /// The strip a large title adds under the standard row: 52 pt, so a large-title bar is 96 pt
    /// without the status bar (measured on iOS 11 and later by Geoff Hackworth's Adaptivity,
    /// "iPad Navigation Bar and Toolbar Height Changes in iOS 12": "large titles add 52 points
    /// to the navigation bar height, giving a total of 96 points without a status bar").
    static let largeTitleHeight: CGFloat = 52

    /// The large title's size: the `.largeTitle` text style's 34 pt (UIFont.preferredFont at the
    /// default content size, as listed in zacwest's text-style table), drawn bold as the bar does.
    static let largeTitleFontSize: CGFloat = 34

    /// From the large title's line box to the bar's bottom edge (ours: a 41-pt line box then sits
    /// 3 pt under the standard row, as the title sits in iOS 17 screenshots).
    static let largeTitleBottomGap: CGFloat = 8

    /// The margin of the bar's items and of the large title (20 pt on 414-pt and wider screens).
    static func margin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// Whether `item` shows a large title on this bar: only while the bar prefers them and the
    /// screen is not compact in height, and as its mode says; `.automatic` takes the item below's choice, the bottom item's being large.
    func showsLargeTitle(_ item: UINavigationItem) -> Bool {
        // A phone held sideways (compact height) shows no large titles, whatever the items ask.
        guard prefersLargeTitles, !BarMetrics.isCompactHeight, let items, let index = items.firstIndex(where: { $0 === item }) else { return false }
        return items[...index].reduce(true) { below, i in
            switch i.largeTitleDisplayMode {
            case .always: true
            case .never: false
            case .automatic: below
            @unknown default: below
            }
        } && item.titleView == nil
    }

    /// The bar's height below the status bar: the standard row, and the large title's strip
    /// (as far as the content's scroll leaves it) when shown.
    func contentHeight(showingLarge: Bool) -> CGFloat {
        Self.contentHeight + (showingLarge ? largeTitleStrip : 0)
    }

    /// Whether the top item shows a large title.
    var topItemShowsLargeTitle: Bool { topItem.map(showsLargeTitle) ?? false }

    /// The label of a large title, in largeTitleTextAttributes' font and colour when given.
    func makeLargeTitleLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = (largeTitleTextAttributes?[.font] as? UIFont) ?? .systemFont(ofSize: Self.largeTitleFontSize, weight: .bold)
        label.textColor = (largeTitleTextAttributes?[.foregroundColor] as? UIColor) ?? (barStyle == .black ? .white : .label)
        label.fitToText()
        return label
    }

    /// Puts the large title at the margin, its line box `largeTitleBottomGap` above the bar's
    /// bottom, as wide as its text or the bar less both margins (a longer title is cut with "…",
    /// a label's tail truncation on its one line). As the content scrolls the bar's bottom moves,
    /// so the title moves with the content; the part above the strip is cut away, and a strip
    /// stretched by a pull past the top scales it up about its leading bottom corner.
    func placeLargeTitle(_ label: UIView, margin: CGFloat) {
        let size = (label as? UILabel)?.textSize ?? label.bounds.size
        let width = min(size.width, max(bounds.width - 2 * margin, 0))
        let rest = CGRect(x: margin, y: bounds.height - Self.largeTitleBottomGap - size.height, width: width, height: size.height)
        let scale = Self.stretchScale(strip: largeTitleStrip, textWidth: size.width, room: max(bounds.width - 2 * margin, 0))
        if label.transform != .identity { label.transform = .identity }
        label.frame = rest
        if scale != 1 {
            // About the leading bottom corner (mirrored with the rest of the bar right to left).
            label.center = CGPoint(x: rest.minX + rest.width * scale / 2, y: rest.maxY - rest.height * scale / 2)
            label.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        // Cut only while collapsing: at rest a title in a taller font than the strip's keeps its whole line box.
        clipLargeTitle(label, below: largeTitleStrip < Self.largeTitleHeight ? bounds.height - largeTitleStrip : nil)
    }
}

// Status: what UITabBar draws while its tab bar controller shows iPadOS 18's floating bar (a
// pad in a regular-width size class): a capsule of the items' titles centred across the bar,
// the selected one on a pill. The layout follows UIKit's _UIFloatingTabBar: the capsule is the
// items plus 4 pt on every side, its corner radius half its height; each item is its title plus
// 16 pt on each side and 6 pt above and below (numbers in FloatingTabBarMetrics). The capsule is
// the system material's blur with a 6 % tint; the pill is systemBackground (systemFill in dark
// mode) with a soft shadow, clipped to the capsule. Right to left, the first item is at the
// right. Not drawn: items' images (UIKit shows an image only when a tab has no title; an
// image-only item draws empty, and UITabBar warns), barTintColor and unselectedItemTintColor
// (UITabBar warns), badges, the
// sidebar button, the paging arrows UIKit adds when the items are wider than the bar allows (a
// warning says so), the selection's spring between items (the pill moves at once), UIKit's
// continuous corners (circular here).

/// The floating tab bar's capsule, pill and titles.
final class FloatingTabBarView: UIView {
    private let capsule = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let tint = UIView()
    /// Holds the pill and the titles, clipped to the capsule's shape (UIKit's content view clips).
    private let content = UIView()
    private let pill = UIView()
    private var labels: [UILabel] = []
    private var selected: Int?
    /// Each item's frame in this view's coordinates (for taps), in the items' order.
    private(set) var itemFrames: [CGRect] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        capsule.clipsToBounds = true
        tint.backgroundColor = FloatingTabBarMetrics.backgroundTint
        capsule.contentView.addSubview(tint)
        content.clipsToBounds = true
        pill.backgroundColor = FloatingTabBarMetrics.selectionBackground
        pill.layer.shadowColor = UIColor.black.cgColor
        pill.layer.shadowOpacity = FloatingTabBarMetrics.selectionShadowOpacity
        pill.layer.shadowRadius = FloatingTabBarMetrics.selectionShadowRadius
        pill.layer.shadowOffset = FloatingTabBarMetrics.selectionShadowOffset
        content.addSubview(pill)
        addSubview(capsule)
        addSubview(content)
    }
    required init?(coder: NSCoder) { return nil }

    /// An item's height: the content font's line (whole points, as the module's labels measure
    /// it) and 6 pt above and below (UIKit's item sizeThatFits: the title's bounding height plus
    /// the margins, rounded up to the pixel).
    static var itemHeight: CGFloat {
        let probe = UILabel()
        probe.font = FloatingTabBarMetrics.contentFont
        probe.text = " "
        return probe.textSize.height + 2 * FloatingTabBarMetrics.titleMarginVertical
    }

    /// The bar's height: an item and the capsule's 4 pt above and below (UIKit's sizeThatFits).
    static var barHeight: CGFloat { itemHeight + 2 * FloatingTabBarMetrics.backgroundInset }

    /// Shows `titles` (nil: an empty item), `selected` on the pill, its title in `tint`.
    func show(titles: [String?], selected: Int?, tint tintColour: UIColor) {
        for l in labels { l.removeFromSuperview() }
        self.selected = selected
        labels = titles.enumerated().map { i, title in
            let l = UILabel()
            l.text = title ?? ""
            l.font = i == selected ? FloatingTabBarMetrics.selectedContentFont : FloatingTabBarMetrics.contentFont
            l.textColor = FloatingTabBarMetrics.titleColour(selected: i == selected, tint: tintColour)
            l.textAlignment = .center
            content.addSubview(l)
            return l
        }
        setNeedsLayout()
    }

    /// The item under `point` (in this view's coordinates), if any.
    func item(at point: CGPoint) -> Int? { itemFrames.firstIndex { $0.contains(point) } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = FloatingTabBarMetrics.self
        let itemHeight = Self.itemHeight, inset = m.backgroundInset
        // Items are measured in the content font whatever their state (UIKit's item sizeThatFits).
        let widths: [CGFloat] = labels.map { l in
            let probe = UILabel()
            probe.font = m.contentFont
            probe.text = l.text
            return min(probe.textSize.width + 2 * m.titleMarginHorizontal, m.maximumItemWidth)
        }
        let row = widths.reduce(0, +)
        let limit = min(m.maximumWidth, m.maximumWidthShare * bounds.width)
        if row > limit {
            RecordingLog.warning("UITabBar: the floating bar's \(labels.count) titles need \(Int(row)) pt, more than its \(Int(limit)) pt; iPadOS pages them with arrows, which are not drawn: the capsule grows instead")
        }
        let capsuleFrame = CGRect(x: ((bounds.width - row - 2 * inset) / 2).rounded(), y: 0, width: row + 2 * inset, height: itemHeight + 2 * inset)
        for v in [capsule, content] as [UIView] {
            v.frame = capsuleFrame
            v.layer.cornerRadius = capsuleFrame.height / 2
        }
        tint.frame = capsule.bounds
        let rtl = LayoutDirectionResolution.isRightToLeft(self)
        var x = rtl ? capsuleFrame.width - inset : inset
        var frames: [CGRect] = []
        for (l, w) in zip(labels, widths) {
            let item = CGRect(x: rtl ? x - w : x, y: inset, width: w, height: itemHeight)
            x += rtl ? -w : w
            frames.append(item)
            // The title centred in the item inside its margins; a selected (semibold) title may
            // take 8 pt more than the regular one measured (UIKit's layoutSubviews allows as much).
            let size = l.textSize, room = w - 2 * m.titleMarginHorizontal + 8
            let lw = min(size.width, room)
            l.frame = CGRect(x: (item.midX - lw / 2).rounded(), y: (item.midY - size.height / 2).rounded(), width: lw, height: size.height)
        }
        itemFrames = frames.map { $0.offsetBy(dx: capsuleFrame.minX, dy: capsuleFrame.minY) }
        if let selected, frames.indices.contains(selected) {
            pill.isHidden = false
            pill.frame = frames[selected]
            pill.layer.cornerRadius = min(pill.frame.width, pill.frame.height) / 2
        } else {
            pill.isHidden = true
        }
    }
}

// Status: UITabBar's items and selectedItem, drawn as iOS's default tab bar: 49 pt tall (plus
// the bottom safe area under the items, where a device model has a home indicator), a light opaque
// background (barTintColor, else 0.97 white: no blur) with a hairline along the top, the items
// in equal slots, each its image (selectedImage when selected) above its title in the
// medium 10-pt system font, the selected one in tintColor, the others in
// unselectedItemTintColor (else gray). A tap delivered to the bar (a recording's one-point
// trace) selects the item under it, as a user's tap does. Dark appearance: the background and
// hairline of Appearance/BarDefaultColors.swift, the items' colours resolved again; right to
// left, the first item at the right. A pad's tab bar controller in a regular-width size class
// shows iPadOS 18's floating bar instead (FloatingTabBarView: a capsule of titles near the top,
// the selected one on a pill). Not here: badges, appearances, customising (the More tab),
// background and shadow images.

/// Hears the user select an item.
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of tabs along the bottom of a tab bar controller.
open class UITabBar: UIView {
    /// The bar's height (without the bottom safe area).
    static let contentHeight: CGFloat = 49
    /// iOS's unselected item colour (systemGray).
    static let unselectedGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)

    open weak var delegate: UITabBarDelegate?
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var unselectedItemTintColor: UIColor? { didSet { rebuild() } }
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    private var storedItems: [UITabBarItem]?
    private var storedSelection: UITabBarItem?
    private let background = UIView()
    private let hairline = UIView()
    private var itemViews: [(image: UIImageView?, title: UILabel?)] = []
    /// iPadOS 18's floating bar, shown instead of the bottom bar while `isFloating`.
    private let floating = FloatingTabBarView()
    /// Whether the bar draws as the floating bar (its tab bar controller decides).
    package private(set) var isFloating = false
    /// What a user's tap on item i does (the tab bar controller selects its controller).
    var userSelected: ((Int) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = false
        addSubview(background)
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UITabBar.tapped)))
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems = items
        for i in items ?? [] { i.bar = self }
        if let s = storedSelection, !(items ?? []).contains(where: { $0 === s }) { storedSelection = nil }
        rebuild()
    }
    open var selectedItem: UITabBarItem? {
        get { storedSelection }
        set { storedSelection = newValue; rebuild() }
    }
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue; rebuild() }
    }

    /// Draws as iPadOS 18's floating bar (true) or the bottom bar (false).
    package func setFloating(_ floating: Bool) {
        guard floating != isFloating else { return }
        isFloating = floating
        rebuild()
    }

    /// The floating bar's height (its capsule's): an item and 4 pt above and below.
    package static var floatingHeight: CGFloat { FloatingTabBarView.barHeight }

    /// How far down from its top the floating bar keeps the content out: UIKit's 50 pt fitting
    /// height less the 4 pt the bar sits below the safe area; nil for the bottom bar.
    package var floatingCoverHeight: CGFloat? {
        isFloating ? FloatingTabBarMetrics.fittingHeight - FloatingTabBarMetrics.topOffset : nil
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let items, !items.isEmpty, bounds.width > 0 else { return }
        let i: Int
        if isFloating {
            // Only a tap on an item selects it (the bar's width beside the capsule is empty).
            guard let hit = floating.item(at: tap.location(in: floating)), items.indices.contains(hit) else { return }
            i = hit
        } else {
            let x = tap.location(in: self).x
            i = min(max(Int(x / (bounds.width / CGFloat(items.count))), 0), items.count - 1)
        }
        if let userSelected { userSelected(i) } else { selectedItem = items[i] }
        delegate?.tabBar(self, didSelect: items[i])
    }

    /// The titles the views were made with (made again when a controller's title changes).
    private var shownTitles: [String?] = []

    /// The items' colours resolve again in the new appearance.
    package override func traitAppearanceDidChange() { rebuild() }

    /// Makes the items' views again (the items, the selection or a colour changed).
    private func rebuild() {
        shownTitles = (storedItems ?? []).map(\.title)
        for v in itemViews { v.image?.removeFromSuperview(); v.title?.removeFromSuperview() }
        if isFloating {
            itemViews = []
            if floating.superview !== self { addSubview(floating) }
            let items = storedItems ?? []
            // UIKit's floating items show a title, and an image only without one (its
            // _showsImageView); the bar's own colours give way to its material.
            if items.contains(where: { $0.title == nil && $0.image != nil }) {
                RecordingLog.warning("UITabBar: the floating bar draws titles only and an item has an image but no title; give it a title")
            }
            if barTintColor != nil || unselectedItemTintColor != nil {
                RecordingLog.warning("UITabBar: barTintColor and unselectedItemTintColor are not drawn by the floating bar (its material and palette are the system's)")
            }
            floating.show(titles: items.map(\.title), selected: items.firstIndex { $0 === storedSelection }, tint: tintColor)
            setNeedsLayout()
            return
        }
        floating.removeFromSuperview()
        let selectedColour: UIColor = tintColor, other = unselectedItemTintColor ?? Self.unselectedGray
        itemViews = (storedItems ?? []).map { item in
            let isSelected = item === storedSelection
            // Item images are templates in the selected or unselected colour unless made `.alwaysOriginal`.
            let image = ((isSelected ? item.selectedImage : nil) ?? item.image ?? item.systemIcon).map { UIImageView(image: $0.asBarImage) }
            image?.tintColor = isSelected ? selectedColour : other
            var title: UILabel?
            if let text = item.title {
                let l = UILabel()
                l.text = text
                l.font = .systemFont(ofSize: 10, weight: .medium)
                l.textColor = isSelected ? selectedColour : other
                l.textAlignment = .center
                l.fitToText()
                title = l
            }
            if let image { addSubview(image) }
            if let title { addSubview(title) }
            return (image, title)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if (storedItems ?? []).map(\.title) != shownTitles { rebuild() }
        // The floating bar has no background or hairline of its own: its capsule is all it draws.
        background.isHidden = isFloating
        hairline.isHidden = isFloating
        if isFloating {
            floating.frame = bounds
            return
        }
        background.frame = bounds
        background.backgroundColor = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : BarDefaultColors.background)
        let scale = max(UIScreen.main.scale, 1)
        hairline.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        hairline.backgroundColor = BarDefaultColors.hairline
        guard !itemViews.isEmpty else { return }
        // The slots share the safe area's width (a phone held sideways keeps them clear of the
        // sensor housing); the background reaches the edges.
        let leftInset = safeAreaInsets.left, rightInset = safeAreaInsets.right
        let slot = (bounds.width - leftInset - rightInset) / CGFloat(itemViews.count)
        for (i, v) in itemViews.enumerated() {
            // Right to left, the first item is at the right (the slots are mirrored).
            let fromLeading = slot * (CGFloat(i) + 0.5)
            let mid = LayoutDirectionResolution.isRightToLeft(self) ? bounds.width - rightInset - fromLeading : leftInset + fromLeading
            if let image = v.image {
                let s = image.bounds.size
                image.frame = CGRect(x: (mid - s.width / 2).rounded(), y: (18 - s.height / 2).rounded(), width: s.width, height: s.height)
            }
            if let title = v.title {
                let w = min(title.bounds.width, slot)
                title.frame = CGRect(x: (mid - w / 2).rounded(), y: 35, width: w, height: title.bounds.height)
            }
        }
    }
}

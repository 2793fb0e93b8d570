// Status: UIToolbar with items (titles, images, custom views, fixed and flexible spaces laid
// out as UIKit does: 16-pt margins, 8 pt between items, the room left shared by the flexible
// spaces), drawn with the bar's background and a hairline along its top edge (light, or dark in
// dark appearance: Appearance/BarDefaultColors.swift). In a navigation controller it sits above
// the home indicator's area, its background reaching down over that area to the screen's edge.
// Not here: appearances, background and shadow images, the blur of a translucent bar.

/// A bar of buttons along the bottom of the screen.
open class UIToolbar: UIView {
    /// The toolbar's height (without the bottom safe area): 44 pt on a phone, 50 on a pad
    /// (iPadOS 12 and later, as the navigation bar), 32 with the compact bar metrics.
    static var contentHeight: CGFloat {
        if UIDevice.current.userInterfaceIdiom == .pad { return 50 }
        return BarMetrics.isCompact ? 32 : 44
    }

    private var storedItems: [UIBarButtonItem]?
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    private let background = UIView()
    private let hairline = UIView()
    private var itemViews: [UIView?] = []
    /// How far the background reaches below the bar: the bottom safe area it sits above (the home indicator's).
    var bottomExtension: CGFloat = 0 { didSet { if bottomExtension != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = false
        addSubview(background)
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UIToolbar.tapped)))
    }

    /// A tap delivered to the toolbar presses the item under it (within 8 pt of its frame).
    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let p = tap.location(in: self)
        for (item, view) in zip(items ?? [], itemViews) {
            guard let view, item.customView == nil, item.isEnabled, view.frame.insetBy(dx: -8, dy: -8).contains(p) else { continue }
            item.sendAction()
            return
        }
    }
    public convenience init() { self.init(frame: .zero) }
    /// The colour of the items (setting it redraws them).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue; setItems(items, animated: false) }
    }
    public required init?(coder: NSCoder) { return nil }

    /// The items shown (setting it lays them out again).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for v in itemViews { v?.removeFromSuperview() }
        storedItems = items
        let tint: UIColor = tintColor
        itemViews = (items ?? []).map { $0.makeView(tint: tint) }
        for v in itemViews { if let v { addSubview(v) } }
        setNeedsLayout()
    }

    /// The items' colours resolve again in the new appearance.
    package override func traitAppearanceDidChange() { setItems(items, animated: false) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + bottomExtension)
        background.backgroundColor = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : BarDefaultColors.background)
        let scale = max(UIScreen.main.scale, 1)
        hairline.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        hairline.backgroundColor = BarDefaultColors.hairline
        let entries = Array(zip(items ?? [], itemViews))
        guard !entries.isEmpty else { return }
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16, gap: CGFloat = 8
        let flexible = entries.filter { $0.0.isFlexibleSpace }.count
        var fixed: CGFloat = 0
        for (i, (item, view)) in entries.enumerated() {
            fixed += view?.bounds.width ?? (item.isFlexibleSpace ? 0 : item.width)
            if i > 0 { fixed += gap }
        }
        // Inside the safe area's sides, as the navigation bar's items.
        let leftInset = safeAreaInsets.left, rightInset = safeAreaInsets.right
        let share = flexible > 0 ? max(0, bounds.width - leftInset - rightInset - 2 * margin - fixed) / CGFloat(flexible) : 0
        var x = leftInset + margin
        let row = Self.contentHeight
        for (i, (item, view)) in entries.enumerated() {
            if i > 0 { x += gap }
            if let view {
                view.frame = CGRect(x: x.rounded(), y: ((row - view.bounds.height) / 2).rounded(),
                                    width: view.bounds.width, height: view.bounds.height)
                x += view.bounds.width
            } else {
                x += item.isFlexibleSpace ? share : item.width
            }
        }
    }
}

extension UIBarButtonItem {
    var isFlexibleSpace: Bool { systemItem == .flexibleSpace }
}

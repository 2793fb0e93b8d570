// Status: UINavigationBar's items stack (items, topItem, backItem, push/pop/setItems), drawn
// as iOS's default bar: an opaque light background (barTintColor, else 0.97 white: the blur of
// a translucent bar is not modelled), a hairline under the bar, the top item's title centred
// in the semibold 17-pt system font (titleTextAttributes' font and colour apply), its bar
// button items at the 16-pt margins, and a back chevron with the previous item's title.
// setBackgroundImage(_:for:) and shadowImage replace the background and the hairline (an
// image of no size clears them: the transparent-bar idiom). Large titles (prefersLargeTitles,
// the items' largeTitleDisplayMode, largeTitleTextAttributes) are drawn below the standard row
// (UINavigationBar+LargeTitle.swift). The back button shows the previous item's title, "Back"
// where that does not fit, or the chevron alone (backButtonDisplayMode). Not here: prompts,
// appearances (UINavigationBarAppearance). A large title collapses as its screen's content
// scrolls (UINavigationBar+LargeTitleCollapse.swift). During a push or pop the items animate
// (UINavigationBar+Transition.swift). A title too wide for its room is cut with "…" on one line.
// A tap delivered to the bar presses the button under it (the back button pops).
// Dark appearance: the background is 0.11 white (as barStyle .black's), the title .label, the
// hairline .separator's dark value; right to left (the bar's effectiveUserInterfaceLayoutDirection):
// the items are mirrored, the back button on the right with its chevron pointing right.

/// The bar across the top of a navigation controller.
open class UINavigationBar: UIView {
    /// The height of the bar's standard row (title and buttons), below the status bar: 44 pt on
    /// a phone, 50 on a pad (iPadOS 12 and later), and 32 on a phone held sideways in compact
    /// width (the compact bar metrics; the Plus and Max phones, regular wide, keep 44).
    static var contentHeight: CGFloat {
        if UIDevice.current.userInterfaceIdiom == .pad { return 50 }
        return BarMetrics.isCompact ? 32 : 44
    }

    private var storedItems: [UINavigationItem]?
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    /// The title's font (`.font`) and colour (`.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    private let background = UIView()
    private let hairline = UIView()
    private var itemViews: [UIView] = []
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    private let backgroundImageView = UIImageView()
    private let shadowImageView = UIImageView()
    /// Whether items may show a large title below the standard row (their `largeTitleDisplayMode` decides).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { rebuild() } } }
    /// The large title's font (`.font`) and colour (`.foregroundColor`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    /// Told when the top item's title changed size (large or standard): the navigation controller lays the bar out again.
    var heightMayHaveChanged: (() -> Void)?
    /// The colour of the back button and the bar button items (setting it redraws them).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue; rebuild() }
    }
    /// The line under the bar (nil: the default hairline; an image of no size: none).
    open var shadowImage: UIImage? { didSet { setNeedsLayout() } }

    /// The bar's background for `barMetrics` (nil: the default; an image of no size: none).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        setNeedsLayout()
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// What the back button does (the navigation controller pops).
    var backTapped: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        addSubview(hairline)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UINavigationBar.tapped)))
        NavigationBarAppearance.apply(to: self)
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one (whose title the back button shows).
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for i in storedItems ?? [] where i.bar === self { i.bar = nil }
        storedItems = items
        for i in items ?? [] { i.bar = self }
        rebuild()
    }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems((items ?? []) + [item], animated: animated) }
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, let last = list.popLast() else { return nil }
        setItems(list, animated: animated)
        return last
    }

    // MARK: Drawing

    /// The views of the top item: made again when the items or an item's contents change
    /// (layout only places them, so a layout pass adds no views and the next one has nothing to do).
    private var back: (chevron: UIView, label: UILabel)?
    private var lefts: [UIView?] = [], rights: [UIView?] = []
    private var title: UIView?
    /// The top item's large title (nil when its title is standard).
    private var largeTitle: UIView?
    /// The top item's title in the standard row while its title is large: made and faded in once
    /// the large title has scrolled away (UINavigationBar+LargeTitleCollapse.swift).
    private(set) var inlineTitle: UILabel?
    /// The large title's strip as the content's scroll leaves it: `largeTitleHeight` at rest,
    /// less as the content scrolls up (0: collapsed), more as it is pulled down past its top.
    /// The navigation controller sets it with the bar's frame.
    var largeTitleStrip: CGFloat = UINavigationBar.largeTitleHeight
    /// Whether the inline title is shown (or fading in), by `largeTitleStrip`.
    var isInlineTitleShown = false
    /// The bar's height with its large title's strip at rest (nil: no large title); the
    /// navigation controller sets it with the strip, from whole figures, so it is exact.
    var restingHeight: CGFloat?
    /// The back button's titles, most wanted first (the previous title, then "Back"): the first that fits shows.
    private(set) var backTitles: [String] = []
    /// The standard title's view (nil while the title is large or there is none).
    var standardTitleView: UIView? { title }
    /// The item views a tap can hit, with what the tap does.
    private var tappable: [(view: UIView, action: () -> Void)] = []

    /// What the views were made from: they are made again when it changes (a controller's
    /// title set in viewDidLoad, after its push put its item on the bar).
    private var shownSignature: [String?] = []
    private var signature: [String?] {
        guard let item = topItem else { return [] }
        return [item.title, backItem?.backBarButtonItem?.title ?? backItem?.backButtonTitle ?? backItem?.title,
                isRightToLeft ? "rtl" : nil, showsLargeTitle(item) ? "large" : nil, backItem.map { "\($0.backButtonDisplayMode.rawValue)" }]
    }

    /// The top item's views a push or pop animates out (removed when it ends).
    var outgoingItemViews: NavigationBarItemViews?
    /// The push or pop now beginning (its bar animations are armed), nil otherwise.
    var transitionOperation: UINavigationController.Operation?
    /// The bar slides sideways with a push or pop (shown or hidden as it began).
    var isSlidingWithTransition = false
    /// The bar's height animates with a push or pop (between a large title and a standard one).
    var isResizingWithTransition = false

    /// The views now showing the top item.
    var shownItemViews: NavigationBarItemViews {
        NavigationBarItemViews(chevron: back?.chevron, backLabel: back?.label, title: title, largeTitle: largeTitle,
                               inlineTitle: inlineTitle, buttons: (lefts + rights).compactMap { $0 })
    }

    /// Hands the top item's views to a transition: they stay where they are in the bar, and
    /// the next rebuild makes new ones instead of removing them.
    func takeItemViews() -> NavigationBarItemViews {
        let taken = shownItemViews
        itemViews = []; back = nil; lefts = []; rights = []; title = nil; largeTitle = nil; inlineTitle = nil; tappable = []
        return taken
    }

    var isRightToLeft: Bool { LayoutDirectionResolution.isRightToLeft(self) }

    /// The items' colours (the tint, the title's) resolve again, and a change of direction mirrors them.
    package override func traitAppearanceDidChange() { rebuild() }

    /// Makes the top item's views again (the item changed), in the bar's traits.
    func rebuild() {
        UITraitCollection.withCurrent(traitCollection) { makeItemViews() }
        heightMayHaveChanged?()
    }

    private func makeItemViews() {
        shownSignature = signature
        for v in itemViews where v.superview === self { v.removeFromSuperview() }
        itemViews = []
        back = nil; lefts = []; rights = []; title = nil; largeTitle = nil; inlineTitle = nil; backTitles = []; tappable = []
        setNeedsLayout()
        guard let item = topItem else { return }
        let tint: UIColor = tintColor
        func add(_ v: UIView?) -> UIView? {
            if let v { addSubview(v); itemViews.append(v) }
            return v
        }
        let leftItems = item.leftBarButtonItems ?? []
        if let previous = backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            let chevron = ChevronView(pointsLeft: !isRightToLeft, size: CGSize(width: 12, height: 21), lineWidth: 3, color: tint)
            let label = UILabel()
            backTitles = Self.backTitleCandidates(previous: previous, mode: previous.backButtonDisplayMode)
            label.text = backTitles.first
            label.font = .systemFont(ofSize: 17)
            label.textColor = tint
            label.fitToText()
            _ = add(chevron); _ = add(label)
            back = (chevron, label)
            tappable.append((label, { [weak self] in self?.backTapped?() }))
            tappable.append((chevron, { [weak self] in self?.backTapped?() }))
        }
        lefts = leftItems.map { add($0.makeView(tint: tint)) }
        rights = (item.rightBarButtonItems ?? []).map { add($0.makeView(tint: tint)) }
        for (b, v) in zip(leftItems + (item.rightBarButtonItems ?? []), lefts + rights) {
            if let v, b.customView == nil { tappable.append((v, { [weak b] in if b?.isEnabled == true { b?.sendAction() } })) }
        }
        if showsLargeTitle(item) {
            largeTitle = add(makeLargeTitleLabel(item.displayedTitle ?? ""))
            // Made when the content has scrolled the large title away (shown at once when it already has).
            isInlineTitleShown = Self.showsInlineTitle(strip: largeTitleStrip)
            if isInlineTitleShown { addInlineTitle(alpha: 1) }
        } else if let custom = item.titleView {
            title = add(custom)
        } else if let text = item.displayedTitle {
            title = add(makeStandardTitleLabel(text))
        }
    }

    /// Adds the standard row's title of a large-title item, at `alpha`.
    func addInlineTitle(alpha: CGFloat) {
        guard inlineTitle == nil, let item = topItem else { return }
        let label = makeStandardTitleLabel(item.displayedTitle ?? "")
        label.alpha = alpha
        addSubview(label)
        itemViews.append(label)
        inlineTitle = label
    }

    /// The standard row's title label, in titleTextAttributes' font and colour when given.
    private func makeStandardTitleLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = (titleTextAttributes?[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = (titleTextAttributes?[.foregroundColor] as? UIColor) ?? (barStyle == .black ? .white : .label)
        label.fitToText()
        return label
    }

    /// Shows `image` stretched over `frame` (nothing for no image or one of no size).
    private func showImage(_ v: UIImageView, image: UIImage?, frame: CGRect, below: UIView) {
        guard let image, image.size.width > 0, image.size.height > 0 else { v.removeFromSuperview(); return }
        if v.image !== image { v.image = image }
        v.frame = frame
        if v.superview !== self { insertSubview(v, aboveSubview: below) }
    }

    /// A tap delivered to the bar (a recording's one-point trace) presses the button under it,
    /// within 8 pt of its frame, as a finger does; the back button pops.
    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let p = tap.location(in: self)
        tappable.first { $0.view.frame.insetBy(dx: -8, dy: -8).contains(p) }?.action()
    }

    /// Lays the background, the hairline and their images over `rect` (the bounds, or during a
    /// change of height the bounds it animates from).
    func layoutChrome(in rect: CGRect) {
        let scale = max(UIScreen.main.scale, 1)
        background.frame = rect
        background.backgroundColor = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : BarDefaultColors.background)
        hairline.frame = CGRect(x: 0, y: rect.height, width: rect.width, height: 1 / scale)
        hairline.backgroundColor = BarDefaultColors.hairline
        let image = backgroundImages[.default]
        background.isHidden = image != nil
        showImage(backgroundImageView, image: image, frame: rect, below: background)
        hairline.isHidden = shadowImage != nil
        showImage(shadowImageView, image: shadowImage, frame: CGRect(x: 0, y: rect.height, width: rect.width, height: shadowImage?.size.height ?? 0), below: hairline)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if signature != shownSignature { rebuild() }
        layoutChrome(in: bounds)
        guard let item = topItem else { return }
        // Right to left, every item is placed as left to right, then mirrored across the bar
        // (a scaled view by its centre: its frame is not defined under a transform).
        defer {
            if isRightToLeft {
                for v in itemViews where v.superview === self {
                    if v.transform == .identity { v.frame.origin.x = bounds.width - v.frame.maxX } else { v.center.x = bounds.width - v.center.x }
                }
            }
        }
        let top = bounds.height - contentHeight(showingLarge: largeTitle != nil), margin = Self.margin(width: bounds.width)
        // The items stay inside the safe area's sides (a phone held sideways keeps them clear of
        // the sensor housing); the background reaches the edges.
        let leftInset = safeAreaInsets.left, rightInset = safeAreaInsets.right
        let row = Self.contentHeight
        func place(_ v: UIView, x: CGFloat) {
            v.frame = CGRect(x: x, y: top + ((row - v.bounds.height) / 2).rounded(), width: v.bounds.width, height: v.bounds.height)
        }
        var right = bounds.width - rightInset - margin
        for (b, v) in zip(item.rightBarButtonItems ?? [], rights) {
            guard let v else { right -= b.width; continue }
            place(v, x: right - v.bounds.width)
            right = v.frame.minX - 8
        }
        if let largeTitle { placeLargeTitle(largeTitle, margin: margin + max(leftInset, rightInset)) }
        var left = leftInset + margin
        if let back {
            place(back.chevron, x: leftInset + 8)
            let x = back.chevron.frame.maxX + 6
            chooseBackTitle(back.label, from: x, before: backTitleLimit(right: right, leftItems: item.leftBarButtonItems ?? []))
            place(back.label, x: x)
            left = (back.label.bounds.width > 0 ? back.label.frame.maxX : back.chevron.frame.maxX) + 8
        }
        for (b, v) in zip(item.leftBarButtonItems ?? [], lefts) {
            guard let v else { left += b.width; continue }
            place(v, x: left)
            left = v.frame.maxX + 8
        }
        if largeTitle != nil, inlineTitle == nil, Self.showsInlineTitle(strip: largeTitleStrip) { addInlineTitle(alpha: 0) }
        // Centred in the bar when it fits between the buttons, else pushed clear of them and cut
        // with "…" (a label's tail truncation), as UIKit's title does.
        for title in [title, inlineTitle].compactMap({ $0 }) {
            let w = min(title.bounds.width, max(right - left, 0))
            title.bounds.size.width = w
            place(title, x: min(max((bounds.width - w) / 2, left), right - w).rounded())
        }
        if inlineTitle != nil { updateInlineTitleVisibility() }
    }
}

/// The bar sizes a background image is set for (only `.default` is drawn: there are no prompts or compact bars).
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// The style of a bar (`.black` draws a dark bar with a white title).
public enum UIBarStyle: Int, Sendable { case `default`, black, blackTranslucent }

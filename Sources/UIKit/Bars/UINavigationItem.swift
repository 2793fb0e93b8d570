// Status: UINavigationItem's title, titleView, left/right bar button items (one or many),
// backBarButtonItem, backButtonTitle, backButtonDisplayMode, hidesBackButton,
// leftItemsSupplementBackButton and largeTitleDisplayMode (drawn: UINavigationBar+LargeTitle.swift),
// with the animated setters (the change shows at once). Not here: prompt, search controller,
// appearances, which are absent.

/// What a navigation bar shows while a controller is on top: its title and buttons.
open class UINavigationItem: NSObject {
    /// The title (nil: the controller's `title`, as UIKit's item follows it).
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set { storedTitle = newValue; didSetDisplay() }
    }
    private var storedTitle: String?
    open var titleView: UIView? { didSet { didSetDisplay() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { didSetDisplay() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { didSetDisplay() } }
    /// The button the next controller's bar shows to come back here (its title is used).
    open var backBarButtonItem: UIBarButtonItem? { didSet { didSetDisplay() } }
    /// The back button's title on the next controller's bar (nil: this item's title).
    open var backButtonTitle: String? { didSet { didSetDisplay() } }
    open var hidesBackButton = false { didSet { didSetDisplay() } }
    open var leftItemsSupplementBackButton = false { didSet { didSetDisplay() } }
    /// Whether this item shows a large title on a bar that prefers them.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { didSetDisplay() } }
    /// What the back button shows on the next item's bar (set, like backButtonTitle, on the item it returns to): the title ("Back" when it does not fit), "Back", or the chevron alone.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { didSetDisplay() } }

    /// When a large title shows: like the item below (the bottom item large), always, or never.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    /// What a back button shows: the title ("Back" or nothing when it does not fit), "Back", nothing but the chevron.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    /// The bar showing this item (it lays out again when the item changes).
    weak var bar: UINavigationBar?
    /// The controller whose item this is (its title stands in for a nil title).
    weak var owner: UIViewController?
    /// The scroll view its controller named for the top edge (`setContentScrollView(_:for: .top)`):
    /// the one whose scroll collapses a large title.
    weak var topContentScrollView: UIScrollView?
    /// The scroll view named for the bottom edge (stored only).
    weak var bottomContentScrollView: UIScrollView?

    public init(title: String) {
        storedTitle = title
        super.init()
    }
    public override init() { super.init() }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title the bar shows.
    var displayedTitle: String? { title }

    private func didSetDisplay() { bar?.rebuild() }
}

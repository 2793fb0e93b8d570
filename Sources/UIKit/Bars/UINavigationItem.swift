// Status: UINavigationItem's title, titleView, left/right bar button items (one or many),
// backBarButtonItem, backButtonTitle, hidesBackButton and leftItemsSupplementBackButton, with
// the animated setters (the change shows at once). Not here: prompt, large titles, search
// controller, appearances, which are absent.

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
    /// Stored: large titles are not drawn (the bar's prefersLargeTitles warns).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// When a large title shows (never, here).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    /// The bar showing this item (it lays out again when the item changes).
    weak var bar: UINavigationBar?
    /// The controller whose item this is (its title stands in for a nil title).
    weak var owner: UIViewController?

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

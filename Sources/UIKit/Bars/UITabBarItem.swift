// Status: UITabBarItem's three initialisers (title/image/selectedImage, title/image/tag, system
// item with its title), selectedImage and tag. Images draw as they are (not template-tinted:
// the module does not recolour images). Not here: badges, title position adjustment,
// appearances; a system item's icon is not drawn (a warning says so).

/// A tab: its title and images in the tab bar.
open class UITabBarItem: UIBarItem {
    /// UIKit's built-in tabs (their titles are drawn, their icons are not).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    /// The controller whose tab this is (its title stands in for a nil title, as in UIKit).
    weak var owner: UIViewController?
    /// The bar showing this item (it looks at the titles again when the controller's changes).
    weak var bar: UITabBar?

    open override var title: String? {
        get { super.title ?? owner?.title }
        set { super.title = newValue }
    }
    package private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
        let titles: [SystemItem: String] = [.more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated",
                                            .recents: "Recents", .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks",
                                            .search: "Search", .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed"]
        title = titles[systemItem]
    }
}

/// Swift 4's spelling of `UITabBarItem.SystemItem`.
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

// Status: UITabBarItem's three initialisers (title/image/selectedImage, title/image/tag, system
// item with its title and icon: the symbol stand-in of iOS's icon, Symbols/), selectedImage and
// tag. The bar draws images as templates (UITabBar.swift). Not here: badges, title position
// adjustment, appearances.

/// A tab: its title and images in the tab bar.
open class UITabBarItem: UIBarItem {
    /// UIKit's built-in tabs (their titles, and their icons as symbol stand-ins).
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

    /// What the bar draws for a system item's icon (its `image` stays nil, as in UIKit).
    package var systemIcon: UIImage? {
        guard let systemItem else { return nil }
        let names: [SystemItem: String] = [.more: "ellipsis", .favorites: "star.fill", .featured: "star.fill", .topRated: "star.fill",
                                           .recents: "clock.fill", .contacts: "person.circle.fill", .history: "clock.fill",
                                           .bookmarks: "book.fill", .search: "magnifyingglass", .downloads: "square.and.arrow.down",
                                           .mostRecent: "clock.fill", .mostViewed: "list.bullet"]
        // At the large scale the bar draws symbols at (UIImage.asBarImage), made once.
        return names[systemItem].flatMap { UIImage(systemName: $0, withConfiguration: UIImage.SymbolConfiguration(scale: .large)) }
    }
}

/// Swift 4's spelling of `UITabBarItem.SystemItem`.
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

// Status: UIBarItem (title, image, tag, isEnabled) and UIBarButtonItem's four initialisers
// (title, image, system item, custom view), style, target/action, width, tintColor, and the
// flexible/fixed spaces toolbars lay out with. System items with a word (Done, Cancel, Edit,
// Save…) draw it; those with an icon draw "+" for add and otherwise a warning says the icon is
// not drawn. Not here: menus, primaryAction, possibleTitles, background images.

/// What bars show: a title, an image, a tag.
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var isEnabled = true
    open var tag = 0

    public override init() { super.init() }
}

/// A button in a navigation bar or toolbar.
open class UIBarButtonItem: UIBarItem {
    /// The look of a bar button's title (`.done` is semibold).
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// UIKit's built-in bar buttons.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search
        case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The symbol each icon-drawing system item shows.
    private static let symbolNames: [SystemItem: String] = [
        .action: "square.and.arrow.up", .trash: "trash", .search: "magnifyingglass", .bookmarks: "book",
        .compose: "square.and.pencil", .refresh: "arrow.clockwise", .camera: "camera", .organize: "folder",
        .play: "play.fill", .pause: "pause.fill", .stop: "xmark", .close: "xmark.circle.fill",
    ]

    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    /// A view shown in place of the title or image.
    open var customView: UIView?
    /// The width of a fixed space (0: the item's own width).
    open var width: CGFloat = 0
    /// The title's colour (nil: the bar's tint).
    open var tintColor: UIColor?
    /// The system item this was made as, if any.
    package private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        switch systemItem {
        case .done: title = "Done"; style = .done
        case .save: title = "Save"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        default: break
        }
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space of `width` points between toolbar items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that takes an equal share of the room left in a toolbar.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// Calls the action on the target (what a tap on the item does).
    package func sendAction() {
        guard let action, let target else { return }
        if !action.invoke(on: target, sender: self) {
            RecordingLog.error("UIBarButtonItem action: the selector's method does not belong to the target \(type(of: target))")
        }
    }

    /// The view a bar shows for this item, in `tint` (nil for spaces).
    package func makeView(tint: UIColor) -> UIView? {
        if let customView {
            if customView.bounds.size == .zero { customView.sizeToFit() }
            return customView
        }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace { return nil }
        let color = tintColor ?? tint
        // A bar draws its items' images as templates in its tint unless they are made
        // `.alwaysOriginal`, and symbols at the large scale, as UIKit's bars do; the system icons
        // iOS draws as SF Symbols are their stand-ins (Symbols/).
        let shown = image ?? (title == nil ? systemItem.flatMap { Self.symbolNames[$0] }
            .flatMap { UIImage(systemName: $0, withConfiguration: UIImage.SymbolConfiguration(scale: .large)) } : nil)
        if let shown {
            let v = UIImageView(image: shown.asBarImage)
            v.tintColor = isEnabled ? color : color.withAlphaComponent(0.35)
            v.contentMode = .center
            return v
        }
        if systemItem == .add { return BarPlusGlyph(color: color) }
        if let systemItem, title == nil {
            RecordingLog.warning("UIBarButtonItem(barButtonSystemItem: .\(systemItem)): the system icon is not drawn (there are no system images); use a title or an image")
            return UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        }
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        label.textColor = isEnabled ? color : color.withAlphaComponent(0.35)
        label.fitToText()
        return label
    }
}

/// The add button's "+": two 2-pt bars 20 pt long in the tint colour.
final class BarPlusGlyph: UIView {
    init(color: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        let h = UIView(frame: CGRect(x: 1, y: 10, width: 20, height: 2)), v = UIView(frame: CGRect(x: 10, y: 1, width: 2, height: 20))
        h.backgroundColor = color
        v.backgroundColor = color
        addSubview(h)
        addSubview(v)
    }
    required init?(coder: NSCoder) { return nil }
}

/// Swift 4's spelling of `UIBarButtonItem.Style`.
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
/// Swift 4's spelling of `UIBarButtonItem.SystemItem`.
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

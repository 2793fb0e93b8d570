// UIViewController's topLayoutGuide and bottomLayoutGuide (iOS 7–10's UILayoutSupport, still in
// published code): the strips above and below the root view's safe area. Complete.

/// A guide with a length and three anchors (what `topLayoutGuide`/`bottomLayoutGuide` are).
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide`/`bottomLayoutGuide`: the view's top (or bottom) strip as
/// tall as its safe-area inset.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let v = owningView else { return 0 }
        return role == .topSupport ? v.safeAreaInsets.top : v.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The strip from the top of the root view to its safe area (its `length` is the top inset).
    public var topLayoutGuide: UILayoutSupport { view.layoutState.systemGuide(.topSupport, owner: view) as! LayoutSupportGuide }
    /// The strip from the bottom of the root view's safe area to its bottom.
    public var bottomLayoutGuide: UILayoutSupport { view.layoutState.systemGuide(.bottomSupport, owner: view) as! LayoutSupportGuide }
}

/// Swift 4's spellings.
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

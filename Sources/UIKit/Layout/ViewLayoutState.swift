// The Auto Layout state a view keeps (the storage behind UIView+AutoLayout's properties).

/// Per view: installed constraints, guides, the autoresizing switch, content priorities, the
/// update-constraints flag, margins and safe-area insets, and (on a tree's root) its engine.
package final class ViewLayoutState {
    var translates = true
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var needsUpdateConstraints = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var layoutMargins: UIEdgeInsets?
    var safeAreaInsets = UIEdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var preferredMaxLayoutWidth: CGFloat = 0
    var preservesSuperviewLayoutMargins = false
    lazy var safeAreaGuide: UILayoutGuide = Self.guide(.safeArea, "UIViewSafeAreaLayoutGuide")
    /// A controller's topLayoutGuide and bottomLayoutGuide, made on first use.
    var supportGuides: [LayoutSupportGuide] = []
    lazy var marginsGuide: UILayoutGuide = Self.guide(.layoutMargins, "UIViewLayoutMarginsGuide")
    /// The engine of the tree this view is the root of (made by the first layout pass from here).
    var engine: LayoutEngine?

    /// Constraints installed on any view, all trees together (zero: the layout pass is skipped).
    nonisolated(unsafe) static var installedCount = 0
    /// Counts changes to constraints (activation, constant, priority) and to translation.
    nonisolated(unsafe) static var generation = 0

    private static func guide(_ role: UILayoutGuide.Role, _ id: String) -> UILayoutGuide {
        let g = UILayoutGuide()
        g.role = role
        g.identifier = id
        return g
    }
}

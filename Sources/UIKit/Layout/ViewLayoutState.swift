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
    /// Insets given to the view directly (`setSafeAreaInsets`), which win over the computed ones.
    var safeAreaInsets: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preferredMaxLayoutWidth: CGFloat = 0
    var preservesSuperviewLayoutMargins = false
    /// The system's guides of this view (safe area, margins, a controller's top and bottom
    /// layout guides), each made on first use.
    private(set) var systemGuides: [UILayoutGuide] = []
    /// The engine of the tree this view is the root of (made by the first layout pass from here).
    var engine: LayoutEngine?

    /// Constraints installed on any view, all trees together (zero: the layout pass is skipped).
    nonisolated(unsafe) static var installedCount = 0
    /// Counts changes to constraints (activation, constant, priority) and to translation.
    nonisolated(unsafe) static var generation = 0

    /// The system guide with `role`, owned by `owner` (made the first time it is asked for).
    func systemGuide(_ role: UILayoutGuide.Role, owner: UIView) -> UILayoutGuide {
        if let g = systemGuides.first(where: { $0.role == role }) { return g }
        let g = role == .topSupport || role == .bottomSupport ? LayoutSupportGuide() : UILayoutGuide()
        g.role = role
        g.identifier = switch role {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .topSupport: "UIViewControllerTopLayoutGuide"
        default: "UIViewControllerBottomLayoutGuide"
        }
        g.owningView = owner
        systemGuides.append(g)
        return g
    }
}

// Leading and trailing by layout direction: in a right-to-left container a constraint using
// leading or trailing reads leading as the right edge and trailing as the left, its constant
// measured toward the left (UIKit's rule: `a.leading == b.leading + 16` is `a.right == b.right - 16`).
// The container is the nearest view holding both items (a one-item constraint: the item's
// superview); its effectiveUserInterfaceLayoutDirection decides, and an inequality turns round
// (the constraint is mirrored). Left, right and centre never flip on their own.

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute follows the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The attribute in a right-to-left container (leading ↔ the right edge).
    var inRightToLeft: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }
}

enum LayoutDirectionResolution {
    /// Whether any view was ever told to force right to left (until then, in a left-to-right
    /// recording, no container needs asking).
    nonisolated(unsafe) static var anyForcedRightToLeft = false

    /// Whether `container` lays its content out right to left.
    static func isRightToLeft(_ container: UIView?) -> Bool {
        guard let container, anyForcedRightToLeft || RecordingTraits.current.layoutDirection == .rightToLeft else { return false }
        return container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}

/// Distances inward from each edge of a rectangle, in points (UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Insets in UIEdgeInsets' argument order: top, left, bottom, right.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// UITextView's default textContainerInset: (8, 0, 8, 0).
    public static let textViewDefault = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

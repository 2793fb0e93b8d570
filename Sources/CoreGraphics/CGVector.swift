/// CGVector: a two-dimensional vector (velocities, offsets).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector from Double components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector from integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector()
}

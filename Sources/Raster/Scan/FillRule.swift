/// Which points a self-intersecting or nested outline covers (CAShapeLayerFillRule).
public enum FillRule: String, Hashable, Sendable {
    /// Covered where the winding number is not zero (the default).
    case nonZero
    /// Covered where the winding number is odd.
    case evenOdd
}

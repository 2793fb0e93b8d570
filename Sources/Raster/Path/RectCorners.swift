/// Which corners of a rectangle a corner radius rounds (Core Animation's `maskedCorners`);
/// `min`/`max` name the edges in a y-down space, so `minXMinY` is the top left.
public struct RectCorners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let minXMinY = RectCorners(rawValue: 1)
    public static let maxXMinY = RectCorners(rawValue: 2)
    public static let minXMaxY = RectCorners(rawValue: 4)
    public static let maxXMaxY = RectCorners(rawValue: 8)
    /// Every corner (the default: a uniform rounded rectangle).
    public static let all: RectCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

// Status: UIOffset (horizontal, vertical, zero, equality), UIKit's pair of offsets for motion
// effects, bar button title positions and attachment behaviours. Nothing else.

/// A horizontal and a vertical offset.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}

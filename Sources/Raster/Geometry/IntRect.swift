/// A rectangle of whole pixels: columns x ..< x+width, rows y ..< y+height.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var description: String { "(\(x), \(y), \(width), \(height))" }

    public func intersection(_ other: IntRect) -> IntRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels a real rectangle touches, clamped to ±2^30 so huge inputs cannot overflow.
    public init(covering r: Rect) {
        let limit = Double(1 << 30)
        let x0 = Int(max(-limit, min(limit, r.minX.rounded(.down))))
        let y0 = Int(max(-limit, min(limit, r.minY.rounded(.down))))
        let x1 = Int(max(-limit, min(limit, r.maxX.rounded(.up))))
        let y1 = Int(max(-limit, min(limit, r.maxY.rounded(.up))))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A width and height (points or pixels).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width) x \(height)" }

    public func interpolated(to other: Size, fraction f: Double) -> Size {
        Size(width: width + (other.width - width) * f, height: height + (other.height - height) * f)
    }
}

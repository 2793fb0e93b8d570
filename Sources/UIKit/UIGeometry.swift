package import Raster

/// Insets from each edge of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()

    package var engine: EdgeInsets { EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right)) }
    package init(_ e: EdgeInsets) { self.init(top: CGFloat(e.top), left: CGFloat(e.left), bottom: CGFloat(e.bottom), right: CGFloat(e.right)) }
}

/// Swift 4's spelling of `UIEdgeInsets(top:left:bottom:right:)`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

extension CGRect {
    /// The rectangle shrunk by the insets.
    public func inset(by i: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + i.left, y: minY + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
    }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Text alignment in labels and text views.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    package var engine: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified, .natural: .natural
        }
    }
}

// UILayoutPriority: UIKit's priorities with their raw values and the overlay's `+`/`-`; complete.

/// How strongly a constraint holds: 1000 (required) down to 1; optional ones give way by priority.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + d) }
    public static func - (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - d) }
}

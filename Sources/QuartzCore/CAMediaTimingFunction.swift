package import Transitions

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// Swift 4's spelling of `CAMediaTimingFunctionName.linear`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Swift 4's spelling of `CAMediaTimingFunctionName.easeIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Swift 4's spelling of `CAMediaTimingFunctionName.easeOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Swift 4's spelling of `CAMediaTimingFunctionName.easeInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Swift 4's spelling of `CAMediaTimingFunctionName.default`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

/// CAMediaTimingFunction: a cubic Bézier pacing curve from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: Hashable, @unchecked Sendable {
    package let function: TimingFunction

    /// One of the predefined curves; an unknown name is a programmer error, as on a device.
    public convenience init(name: CAMediaTimingFunctionName) {
        guard let f = TimingFunction(name: name.rawValue) else {
            preconditionFailure("CAMediaTimingFunction: unknown timing function name '\(name.rawValue)'")
        }
        self.init(function: f)
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(function: TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y)))
    }

    package init(function: TimingFunction) { self.function = function }

    /// Control point `index` (0...3) of the curve, written to `values` as (x, y).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (function.x1, function.y1), (function.x2, function.y2), (1, 1)]
        let p = points[min(max(index, 0), 3)]
        values[0] = Float(p.0)
        values[1] = Float(p.1)
    }

    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool { l.function == r.function }
    public func hash(into h: inout Hasher) { h.combine(function) }
}

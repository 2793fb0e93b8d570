// Algorithm: a timing curve is the cubic Bézier B(u) = (x(u), y(u)) with P0 = (0,0), P3 = (1,1)
// and control points (x1,y1), (x2,y2), as CAMediaTimingFunction defines it. The input time t is
// an x value, so evaluating means inverting x(u) = t and returning y(u).
//
// With x1, x2 in 0...1 the polynomial x(u) is non-decreasing on 0...1, so the root is unique.
// Newton's method from u = t converges in two to four steps for every curve in practice; it is
// abandoned for bisection when the derivative is nearly zero (a flat x, e.g. easeOut at u = 0) or
// a step leaves 0...1, because there Newton stalls or overshoots. Bisection halves the bracket
// until it is below 1e-15, so y is accurate to about 1e-14 whatever the curve. No tables, no
// caching: the result depends only on the inputs, bit for bit, on every platform.

/// A cubic Bézier timing curve from (0,0) to (1,1), as CAMediaTimingFunction describes one.
///
/// The control points' x coordinates are clamped to 0...1 (so that every input time has exactly
/// one output, as CSS and Core Animation require); y coordinates are free, so a curve may
/// overshoot.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point's x (clamped to 0...1).
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x (clamped to 0...1).
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// A curve with control points (x1, y1) and (x2, y2), as
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`; x values are clamped to 0...1.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition(x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite,
                     "timing function control points must be finite: (\(x1), \(y1)) (\(x2), \(y2))")
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed: (0,0) (1,1).
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Slow start: (0.42,0) (1,1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Slow end: (0,0) (0.58,1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow start and end: (0.42,0) (0.58,1).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// `CAMediaTimingFunctionName.default`, the curve of implicit layer animations: (0.25,0.1) (0.25,1).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The named curves by their Core Animation names, in a fixed order.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// A named curve: the `CAMediaTimingFunctionName` spellings "linear", "easeIn", "easeOut",
    /// "easeInEaseOut", "default", their kebab-case forms ("ease-in", "ease-in-ease-out", ...),
    /// and the UIKit/CSS alias "easeInOut"/"ease-in-out"; nil for any other name.
    public init?(name: String) {
        let key = name.filter { $0 != "-" && $0 != "_" }.lowercased()
        switch key {
        case "linear": self = .linear
        case "easein": self = .easeIn
        case "easeout": self = .easeOut
        case "easeineaseout", "easeinout": self = .easeInEaseOut
        case "default": self = .default
        default: return nil
        }
    }

    /// The curve's output for input time `t` (clamped to 0...1): y(u) where x(u) = t.
    public func value(at t: Double) -> Double {
        guard !t.isNaN else { return 0 }
        let t = min(max(t, 0), 1)
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        return y(parameter(forX: t))
    }

    // Power-basis coefficients: x(u) = ((ax u + bx) u + cx) u, the same for y.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    private func x(_ u: Double) -> Double { ((ax * u + bx) * u + cx) * u }
    private func y(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }
    private func dx(_ u: Double) -> Double { (3 * ax * u + 2 * bx) * u + cx }

    /// The Bézier parameter u in 0...1 with x(u) = t.
    private func parameter(forX t: Double) -> Double {
        var u = t
        for _ in 0..<8 {
            let err = x(u) - t
            if abs(err) < 1e-14 { return u }
            let d = dx(u)
            if abs(d) < 1e-6 { break }
            let next = u - err / d
            if !(next >= 0 && next <= 1) { break }
            u = next
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if x(mid) < t { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

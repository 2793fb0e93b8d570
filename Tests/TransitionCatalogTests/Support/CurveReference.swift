import Foundation

/// Timing curves written out here, independently of `TimingFunction`'s solver and `SystemCurve`,
/// for the tests that check where a transition's views are at a time.
enum CurveReference {
    /// A cubic-Bézier timing curve (0,0)(x1,y1)(x2,y2)(1,1) at x, by bisection on the x polynomial.
    static func ease(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func bez(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bez(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bez(y1, y2, (lo + hi) / 2)
    }

    static func easeIn(_ x: Double) -> Double { ease(0.42, 0, 1, 1, x) }
    static func easeOut(_ x: Double) -> Double { ease(0, 0, 0.58, 1, x) }
    static func easeInEaseOut(_ x: Double) -> Double { ease(0.42, 0, 0.58, 1, x) }

    /// UIKit's system curve at `t` seconds, written out from the formula:
    /// 1 − (1 + ωt)e^(−ωt), ω = √(1000/3), until its 0.5 s end, then 1.
    static func systemCurve(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 0.5 { return 1 }
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }
}

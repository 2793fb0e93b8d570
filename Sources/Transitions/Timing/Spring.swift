// Algorithm: CASpringAnimation's motion is the damped harmonic oscillator
//     m x'' = -k (x - 1) - c x',   x(0) = 0,   x'(0) = v0,
// solved in closed form. With ω0 = √(k/m), ζ = c / (2√(km)) and the displacement y = x - 1
// (y(0) = -1, y'(0) = v0), every regime is y = e^(-ζω0 t) (A·C(t) + B·S(t)) with A = -1,
// B = v0 + ζω0·A and
//     under-damped (ζ < 1):  C = cos(ωd t), S = sin(ωd t)/ωd,  ωd = ω0√(1-ζ²)
//     critical     (ζ = 1):  C = 1,         S = t
//     over-damped  (ζ > 1):  C = cosh(s t), S = sinh(s t)/s,   s = ω0√(ζ²-1)
// Written with sin(ωd t)/ωd and -expm1(-2st)/(2s) the formulas stay accurate as ζ approaches 1
// from either side (no cancellation between two large terms), and the over-damped branch folds
// e^(-ζω0 t)·e^(st) into one exponent so large t cannot produce inf·0.
//
// The settling duration has no closed form (an under-damped spring crosses the threshold many
// times). It is found as the last time |x - 1| >= threshold: a decaying envelope bounds the
// search, a uniform scan (32 samples per oscillation period, at least 4096) finds the last
// sample above the threshold, and bisection refines that crossing.

import Foundation

/// A damped spring, as CASpringAnimation and UISpringTimingParameters model one: the progress
/// from 0 toward 1 of a mass on a spring released at 0 with an initial velocity.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring (CASpringAnimation's default 1); must be positive.
    public let mass: Double
    /// The spring constant k (default 100); must be positive.
    public let stiffness: Double
    /// The damping coefficient c (default 10); must be non-negative.
    public let damping: Double
    /// The velocity at time 0, in units of the animated distance per second, as Core Animation
    /// takes it: 1 means "covering the whole distance in one second at that speed".
    public let initialVelocity: Double

    /// The threshold `settlingDuration` uses: the motion has settled once |x - 1| stays below
    /// 0.001 of the animated distance (a thousandth of a 1000-point move is one point).
    public static let settlingThreshold = 0.001

    /// A spring from CASpringAnimation's four properties (defaults as CASpringAnimation's).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        precondition(mass > 0 && mass.isFinite, "spring mass must be positive and finite, got \(mass)")
        precondition(stiffness > 0 && stiffness.isFinite, "spring stiffness must be positive and finite, got \(stiffness)")
        precondition(damping >= 0 && damping.isFinite, "spring damping must be non-negative and finite, got \(damping)")
        precondition(initialVelocity.isFinite, "spring initial velocity must be finite, got \(initialVelocity)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The SwiftUI / UISpringTimingParameters(dampingRatio:response:) form: `response` is the
    /// period of the undamped oscillation in seconds, so stiffness = (2π / response)² · mass and
    /// damping = 4π · dampingRatio · mass / response.
    public init(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) {
        precondition(response > 0 && response.isFinite, "spring response must be positive and finite, got \(response)")
        precondition(dampingRatio >= 0 && dampingRatio.isFinite, "damping ratio must be non-negative and finite, got \(dampingRatio)")
        let omega = 2 * Double.pi / response
        self.init(mass: mass, stiffness: omega * omega * mass, damping: 4 * Double.pi * dampingRatio * mass / response,
                  initialVelocity: initialVelocity)
    }

    /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` form.
    ///
    /// UIKit keeps the duration it is given and derives the spring from it. The mapping here: mass
    /// 1, the given damping ratio and initial velocity, and the largest `response` for which
    /// `settlingDuration` is at most `duration` (found by bisection). So at `duration` the motion
    /// is within `settlingThreshold` of 1 and stays there; UIKit ends the animation at `duration`
    /// and shows the model value 1 from then on, a jump smaller than the threshold.
    /// `dampingRatio` must be in (0, 1] as UIKit documents (0 would never settle).
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        precondition(duration > 0 && duration.isFinite, "spring duration must be positive and finite, got \(duration)")
        precondition(dampingRatio > 0 && dampingRatio <= 1, "UIKit spring damping must be in (0, 1], got \(dampingRatio)")
        func spring(_ response: Double) -> Spring {
            Spring(dampingRatio: dampingRatio, response: response, initialVelocity: initialVelocity)
        }
        // settlingDuration grows with response (exactly in proportion when v0 = 0), so bracket
        // and bisect on log(response); `lo` always settles in time.
        var lo = duration, hi = duration
        while spring(lo).settlingDuration > duration { lo /= 2 }
        while spring(hi).settlingDuration <= duration { hi *= 2 }
        for _ in 0..<60 {
            let mid = (lo * hi).squareRoot()
            if spring(mid).settlingDuration <= duration { lo = mid } else { hi = mid }
        }
        self = spring(lo)
    }

    /// √(k/m), the undamped angular frequency in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// c / (2√(km)): below 1 the spring overshoots and oscillates, at 1 it is critically damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `t` seconds (0 at t <= 0): 0 toward 1, possibly overshooting.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement(at: t)
    }

    /// x(t) - 1, from the closed forms in the file note.
    private func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio
        let a = -1.0, b = initialVelocity + zeta * w0 * a
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t) / wd)
        } else if zeta == 1 {
            return exp(-w0 * t) * (a + b * t)
        } else {
            let s = w0 * (zeta * zeta - 1).squareRoot()
            let e = exp(-2 * s * t)
            return exp((s - zeta * w0) * t) * (a * (1 + e) / 2 + b * (-expm1(-2 * s * t)) / (2 * s))
        }
    }

    /// The time after which |x - 1| stays below `settlingThreshold` (0.001); `.infinity` for an
    /// undamped spring. Core Animation's own estimate is undocumented; this is the exact last
    /// crossing of that threshold, up to the scan resolution described in the file note.
    public var settlingDuration: Double {
        let threshold = Self.settlingThreshold
        let w0 = naturalFrequency, zeta = dampingRatio
        guard damping > 0 else { return .infinity }
        let b = abs(initialVelocity - zeta * w0)
        // An envelope E(t) = K e^(-λt) >= |y(t)|; past its crossing the motion has settled.
        let k: Double, lambda: Double, period: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            k = (1 + b * b / (wd * wd)).squareRoot(); lambda = zeta * w0; period = 2 * Double.pi / wd
        } else if zeta == 1 {
            // t <= e^(λt) / (λe) with λ = ω0/2 turns (1 + b t) e^(-ω0 t) into K e^(-ω0 t / 2).
            k = 1 + b * 2 / (w0 * M_E); lambda = w0 / 2; period = 2 * Double.pi / w0
        } else {
            let s = w0 * (zeta * zeta - 1).squareRoot()
            k = 1 + b / s; lambda = zeta * w0 - s; period = 2 * Double.pi / w0
        }
        let end = max(log(k / threshold) / lambda, 0)
        guard end > 0 else { return 0 }
        let samples = min(max(4096, Int((end / period * 32).rounded(.up))), 1 << 22)
        let step = end / Double(samples)
        var last = -1
        for i in 0...samples where abs(displacement(at: Double(i) * step)) >= threshold { last = i }
        guard last >= 0 else { return 0 }
        if last == samples { return end }
        var lo = Double(last) * step, hi = lo + step
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid)) >= threshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}

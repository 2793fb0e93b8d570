// Algorithm: CASpringAnimation's motion is the damped harmonic oscillator
//     m x'' = -k (x - 1) - c x',   x(0) = 0,   x'(0) = v0,
// solved in closed form. With ω0 = √(k/m), ζ = c / (2√(km)) and the displacement y = x - 1
// (y(0) = -1, y'(0) = v0), y = e^(-ζω0 t) (A·C(t) + B·S(t)) with A = -1, B = v0 + ζω0·A and
//     under-damped (ζ < 1):  C = cos(ωd t), S = sin(ωd t)/ωd,  ωd = ω0√(1-ζ²)
//     critical     (ζ >= 1): C = 1,         S = t,             ζ taken as 1
// Core Animation does not solve the over-damped case: a spring with ζ > 1 moves exactly as the
// critically damped spring of the same mass and stiffness (UIKit's own "curve 7" — mass 3,
// stiffness 1000, damping 500, ζ ≈ 4.6 — is printed by Core Animation as 23 % done at 50 ms,
// 55 % at 0.1 s and 88 % at 0.2 s, which is 1 − (1 + ω0 t) e^(−ω0 t), not the over-damped curve).
// Written with sin(ωd t)/ωd the formula stays accurate as ζ approaches 1 from below.
//
// settlingDuration follows Core Animation's rule, not the last crossing of the threshold:
//   - below critical damping it is where the envelope (|A| + |B/ωd|) e^(−ζω0 t) reaches
//     ε = 0.001, t = ln((1 + |B/ωd|) / ε) / (ζω0). Apple's CASpringAnimation documentation
//     quotes three results of it: mass 1, stiffness 100, damping 10 (the defaults) ≈ 1.47 s,
//     damping 5 ≈ 2.85 s, damping 15 just over 1 s.
//   - at or above critical damping it steps the motion in 0.1 s increments and stops at the
//     first step where the critically damped envelope (1 + |B| t) e^(−ω0 t) is below ε.
//
// UIKit's `animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)` keeps the
// duration and derives the spring from it (UIKit's `parametersOfSpringAnimation`, as the
// OpenUXKit reimplementation records it): mass 1, ζ clamped to (0, 1], the duration clamped to
// [0.01, 10] s, and ω0 found by 12 Newton iterations from ω0 = 5 / T on the equation "the
// motion's distance from 1 at T is ε": |B/ωd| e^(−ζω0 T) = ε below critical damping,
// |1 + (ω0 − v0) T| e^(−ω0 T) = ε at it. Then stiffness = ω0², damping = 2ζω0.

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

    /// Core Animation's settling threshold ε: a fraction 0.001 of the animated distance.
    public static let settlingThreshold = 0.001

    /// The step Core Animation's settling estimate takes at or above critical damping, seconds.
    public static let settlingStep = 0.1

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

    /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` form,
    /// mapped as UIKit maps it (file note): mass 1, `dampingRatio` clamped to (0, 1] and
    /// `duration` to [0.01, 10] s, the natural frequency solved so the motion is 0.001 from its
    /// end at `duration`. UIKit keeps `duration` as the animation's length.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        precondition(!duration.isNaN && !dampingRatio.isNaN, "UIKit spring duration and damping must be numbers")
        precondition(initialVelocity.isFinite, "spring initial velocity must be finite, got \(initialVelocity)")
        let zeta = min(max(dampingRatio, Self.smallestUIKitDampingRatio), 1)
        let t = min(max(duration, 0.01), 10)
        let omega = Self.uikitNaturalFrequency(duration: t, dampingRatio: zeta, initialVelocity: initialVelocity)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    /// UIKit's lower clamp of the damping ratio (the single-precision epsilon, 2⁻²³).
    static let smallestUIKitDampingRatio = 1.1920929e-7

    /// ω0 with the motion ε from its end at `duration`: UIKit's 12 Newton steps from 5 / duration.
    static func uikitNaturalFrequency(duration t: Double, dampingRatio zeta: Double, initialVelocity v: Double) -> Double {
        let eps = settlingThreshold
        // residual(ω) and its derivative in ω, for the two regimes of the file note.
        func step(_ w: Double) -> (f: Double, df: Double) {
            if zeta < 1 {
                let root = (1 - zeta * zeta).squareRoot()
                let ratio = (zeta * w - v) / (w * root)           // B / ωd up to sign
                let decay = exp(-zeta * w * t)
                let sign: Double = ratio < 0 ? -1 : 1
                let dRatio = v / (w * w * root)                   // d/dω of (ζω − v)/(ω√(1−ζ²))
                return (abs(ratio) * decay - eps, sign * dRatio * decay - abs(ratio) * zeta * t * decay)
            } else {
                let inner = 1 + (w - v) * t
                let decay = exp(-w * t)
                let sign: Double = inner < 0 ? -1 : 1
                return (abs(inner) * decay - eps, sign * t * decay - abs(inner) * t * decay)
            }
        }
        var w = 5 / t
        for _ in 0..<12 {
            let (f, df) = step(w)
            guard df != 0, df.isFinite, f.isFinite else { break }
            let next = w - f / df
            guard next.isFinite, next > 0 else { break }
            w = next
        }
        return w
    }

    /// √(k/m), the undamped angular frequency in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// c / (2√(km)): below 1 the spring overshoots and oscillates; at 1 and above it moves as a
    /// critically damped spring (Core Animation does not model over-damping).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `t` seconds (0 at t <= 0): 0 toward 1, possibly overshooting.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement(at: t)
    }

    /// x(t) - 1, from the closed forms in the file note (ζ >= 1 as critical damping).
    private func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = min(dampingRatio, 1)
        let a = -1.0, b = initialVelocity + zeta * w0 * a
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t) / wd)
        }
        return exp(-w0 * t) * (a + b * t)
    }

    /// How long Core Animation says the motion takes to settle (CASpringAnimation's
    /// `settlingDuration`, by the rule in the file note); `.infinity` for an undamped spring.
    /// Past it the motion stays within `settlingThreshold` of 1.
    public var settlingDuration: Double {
        let eps = Self.settlingThreshold
        let w0 = naturalFrequency, zeta = dampingRatio
        guard damping > 0 else { return .infinity }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = abs(initialVelocity - zeta * w0)
            return max(log((1 + b / wd) / eps) / (zeta * w0), 0)
        }
        let b = abs(initialVelocity - w0)
        // (1 + b t) e^(−ω0 t) rises at most once and then falls, so the first step below ε is
        // past its peak; the cap (10⁵ steps) only guards against absurd inputs.
        var steps = 0
        while steps < 100_000 {
            let t = Double(steps) * Self.settlingStep
            if (1 + b * t) * exp(-w0 * t) < eps { break }
            steps += 1
        }
        return Double(steps) * Self.settlingStep
    }
}

import Foundation
import Testing
@testable import Transitions
import TestSupport

/// The figures Core Animation and UIKit produce for springs (issue 15, item 7), each derived
/// here independently of `Spring`'s own code.
@Suite("Timing: Spring as Core Animation and UIKit solve it")
struct SpringCoreAnimationRulesTests {
    @Test("settlingDuration matches Apple's CASpringAnimation examples")
    func appleSettlingExamples() {
        // Apple's documentation: the default spring (mass 1, stiffness 100, damping 10) settles
        // in about 1.47 s, damping 5 in about 2.85 s, damping 15 in just over 1 s.
        expectApproximatelyEqual(Spring().settlingDuration, 1.47, within: 0.005)
        expectApproximatelyEqual(Spring(damping: 5).settlingDuration, 2.85, within: 0.01)
        let fifteen = Spring(damping: 15).settlingDuration
        #expect(fifteen > 1 && fifteen < 1.05)
    }

    @Test("below critical damping settlingDuration is where (1 + |B/ωd|) e^(-ζω0 t) reaches 0.001")
    func envelopeRule() {
        // m 2, k 300, c 8, v0 4: ω0 = √150, ζ = 8 / (2√600), B = v0 − ζω0.
        let w0 = 150.0.squareRoot(), zeta = 8 / (2 * 600.0.squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot(), b = abs(4 - zeta * w0)
        let expected = log((1 + b / wd) * 1000) / (zeta * w0)
        expectApproximatelyEqual(Spring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 4).settlingDuration, expected, within: 1e-12)
    }

    @Test("at or above critical damping settlingDuration is a whole number of 0.1 s steps",
          arguments: [(3.0, 1000.0, 500.0, 0.0), (1.0, 100.0, 20.0, 0.0), (1.0, 50.0, 30.0, 6.0), (1.0, 100.0, 20.0, -3.0)])
    func stepRule(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let s = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        let d = s.settlingDuration
        let steps = (d / 0.1).rounded()
        expectApproximatelyEqual(d, steps * 0.1, within: 1e-9)
        // The envelope of the critically damped motion is below 0.001 at d, not one step before.
        let w0 = (stiffness / mass).squareRoot(), b = abs(velocity - w0)
        func envelope(_ t: Double) -> Double { (1 + b * t) * exp(-w0 * t) }
        #expect(envelope(d) < 0.001)
        #expect(envelope(d - 0.1) >= 0.001)
    }

    @Test("UIKit's curve 7 (mass 3, stiffness 1000, damping 500) is critically damped: 23 %, 55 %, 88 %")
    func curveSevenValues() {
        let s = Spring(mass: 3, stiffness: 1000, damping: 500)
        expectApproximatelyEqual(s.value(at: 0.05), 0.2322, within: 5e-4)
        expectApproximatelyEqual(s.value(at: 0.1), 0.5448, within: 5e-4)
        expectApproximatelyEqual(s.value(at: 0.2), 0.8793, within: 5e-4)
        expectApproximatelyEqual(s.settlingDuration, 0.6, within: 1e-9)
    }

    @Test("UIKit's duration form puts the motion 0.001 from its end at the duration (ζ < 1, v0 = 0)",
          arguments: [(0.5, 0.5), (0.35, 0.7), (1.0, 0.9), (2.0, 0.2)])
    func uikitUnderDamped(duration: Double, ratio: Double) {
        // With v0 = 0, |B/ωd| = ζ/√(1−ζ²), so ω0 = ln(ζ / (√(1−ζ²) · 0.001)) / (ζ T).
        let expected = log(ratio / ((1 - ratio * ratio).squareRoot() * 0.001)) / (ratio * duration)
        let s = Spring(duration: duration, dampingRatio: ratio)
        #expect(s.mass == 1)
        expectApproximatelyEqual(s.naturalFrequency / expected, 1, within: 1e-9)
        expectApproximatelyEqual(s.dampingRatio, ratio, within: 1e-12)
    }

    @Test("UIKit's duration form at ζ = 1 solves (1 + (ω0 − v0) T) e^(−ω0 T) = 0.001",
          arguments: [(0.5, 0.0), (0.3, 2.0), (1.0, -1.0), (0.25, 5.0)])
    func uikitCritical(duration: Double, velocity: Double) {
        let s = Spring(duration: duration, dampingRatio: 1, initialVelocity: velocity)
        let w = s.naturalFrequency
        expectApproximatelyEqual(s.dampingRatio, 1, within: 1e-12)
        #expect(s.initialVelocity == velocity)
        expectApproximatelyEqual((1 + (w - velocity) * duration) * exp(-w * duration), 0.001, within: 1e-9)
        // v0 = 0, T = 0.5: ω0 T = 9.23341 (the root of (1 + u) e^(−u) = 0.001).
        if velocity == 0 { expectApproximatelyEqual(w * duration, 9.23341, within: 1e-5) }
    }

    @Test("UIKit clamps the damping ratio to (0, 1] and the duration to [0.01, 10] s, without an error")
    func uikitClamps() {
        #expect(Spring(duration: 0.5, dampingRatio: 1.5) == Spring(duration: 0.5, dampingRatio: 1))
        #expect(Spring(duration: 0.5, dampingRatio: 40, initialVelocity: 2) == Spring(duration: 0.5, dampingRatio: 1, initialVelocity: 2))
        #expect(Spring(duration: 20, dampingRatio: 0.7) == Spring(duration: 10, dampingRatio: 0.7))
        #expect(Spring(duration: 0.001, dampingRatio: 0.7) == Spring(duration: 0.01, dampingRatio: 0.7))
        #expect(Spring(duration: 0, dampingRatio: 0.7) == Spring(duration: 0.01, dampingRatio: 0.7))
        let zero = Spring(duration: 0.5, dampingRatio: 0)
        #expect(zero.damping > 0 && zero.stiffness.isFinite && zero.stiffness > 0)
    }
}

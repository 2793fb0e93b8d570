import Foundation
import Testing
@testable import Transitions
import TestSupport

/// An independent solution: classical RK4 on m x'' = -k (x - 1) - c x' with a 1e-4 s step.
private func integrated(_ s: Spring, until t: Double, step h: Double = 1e-4) -> Double {
    var x = 0.0, v = s.initialVelocity, time = 0.0
    func accel(_ x: Double, _ v: Double) -> Double { (-s.stiffness * (x - 1) - s.damping * v) / s.mass }
    while time < t - 1e-12 {
        let dt = min(h, t - time)
        let k1x = v, k1v = accel(x, v)
        let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
        let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
        let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        time += dt
    }
    return x
}

@Suite("Timing: Spring")
struct SpringTimingTests {
    static let springs: [(String, Spring)] = [
        ("under-damped", Spring(mass: 1, stiffness: 100, damping: 10)),
        ("under-damped, initial velocity", Spring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 4)),
        ("critically damped", Spring(mass: 1, stiffness: 100, damping: 20)),
        ("critically damped, negative velocity", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3)),
        ("barely under-damped", Spring(mass: 1, stiffness: 100, damping: 20 - 1e-9)),
        ("barely over-damped", Spring(mass: 1, stiffness: 100, damping: 20 + 1e-9)),
    ]

    /// Over-damped springs, which Core Animation moves as critically damped ones.
    static let overDamped: [(String, Spring)] = [
        ("over-damped", Spring(mass: 1, stiffness: 100, damping: 40)),
        ("over-damped, initial velocity", Spring(mass: 1, stiffness: 50, damping: 30, initialVelocity: 6)),
        ("UIKit's curve 7", Spring(mass: 3, stiffness: 1000, damping: 500)),
    ]

    @Test("closed form agrees with RK4 integration to 1e-4", arguments: springs)
    func matchesIntegration(label: String, spring: Spring) {
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            expectApproximatelyEqual(spring.value(at: t), integrated(spring, until: t), within: 1e-4, "\(label) at t = \(t)")
        }
    }

    @Test("an over-damped spring moves as the critically damped spring of its mass and stiffness (RK4)",
          arguments: overDamped)
    func overDampedIsCritical(label: String, spring: Spring) {
        let critical = Spring(mass: spring.mass, stiffness: spring.stiffness,
                              damping: 2 * (spring.stiffness * spring.mass).squareRoot(),
                              initialVelocity: spring.initialVelocity)
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            expectApproximatelyEqual(spring.value(at: t), integrated(critical, until: t), within: 1e-4, "\(label) at t = \(t)")
        }
    }

    @Test("damping ratio identifies the regime")
    func regimes() {
        #expect(Spring(stiffness: 100, damping: 10).dampingRatio == 0.5)
        #expect(Spring(stiffness: 100, damping: 20).dampingRatio == 1)
        #expect(Spring(stiffness: 100, damping: 40).dampingRatio == 2)
    }

    @Test("starts at 0 and approaches 1")
    func endpoints() {
        let s = Spring()
        #expect(s.value(at: 0) == 0)
        #expect(s.value(at: -1) == 0)
        expectApproximatelyEqual(s.value(at: 10), 1, within: 1e-9)
    }

    @Test("an under-damped spring overshoots, a critically damped one does not")
    func overshoot() {
        let samples = stride(from: 0.0, through: 3.0, by: 0.001)
        #expect(samples.map { Spring(stiffness: 100, damping: 10).value(at: $0) }.max()! > 1.1)
        #expect(samples.map { Spring(stiffness: 100, damping: 20).value(at: $0) }.max()! <= 1)
    }

    @Test("after settlingDuration the motion stays within the threshold",
          arguments: springs + overDamped)
    func settling(label: String, spring: Spring) {
        let d = spring.settlingDuration
        #expect(d > 0 && d.isFinite, "\(label)")
        for i in 0...20_000 {
            let t = d + Double(i) * d * 2 / 20_000
            expectApproximatelyEqual(spring.value(at: t), 1, within: Spring.settlingThreshold, "\(label) at t = \(t)")
        }
    }

    @Test("at or above critical damping settlingDuration is the first 0.1 s step past (1 + ω0 t) e^(-ω0 t) = 0.001")
    func criticalSettlingValue() {
        // Solved independently by Newton's method on u = ω0 t: u ≈ 9.23341, so t ≈ 0.923 s for
        // ω0 = 10, and Core Animation's 0.1 s steps report 1.0 s.
        var u = 9.0
        for _ in 0..<50 { u -= ((1 + u) * exp(-u) - 0.001) / (-u * exp(-u)) }
        expectApproximatelyEqual(u, 9.23341, within: 1e-5)
        expectApproximatelyEqual(Spring(stiffness: 100, damping: 20).settlingDuration, 1.0, within: 1e-9)
        expectApproximatelyEqual(Spring(stiffness: 100, damping: 40).settlingDuration, 1.0, within: 1e-9)
    }

    @Test("an undamped spring never settles")
    func undamped() {
        #expect(Spring(stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    @Test("below critical damping, settling time scales with response when the initial velocity is 0",
          arguments: [0.3, 0.7, 0.9, 0.99])
    func settlingScalesWithResponse(ratio: Double) {
        let a = Spring(dampingRatio: ratio, response: 0.4).settlingDuration
        let b = Spring(dampingRatio: ratio, response: 0.8).settlingDuration
        expectApproximatelyEqual(b / a, 2, within: 1e-6)
    }

    @Test("dampingRatio/response maps to stiffness and damping as SwiftUI documents")
    func responseForm() {
        let s = Spring(dampingRatio: 0.8, response: 0.5, mass: 2)
        expectApproximatelyEqual(s.stiffness, pow(2 * Double.pi / 0.5, 2) * 2, within: 1e-9)
        expectApproximatelyEqual(s.damping, 4 * Double.pi * 0.8 * 2 / 0.5, within: 1e-9)
        expectApproximatelyEqual(s.dampingRatio, 0.8, within: 1e-12)
    }
}

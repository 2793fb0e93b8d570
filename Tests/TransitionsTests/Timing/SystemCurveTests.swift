import Foundation
import Testing
@testable import Transitions
import TestSupport

/// UIKit's system curve (curve 7) against the issue's figures and an independent integration
/// of the spring it comes from.
@Suite("Timing: UIKit's system curve (curve 7)")
struct SystemCurveTests {
    /// The critically damped spring with ω² = 1000/3, integrated with classical RK4 in 10 µs
    /// steps from rest at 0 towards 1: no closed form involved.
    static func integrated(at t: Double) -> Double {
        let w2 = 1000.0 / 3, c = 2 * w2.squareRoot()   // per unit mass: x'' = ω²(1 − x) − 2ω x'
        func accel(_ x: Double, _ v: Double) -> Double { w2 * (1 - x) - c * v }
        var x = 0.0, v = 0.0
        let h = 1e-5
        for _ in 0..<Int((t / h).rounded()) {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    @Test("23 % at 50 ms, 55 % at 0.1 s, 88 % at 0.2 s (the issue's figures, to a thousandth)",
          arguments: [(0.05, 0.232), (0.1, 0.545), (0.2, 0.879)])
    func issueFigures(t: Double, expected: Double) {
        expectApproximatelyEqual(SystemCurve.value(atTime: t), expected, within: 5e-4, "x(\(t)) = \(SystemCurve.value(atTime: t))")
    }

    @Test("matches the integrated spring at every 10 ms of its 0.5 s", arguments: Array(stride(from: 0.01, to: 0.5, by: 0.01)))
    func matchesIntegration(t: Double) {
        expectApproximatelyEqual(SystemCurve.value(atTime: t), Self.integrated(at: t), within: 1e-9)
    }

    @Test("the spring's numbers: mass 3, stiffness 1000, damping 500 (over-damped, solved as critical), 0.5 s")
    func parameters() {
        #expect(SystemCurve.mass == 3 && SystemCurve.stiffness == 1000 && SystemCurve.damping == 500 && SystemCurve.duration == 0.5)
        expectApproximatelyEqual(SystemCurve.omega, 18.257418583505537, within: 1e-12)
        #expect(SystemCurve.damping / (2 * (SystemCurve.stiffness * SystemCurve.mass).squareRoot()) > 1, "UIKit's spring is over-damped")
    }

    @Test("0 before the start, the model value 1 from the end on; a fraction maps onto the 0.5 s")
    func ends() {
        #expect(SystemCurve.value(atTime: -1) == 0 && SystemCurve.value(atTime: 0) == 0 && SystemCurve.value(atTime: .nan) == 0)
        #expect(SystemCurve.value(atTime: 0.4999) > 0.998 && SystemCurve.value(atTime: 0.4999) < 1)
        #expect(SystemCurve.value(atTime: 0.5) == 1 && SystemCurve.value(atTime: 7) == 1)
        #expect(SystemCurve.value(at: 0.2) == SystemCurve.value(atTime: 0.1))
        #expect(TimingCurve.system.value(at: 0.4) == SystemCurve.value(atTime: 0.2))
        #expect(SystemCurve.value(at: 1) == 1 && SystemCurve.value(at: 2) == 1 && SystemCurve.value(at: -1) == 0)
    }

    @Test("UIView.AnimationOptions(rawValue: 7 << 16) selects it (it used to read as linear)")
    func animationOption() {
        #expect(AnimationOptions(rawValue: 7 << 16).timingCurve == .system)
        #expect(AnimationOptions.curveSystem.timingFunction == nil)
        #expect(AnimationOptions.curveLinear.timingCurve == .linear)
        #expect(AnimationOptions([]).timingCurve == .easeInEaseOut)
    }

    @Test("a block animated with it paces its property by the curve")
    func blockAnimation() {
        let timeline = Timeline()
        let l = Layer()
        timeline.run {
            // What UIView.animate(withDuration:options: .curveSystem) opens; a view's setter records first.
            AnimationBlock.run(duration: 0.5, delay: 0, curve: .system, animations: {
                AnimationBlock.record(l, .opacity)
                l.opacity = 0
            }, completion: nil)
        }
        for t in [0.05, 0.1, 0.2, 0.45] {
            let alpha = l.presentationValue(.opacity, at: t)?.number ?? .nan
            expectApproximatelyEqual(alpha, (1 - SystemCurve.value(atTime: t)), within: 1e-12, "alpha at \(t): \(alpha)")
        }
    }
}

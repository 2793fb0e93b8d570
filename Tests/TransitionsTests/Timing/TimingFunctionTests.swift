import Testing
@testable import Transitions
import TestSupport

/// An independent evaluation: Bernstein form, plain bisection on u until the bracket stops shrinking.
private func referenceValue(_ f: TimingFunction, _ t: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(f.x1, f.x2, mid) < t { lo = mid } else { hi = mid }
    }
    return bernstein(f.y1, f.y2, (lo + hi) / 2)
}

@Suite("Timing: TimingFunction")
struct TimingFunctionTests {
    static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]
    static let times: [Double] = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]

    @Test("named curves agree with an independent bisection of the Bernstein form to 1e-6",
          arguments: names, times)
    func namedCurveMatchesReference(name: String, t: Double) throws {
        let f = try #require(TimingFunction(name: name))
        expectApproximatelyEqual(f.value(at: t), referenceValue(f, t), within: 1e-6)
    }

    @Test("named curves agree with the reference to 1e-9 on a dense grid", arguments: names)
    func denseAgreement(name: String) throws {
        let f = try #require(TimingFunction(name: name))
        for i in 0...2000 {
            let t = Double(i) / 2000
            expectApproximatelyEqual(f.value(at: t), referenceValue(f, t), within: 1e-9, "t = \(t)")
        }
    }

    @Test("curves end exactly at 0 and 1", arguments: names)
    func endpoints(name: String) throws {
        let f = try #require(TimingFunction(name: name))
        #expect(f.value(at: 0) == 0)
        #expect(f.value(at: 1) == 1)
    }

    @Test("input time is clamped to 0...1")
    func clampsInput() {
        #expect(TimingFunction.easeIn.value(at: -3) == 0)
        #expect(TimingFunction.easeIn.value(at: 7) == 1)
    }

    @Test("easeInEaseOut at 0.5 is exactly 0.5")
    func easeInEaseOutMidpoint() {
        #expect(TimingFunction.easeInEaseOut.value(at: 0.5) == 0.5)
    }

    @Test("named curves are monotonic", arguments: names)
    func monotonic(name: String) throws {
        let f = try #require(TimingFunction(name: name))
        var previous = f.value(at: 0)
        for i in 1...10_000 {
            let v = f.value(at: Double(i) / 10_000)
            #expect(v >= previous, "decreases at t = \(Double(i) / 10_000)")
            previous = v
        }
    }

    @Test("easeInEaseOut matches values from an independent renderer",
          arguments: [(0.0666667, 0.008647196515893348), (0.2, 0.08165985626589682), (0.4666667, 0.44269122281186496)])
    func independentRendererValues(t: Double, expected: Double) {
        expectApproximatelyEqual(TimingFunction.easeInEaseOut.value(at: t), expected, within: 1e-6)
    }

    @Test("linear is the identity")
    func linearIsIdentity() {
        for i in 0...100 {
            let t = Double(i) / 100
            expectApproximatelyEqual(TimingFunction.linear.value(at: t), t, within: 1e-12)
        }
    }

    @Test("name lookup accepts Core Animation names and kebab case",
          arguments: [("linear", TimingFunction.linear), ("easeIn", .easeIn), ("ease-in", .easeIn),
                      ("easeOut", .easeOut), ("ease-out", .easeOut), ("easeInEaseOut", .easeInEaseOut),
                      ("ease-in-ease-out", .easeInEaseOut), ("ease-in-out", .easeInEaseOut),
                      ("default", .default)])
    func nameLookup(name: String, expected: TimingFunction) {
        #expect(TimingFunction(name: name) == expected)
    }

    @Test("unknown names are refused", arguments: ["", "ease", "spring", "easeInEaseOutt"])
    func unknownName(name: String) {
        #expect(TimingFunction(name: name) == nil)
    }

    @Test("control point x values are clamped so the curve stays a function")
    func clampsControlPointX() {
        let f = TimingFunction(controlPoints: -0.5, 0.3, 1.5, 0.7)
        #expect(f.x1 == 0 && f.x2 == 1)
        #expect(f.y1 == 0.3 && f.y2 == 0.7)
    }

    @Test("overshooting curves evaluate y beyond 1")
    func overshoot() {
        let backOut = TimingFunction(controlPoints: 0.175, 0.885, 0.32, 1.275)
        let peak = (0...100).map { backOut.value(at: Double($0) / 100) }.max()!
        #expect(peak > 1)
        expectApproximatelyEqual(backOut.value(at: 0.6), referenceValue(backOut, 0.6), within: 1e-9)
    }

    @Test("UIKit animation curves map to the Core Animation curves",
          arguments: [(AnimationCurve.easeInOut, TimingFunction.easeInEaseOut), (.easeIn, .easeIn),
                      (.easeOut, .easeOut), (.linear, .linear)])
    func animationCurveMapping(curve: AnimationCurve, expected: TimingFunction) {
        #expect(curve.timingFunction == expected)
    }
}

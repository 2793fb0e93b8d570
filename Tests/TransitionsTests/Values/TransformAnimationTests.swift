import Testing
import Raster
@testable import Transitions
import TestSupport

/// A `transform` animation interpolates as Core Animation does (issue 15, item 8).
@Suite("Values: transform animation")
struct TransformAnimationTests {
    @Test("a basic animation from identity to a 180° rotation is a 90° rotation of full size at 50 %")
    func halfTurnAtHalfway() throws {
        let l = Layer()
        let a = BasicAnimation(keyPath: "transform", from: .transform(.identity),
                               to: .transform(.rotation(angle: .pi, x: 0, y: 0, z: 1)))
        a.duration = 1
        l.add(a, forKey: "spin")
        let m = try #require(l.presentationValue(.transform, at: 0.5)?.transform)
        expectApproximatelyEqual((m.m11 * m.m11 + m.m12 * m.m12).squareRoot(), 1, within: 1e-9)
        expectApproximatelyEqual((m.m21 * m.m21 + m.m22 * m.m22).squareRoot(), 1, within: 1e-9)
        expectApproximatelyEqual(m.m11, 0, within: 1e-9)
    }
}

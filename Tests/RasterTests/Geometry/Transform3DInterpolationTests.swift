import Foundation
import Testing
@testable import Raster
import TestSupport

/// Transforms interpolate through their decomposed parts, as Core Animation's do (issue 15, item 8).
@Suite("Geometry: Transform3D interpolation")
struct Transform3DInterpolationTests {
    static func close(_ a: Transform3D, _ b: Transform3D, _ eps: Double = 1e-9) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { isApproximatelyEqual($0, $1, tolerance: eps) }
    }

    static let samples: [Transform3D] = [
        .rotation(angle: 0.7, x: 0, y: 0, z: 1),
        .rotation(angle: -2.5, x: 0, y: 1, z: 0),
        .rotation(angle: 1.2, x: 1, y: 0.5, z: -0.3),
        Transform3D.scale(x: 2, y: 0.5, z: 1).concatenating(.rotation(angle: 0.4, x: 0, y: 0, z: 1)).concatenating(.translation(x: 30, y: -12, z: 4)),
        Transform3D(Transform2D(a: 1, b: 0, c: 0.6, d: 1, tx: 5, ty: 7)),                  // a shear
        Transform3D.scale(x: -1, y: 1, z: 1).concatenating(.rotation(angle: 0.3, x: 0, y: 0, z: 1)), // a mirror
        Transform3D.rotation(angle: 0.9, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500)),
        Transform3D.translation(x: -160, y: 0, z: 0).concatenating(.rotation(angle: 0.5, x: 0, y: 1, z: 0))
            .concatenating(.translation(x: 160, y: 0, z: 0)).concatenating(.perspective(distance: 1000)),
    ]

    @Test("decomposing and composing again gives the matrix back", arguments: samples)
    func roundTrip(m: Transform3D) throws {
        let parts = try #require(m.decomposed())
        #expect(Self.close(Transform3D(composing: parts), m))
    }

    @Test("the ends of an interpolation are the two transforms", arguments: samples)
    func endpoints(m: Transform3D) {
        let a = Transform3D.rotation(angle: 0.2, x: 0, y: 0, z: 1).concatenating(.translation(x: 3, y: 4, z: 0))
        #expect(Self.close(a.interpolated(to: m, fraction: 0), a))
        #expect(Self.close(a.interpolated(to: m, fraction: 1), m))
    }

    @Test("a 0 → 180° rotation keeps its scale: at 50 % it is a 90° rotation, not a shrink to a line")
    func halfTurnKeepsScale() {
        let half = Transform3D.identity.interpolated(to: .rotation(angle: .pi, x: 0, y: 0, z: 1), fraction: 0.5)
        // Entry-wise the middle is diag(0, 0, 1): every point on the layer's centre.
        expectApproximatelyEqual(half.m11, 0, within: 1e-9); expectApproximatelyEqual(half.m22, 0, within: 1e-9)
        expectApproximatelyEqual(abs(half.m12), 1, within: 1e-9); expectApproximatelyEqual(half.m12, -half.m21, within: 1e-9)
        for f in stride(from: 0.0, through: 1.0, by: 0.05) {
            let t = Transform3D.identity.interpolated(to: .rotation(angle: .pi, x: 0, y: 0, z: 1), fraction: f)
            expectApproximatelyEqual((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), 1, within: 1e-9, "scale at \(f)")
        }
    }

    @Test("rotation angles interpolate linearly, with the translation alongside")
    func angleIsLinear() {
        let a = Transform3D.rotation(angle: 0.5, x: 0, y: 0, z: 1).concatenating(.translation(x: 10, y: 0, z: 0))
        let b = Transform3D.rotation(angle: 1.5, x: 0, y: 0, z: 1).concatenating(.translation(x: 30, y: 20, z: 0))
        let m = a.interpolated(to: b, fraction: 0.25)
        let expected = Transform3D.rotation(angle: 0.75, x: 0, y: 0, z: 1).concatenating(.translation(x: 15, y: 5, z: 0))
        #expect(Self.close(m, expected))
        // About y, as a card flip with perspective is written.
        let flip = Transform3D.identity.interpolated(to: Transform3D.rotation(angle: 2, x: 0, y: 1, z: 0), fraction: 0.5)
        #expect(Self.close(flip, .rotation(angle: 1, x: 0, y: 1, z: 0)))
    }

    @Test("perspective, scale and skew interpolate linearly")
    func linearParts() {
        let a = Transform3D.perspective(distance: 500), b = Transform3D.perspective(distance: 1000)
        expectApproximatelyEqual(a.interpolated(to: b, fraction: 0.5).m34, (-1.0 / 500 - 1.0 / 1000) / 2, within: 1e-12)
        let s = Transform3D(Transform2D(a: 1, b: 0, c: 0.8, d: 1, tx: 0, ty: 0))
        let t = Transform3D(Transform2D(a: 3, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let mid = s.interpolated(to: t, fraction: 0.5)
        #expect(Self.close(mid, Transform3D(Transform2D(a: 2, b: 0, c: 0.4, d: 1, tx: 0, ty: 0))))
    }

    @Test("scale and translation alone, or an end that cannot be decomposed, interpolate entry-wise")
    func entrywiseCases() {
        let a = Transform3D.scale(x: 0.3, y: 0.3, z: 1).concatenating(.translation(x: 7, y: 9, z: 0))
        let b = Transform3D.translation(x: -4, y: 2, z: 0)
        #expect(a.interpolated(to: b, fraction: 0.3) == a.entrywiseInterpolated(to: b, fraction: 0.3))
        let zero = Transform3D.scale(x: 0, y: 0, z: 1)
        let r = Transform3D.rotation(angle: 1, x: 0, y: 0, z: 1)
        #expect(zero.decomposed() == nil)
        #expect(zero.interpolated(to: r, fraction: 0.4) == zero.entrywiseInterpolated(to: r, fraction: 0.4))
    }
}

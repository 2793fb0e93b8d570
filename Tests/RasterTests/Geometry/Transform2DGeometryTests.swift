import Testing
@testable import Raster
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// CGAffineTransform's conventions: concatenation order, prepending builders, inverses.
@Suite("Geometry: affine and 3D transforms")
struct Transform2DGeometryTests {
    func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool { abs(a.x - b.x) < eps && abs(a.y - b.y) < eps }

    @Test("a.concatenating(b) applies a first, then b")
    func concatenationOrder() {
        let scale = Transform2D(scaleX: 2, y: 3), move = Transform2D(translationX: 10, y: 20)
        #expect(close(scale.concatenating(move).apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 23)))
        #expect(close(move.concatenating(scale).apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 63)))
    }

    @Test("translatedBy/scaledBy/rotated prepend, as CGAffineTransformTranslate & co. do")
    func builderPrepends() {
        let t = Transform2D(translationX: 100, y: 0).scaledBy(x: 2, y: 2)
        // Scale first (in t's local space), then the translation: (1, 1) -> (2, 2) -> (102, 2).
        #expect(close(t.apply(to: Point(x: 1, y: 1)), Point(x: 102, y: 2)))
        let r = Transform2D.identity.rotated(by: .pi / 2)
        // +90° turns +x toward +y on a y-down screen.
        #expect(close(r.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1)))
    }

    @Test("inverse undoes the transform; singular and non-finite transforms have none", arguments: [
        Transform2D(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4),
        Transform2D(rotationAngle: 1.1).translatedBy(x: 3, y: 9).scaledBy(x: 0.1, y: 5),
        Transform2D(translationX: -1e6, y: 1e6),
    ])
    func inverse(t: Transform2D) throws {
        let inv = try #require(t.inverted())
        for p in [Point(x: 0, y: 0), Point(x: 3.5, y: -2), Point(x: 1000, y: 250)] {
            #expect(close(inv.apply(to: t.apply(to: p)), p, 1e-6))
        }
        #expect(close(t.concatenating(inv).apply(to: Point(x: 5, y: 6)), Point(x: 5, y: 6), 1e-6))
    }

    @Test("singular or non-finite transforms are not inverted")
    func noInverse() {
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(Transform2D(translationX: .nan, y: 0).inverted() == nil)
    }

    @Test("the transformed bounds of a rectangle contain its four mapped corners")
    func rectBounds() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        let b = Transform2D(rotationAngle: .pi / 2).apply(to: r)
        expectApproximatelyEqual(b.minX, -20, within: 1e-9); expectApproximatelyEqual(b.maxX, 0, within: 1e-9); expectApproximatelyEqual(b.minY, 0, within: 1e-9); expectApproximatelyEqual(b.maxY, 10, within: 1e-9)
    }

    @Test("insetBy moves every edge inward, outward when negative")
    func inset() {
        let r = Rect(x: 349, y: 36, width: 25, height: 25).insetBy(dx: -100, dy: -100)
        #expect(r == Rect(x: 249, y: -64, width: 225, height: 225))
        #expect(Rect(x: 0, y: 0, width: 390, height: 844).farthestCornerDistance(from: Point(x: 361.5, y: 48.5))
                == (361.5 * 361.5 + 795.5 * 795.5).squareRoot())
    }

    @Test("Transform3D: concatenation, affine round trip, and perspective foreshortening")
    func transform3D() throws {
        let a = Transform2D(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        #expect(Transform3D(a).affine == a)
        let rot = Transform3D.rotation(angle: .pi / 3, x: 0, y: 1, z: 0)
        let m = rot.concatenating(.perspective(distance: 500))
        #expect(m.affine == nil)
        let p = m.planeProjection
        // A point right of the axis turns away from the viewer (z = −100·sin 60° after rotation
        // about y), so w = 1 + z·m34 = 1 − z/500 > 1 and it lands closer to the axis than its
        // orthographic image 100·cos 60° = 50.
        let q = try #require(p.apply(to: Point(x: 100, y: 0)))
        let z = -100 * sin(Double.pi / 3)
        expectApproximatelyEqual(q.x, 100 * cos(Double.pi / 3) / (1 - z / 500), within: 1e-9)
        #expect(q.x < 50)
        let inv = try #require(p.inverted)
        let back = try #require(inv.apply(to: q))
        #expect(close(back, Point(x: 100, y: 0), 1e-9))
    }
}

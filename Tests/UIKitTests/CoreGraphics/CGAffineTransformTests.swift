import XCTest
import CoreGraphics

final class CGAffineTransformTests: XCTestCase {
    func testConcatenatingAppliesTheReceiverFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: -5))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: -2))
        // translatedBy prepends: the translation happens in the scaled space.
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: -5)), CGPoint(x: 22, y: -12))
    }

    func testRotationTurnsXTowardsY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testInvertedUndoesAndSingularStaysUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 7)
        let p = CGPoint(x: 3, y: -4)
        let back = p.applying(t).applying(t.inverted())
        XCTAssertEqual(back.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
        XCTAssertTrue(CGAffineTransform().isIdentity)
    }

    func testRectApplyingGivesTheBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(r.minX, -20, accuracy: 1e-9)
        XCTAssertEqual(r.width, 20, accuracy: 1e-9)
        XCTAssertEqual(r.height, 10, accuracy: 1e-9)
        XCTAssertEqual(CGSize(width: 4, height: 2).applying(CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)), CGSize(width: 8, height: 6))
    }

    func testMutablePathBoundsAndEllipse() {
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(p.boundingBox, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).boundingBox, CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}

import XCTest
import QuartzCore

final class CATransform3DTests: XCTestCase {
    func testInvertTimesOriginalIsIdentity() {
        var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
        t = CATransform3DTranslate(t, 10, -20, 5)
        t = CATransform3DScale(t, 2, 0.5, 3)
        t.m34 = -1.0 / 500
        let p = CATransform3DConcat(t, CATransform3DInvert(t))
        let i = CATransform3DIdentity
        for (a, b) in zip([p.m11, p.m12, p.m13, p.m14, p.m21, p.m22, p.m23, p.m24, p.m31, p.m32, p.m33, p.m34, p.m41, p.m42, p.m43, p.m44],
                          [i.m11, i.m12, i.m13, i.m14, i.m21, i.m22, i.m23, i.m24, i.m31, i.m32, i.m33, i.m34, i.m41, i.m42, i.m43, i.m44]) {
            XCTAssertEqual(a, b, accuracy: 1e-9)
        }
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testAffineRoundTripAndIdentity() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a)), a)
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeAffineTransform(a)))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()))
    }

    func testTimingFunctionControlPointsAndOldConstants() {
        var xy: [Float] = [0, 0]
        CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut).getControlPoint(at: 2, values: &xy)
        XCTAssertEqual(xy, [0.58, 1])
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 1, values: &xy)
        XCTAssertEqual(xy[0], 0.1, accuracy: 1e-6)
        XCTAssertEqual(xy[1], 0.2, accuracy: 1e-6)
        XCTAssertEqual(kCAFillModeForwards, CAMediaTimingFillMode.forwards)
    }
}

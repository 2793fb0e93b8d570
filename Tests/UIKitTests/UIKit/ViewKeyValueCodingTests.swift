import XCTest
import UIKit

/// UIView's key-value coding, geometry bridging to NSValue/NSNumber, metatype colours and
/// the window-move calls (what MotionAnimation and DynamicBlurView rely on).
final class ViewKeyValueCodingTests: XCTestCase {
    func testAViewsPropertiesByKeyAndThroughItsLayer() throws {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        let frame = try XCTUnwrap(view.value(forKey: "frame") as? NSValue, "a CGRect casts to NSValue as on Apple platforms")
        XCTAssertEqual(frame.cgRectValue, CGRect(x: 1, y: 2, width: 30, height: 40))
        view.setValue(NSValue(cgRect: CGRect(x: 5, y: 6, width: 10, height: 20)), forKey: "frame")
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 10, height: 20))
        view.setValue(UIColor.red, forKey: "backgroundColor")
        XCTAssertEqual(view.backgroundColor, UIColor.red)
        XCTAssertEqual(view.value(forKey: "backgroundColor") as? UIColor, UIColor.red)
        view.setValue(0.5 as Double, forKeyPath: "layer.transform.rotation.z")
        let angle = try XCTUnwrap(view.value(forKeyPath: "layer.transform.rotation.z") as? NSNumber, "a CGFloat casts to NSNumber")
        XCTAssertEqual(angle.doubleValue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(view.transform.b, sin(0.5), accuracy: 1e-9)
        view.setValue(NSNumber(value: 0.25), forKey: "alpha")
        XCTAssertEqual(view.alpha, 0.25)
    }

    func testAnUnknownKeyIsAnErrorAndSetsNothing() {
        let view = UIView()
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) {
            view.setValue(3, forKey: "wobble")
            XCTAssertNil(view.value(forKey: "wobble"))
        }
        XCTAssertEqual(log.errors.count, 2)
        XCTAssertTrue(log.errors.allSatisfy { $0.contains("'wobble'") && $0.contains("NSUndefinedKeyException") })
    }

    func testGeometryAndCGFloatBridgeBothWays() {
        let boxed: Any = NSValue(cgPoint: CGPoint(x: 3, y: 4))
        XCTAssertEqual(boxed as? CGPoint, CGPoint(x: 3, y: 4))
        XCTAssertNil(boxed as? CGRect, "an NSValue of another type does not cast")
        let t: Any = CATransform3DMakeScale(2, 3, 1)
        XCTAssertEqual((t as? NSValue)?.caTransform3DValue.m22, 3)
        let n: Any = NSNumber(value: 1.5)
        XCTAssertEqual(n as? CGFloat, 1.5)
        let f: Any = CGFloat(2.5)
        XCTAssertEqual((f as? NSNumber)?.doubleValue, 2.5)
    }

    func testColoursAreMadeThroughTheMetatype() {
        func make<C: UIColor>(_ type: C.Type) -> C { type.init(red: 1, green: 0.5, blue: 0, alpha: 1) }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = make(UIColor.self).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [1, 0.5, 0, 1])
    }

    private final class Watcher: UIView {
        var calls: [String] = []
        override func willMove(toWindow newWindow: UIWindow?) { calls.append(newWindow == nil ? "will-nil" : "will-window") }
        override func didMoveToWindow() { calls.append(window == nil ? "did-nil" : "did-window") }
    }

    func testEnteringAndLeavingAWindowIsHeardByTheWholeSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(), outer = Watcher(), inner = Watcher()
        outer.addSubview(inner)
        container.addSubview(outer)
        XCTAssertEqual(inner.calls, [], "no window yet")
        window.addSubview(container)
        XCTAssertEqual(outer.calls, ["will-window", "did-window"])
        XCTAssertEqual(inner.calls, ["will-window", "did-window"])
        container.addSubview(outer)
        XCTAssertEqual(outer.calls.count, 2, "moving inside the same window is no window change")
        outer.removeFromSuperview()
        XCTAssertEqual(inner.calls, ["will-window", "did-window", "will-nil", "did-nil"])
    }
}

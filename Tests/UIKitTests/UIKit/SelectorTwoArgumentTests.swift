import XCTest
@testable import UIKit
import UIKitRecorder

/// A two-argument selector (`#selector(add(_:forKey:))`) is called by perform(_:with:with:);
/// a view's gestureRecognizerShouldBegin is asked before a recognizer on it begins.
final class SelectorTwoArgumentTests: XCTestCase {
    private final class Store: NSObject {
        var stored: [String: Int] = [:]
        func put(_ value: Int, forKey key: String?) { stored[key ?? "nil"] = value }
    }

    func testPerformWithWithCallsTheTwoArgumentMethod() {
        let s = Store()
        let put = Selector(Store.put(_:forKey:))
        XCTAssertTrue(s.responds(to: put))
        s.perform(put, with: 3, with: "three")
        s.perform(put, with: 4, with: nil)
        XCTAssertEqual(s.stored, ["three": 3, "nil": 4])
        // CALayer.add(_:forKey:) makes a selector too (Hero's and Motion's swizzle names it).
        XCTAssertTrue(CALayer().responds(to: Selector(CALayer.add(_:forKey:))))
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) { s.perform(put, with: "not a number", with: "k") }
        XCTAssertEqual(log.errors.count, 1)
        XCTAssertTrue(s.stored["k"] == nil)
    }

    private final class Gate: UIView {
        var open = false
        var asked = 0
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { asked += 1; return open }
    }

    private final class Counter: NSObject {
        var began = 0
        func pan(_ g: UIPanGestureRecognizer) { if g.state == .began { began += 1 } }
    }

    func testTheViewIsAskedBeforeItsRecognizerBegins() throws {
        let gate = Gate(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let counter = Counter()
        let pan = UIPanGestureRecognizer(target: counter, action: Selector(Counter.pan))
        gate.addGestureRecognizer(pan)
        XCTAssertFalse(pan.shouldBegin())
        XCTAssertEqual(gate.asked, 1)
        gate.open = true
        XCTAssertTrue(pan.shouldBegin())
        XCTAssertTrue(UIView().gestureRecognizerShouldBegin(pan), "a plain view lets every recognizer begin")
    }
}

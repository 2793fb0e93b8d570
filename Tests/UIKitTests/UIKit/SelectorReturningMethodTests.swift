import XCTest
@testable import UIKit

/// `Selector(T.m)` for methods that return a value (port writes it for `#selector(m)`): the
/// method runs on the target and its result is dropped, as UIKit's target-action dispatch does;
/// a Void method still resolves to the plain initialiser.
final class SelectorReturningMethodTests: XCTestCase {
    private final class Counter {
        var calls: [String] = []
        func next() -> Int { calls.append("next"); return calls.count }
        func shouldBegin(_ pan: UIPanGestureRecognizer) -> Bool { calls.append("shouldBegin"); return false }
        func plain() { calls.append("plain") }
    }

    func testAMethodReturningAValueRunsAndItsResultIsDropped() {
        let counter = Counter()
        XCTAssertTrue(Selector(Counter.next).invoke(on: counter, sender: nil))
        XCTAssertTrue(Selector(Counter.shouldBegin(_:)).invoke(on: counter, sender: UIPanGestureRecognizer(target: nil, action: nil)))
        XCTAssertTrue(Selector(Counter.plain).invoke(on: counter, sender: nil))
        XCTAssertEqual(counter.calls, ["next", "shouldBegin", "plain"])
    }

    func testTheWrongTargetOrSenderIsNotCalled() {
        let counter = Counter()
        XCTAssertFalse(Selector(Counter.next).invoke(on: UIView(), sender: nil))
        XCTAssertFalse(Selector(Counter.shouldBegin(_:)).invoke(on: counter, sender: UIView()))
        XCTAssertEqual(counter.calls, [])
    }
}

import XCTest
import UIKit
import UIKitRecorder

/// `require(toFail:)`: a recognizer waits for the one it requires to fail, fails when that one
/// recognises, and goes on when it fails (ElasticTransition makes its exit pan wait for its
/// left-edge dismissal pan).
final class RequireToFailTests: XCTestCase {
    private final class Log {
        var events: [String] = []
        func first(_ g: UIPanGestureRecognizer) { events.append("first \(g.state) \(g.translation(in: nil).x)") }
        func second(_ g: UIPanGestureRecognizer) { events.append("second \(g.state) \(g.translation(in: nil).x)") }
        func swipe(_ g: UISwipeGestureRecognizer) { events.append("swipe") }
        func tapA(_ g: UITapGestureRecognizer) { events.append("tap A") }
        func tapB(_ g: UITapGestureRecognizer) { events.append("tap B") }
    }
    private final class Refusing: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
    private final class Plain: UIViewController {
        override func viewDidLoad() { view.backgroundColor = .white }
    }

    // The recordings animate nothing (the recorder then throws, after delivering the whole trace): the events are what is checked.
    private let trace: [TransitionRecorder.PanSample] = [(0, 10, 10), (0.1, 20, 10), (0.2, 40, 10)]

    /// Two pans on the root's view, the second requiring the first to fail; records `trace` over them.
    private func pans(firstRefuses: Bool) -> [String] {
        let root = Plain(), log = Log(), refusing = Refusing()
        let first = UIPanGestureRecognizer(target: log, action: Selector(Log.first))
        let second = UIPanGestureRecognizer(target: log, action: Selector(Log.second))
        second.require(toFail: first)
        if firstRefuses { first.delegate = refusing }
        // The dependent one is added first: the order of decisions comes from the requirement.
        root.view.addGestureRecognizer(second)
        root.view.addGestureRecognizer(first)
        _ = try? TransitionRecorder(screenSize: CGSize(width: 50, height: 50), scale: 1, fps: 10).record(root: root, pan: trace, on: root.view)
        return log.events
    }

    func testWhileTheRequiredPanRecognisesTheOtherFails() throws {
        XCTAssertEqual(pans(firstRefuses: false), ["first began 0.0", "first changed 10.0", "first ended 30.0"])
    }

    func testWhenTheRequiredPanFailsTheOtherRecognisesTheWholeTouch() throws {
        XCTAssertEqual(pans(firstRefuses: true), ["second began 0.0", "second changed 10.0", "second ended 30.0"])
    }

    func testAPanWaitingOnASwipeThatFailsBeginsAsTheTouchEnds() throws {
        let root = Plain(), log = Log()
        let pan = UIPanGestureRecognizer(target: log, action: Selector(Log.second))
        let swipe = UISwipeGestureRecognizer(target: log, action: Selector(Log.swipe))
        swipe.direction = .left
        pan.require(toFail: swipe)
        root.view.addGestureRecognizer(pan)
        root.view.addGestureRecognizer(swipe)
        // Rightwards: the left swipe is decided (failed) only at the end.
        _ = try? TransitionRecorder(screenSize: CGSize(width: 50, height: 50), scale: 1, fps: 10).record(root: root, pan: trace, on: root.view)
        XCTAssertEqual(log.events, ["second began 0.0", "second ended 0.0"])
    }

    func testAPanWaitingOnARecognisedSwipeNeverBegins() throws {
        let root = Plain(), log = Log()
        let pan = UIPanGestureRecognizer(target: log, action: Selector(Log.second))
        let swipe = UISwipeGestureRecognizer(target: log, action: Selector(Log.swipe))
        swipe.direction = .right
        pan.require(toFail: swipe)
        root.view.addGestureRecognizer(pan)
        root.view.addGestureRecognizer(swipe)
        let long: [TransitionRecorder.PanSample] = [(0, 0, 10), (0.1, 30, 10), (0.2, 60, 10)]
        _ = try? TransitionRecorder(screenSize: CGSize(width: 80, height: 50), scale: 1, fps: 10).record(root: root, pan: long, on: root.view)
        XCTAssertEqual(log.events, ["swipe"])
    }

    func testATapRecognizerRequiringAnotherThatFiresDoesNotFire() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let log = Log()
        let a = UITapGestureRecognizer(target: log, action: Selector(Log.tapA))
        let b = UITapGestureRecognizer(target: log, action: Selector(Log.tapB))
        a.require(toFail: b)
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        window.sendTap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(log.events, ["tap B"])
        b.isEnabled = false
        window.sendTap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(log.events, ["tap B", "tap A"], "a disabled required recognizer is as good as failed")
    }

    func testRequiringIsWeak() {
        let a = UIPanGestureRecognizer()
        weak var gone: UIGestureRecognizer?
        do {
            let b = UIPanGestureRecognizer()
            a.require(toFail: b)
            gone = b
        }
        XCTAssertNil(gone)
    }
}

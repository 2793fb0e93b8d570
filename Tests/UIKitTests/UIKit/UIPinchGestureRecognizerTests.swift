import XCTest
@testable import UIKit

/// Hears a pinch; optionally rebases its scale each time (the `pinch.scale = 1` idiom).
private final class PinchLog: NSObject, UIGestureRecognizerDelegate {
    var events: [(state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat, centre: CGPoint, touches: Int)] = []
    var rebase = false
    var allow = true
    func pinched(_ g: UIPinchGestureRecognizer) {
        events.append((g.state, g.scale, g.velocity, g.location(in: nil), g.numberOfTouches))
        if rebase { g.scale = 1 }
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allow }
}

/// A pinch's scale is the touches' distance over their distance when it began.
final class UIPinchGestureRecognizerTests: XCTestCase {
    private let trace: [[CGPoint]] = [[CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)],
                                      [CGPoint(x: 50, y: 100), CGPoint(x: 250, y: 100)],
                                      [CGPoint(x: 0, y: 100), CGPoint(x: 300, y: 100)]]

    private func pinch(_ log: PinchLog) -> UIPinchGestureRecognizer {
        let g = UIPinchGestureRecognizer(target: log, action: Selector(PinchLog.pinched))
        g.delegate = log
        for (i, touches) in trace.enumerated() { g.track(touches, at: Double(i) * 0.1, ended: i == trace.count - 1) }
        return g
    }

    func testTheScaleIsTheDistanceOverTheStartingDistance() {
        let log = PinchLog()
        _ = pinch(log)
        XCTAssertEqual(log.events.map(\.state), [.began, .changed, .ended])
        XCTAssertEqual(log.events.map(\.scale), [1, 2, 3])
        XCTAssertEqual(log.events[1].velocity, 10, accuracy: 1e-9)   // 1 → 2 in 0.1 s
        XCTAssertEqual(log.events[2].velocity, 10, accuracy: 1e-9)
        XCTAssertEqual(log.events.map(\.centre), Array(repeating: CGPoint(x: 150, y: 100), count: 3))
        XCTAssertEqual(log.events.map(\.touches), [2, 2, 0])
    }

    func testSettingTheScaleRebasesOnTheCurrentDistance() {
        let log = PinchLog()
        log.rebase = true
        let g = pinch(log)
        // 100 → 200 is ×2; rebased at 200, 200 → 300 is ×1.5.
        XCTAssertEqual(log.events.map(\.scale), [1, 2, 1.5])
        XCTAssertEqual(g.location(ofTouch: 1, in: nil), CGPoint(x: 300, y: 100))
    }

    func testAOneTouchTraceOrARefusingDelegateFailsIt() {
        let log = PinchLog()
        let g = UIPinchGestureRecognizer(target: log, action: Selector(PinchLog.pinched))
        // What the recorder does with a one-touch pan: began, then the actions.
        g.state = .began
        g.sendActions()
        XCTAssertEqual(g.state, .failed)
        XCTAssertTrue(log.events.isEmpty)
        log.allow = false
        g.delegate = log
        g.track(trace[0], at: 0)
        XCTAssertEqual(g.state, .failed)
        XCTAssertTrue(log.events.isEmpty)
    }
}

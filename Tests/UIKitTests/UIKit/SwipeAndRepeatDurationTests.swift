import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A swipe recognised once at the end of a trace that goes far enough its way, and an
/// animation's repeatDuration as its repeat count.
final class SwipeAndRepeatDurationTests: XCTestCase {
    private final class Counter: NSObject {
        var swipes = 0
        func swiped() { swipes += 1 }
    }

    private func swipe(_ samples: [TransitionRecorder.PanSample], direction: UISwipeGestureRecognizer.Direction) throws -> Int {
        let root = SolidColorController(.white), counter = Counter()
        let recognizer = UISwipeGestureRecognizer(target: counter, action: Selector(Counter.swiped))
        recognizer.direction = direction
        root.view.addGestureRecognizer(recognizer)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10)
        _ = try recorder.frames(root: root, pan: samples, on: root.view)
        return counter.swipes
    }

    func testASwipeFiresOnceAtItsEndAndOnlyInItsDirection() throws {
        let left: [TransitionRecorder.PanSample] = [(0, 150, 100), (0.05, 120, 102), (0.1, 60, 104)]
        XCTAssertEqual(try swipe(left, direction: .left), 1)
        XCTAssertEqual(try swipe(left, direction: .right), 0, "the other way")
        XCTAssertEqual(try swipe(left, direction: [.left, .up]), 1)
        let short: [TransitionRecorder.PanSample] = [(0, 150, 100), (0.1, 120, 100)]
        XCTAssertEqual(try swipe(short, direction: .left), 0, "30 pt is not far enough")
    }

    func testRepeatDurationRepeatsTheIterationForThatLong() throws {
        let root = SolidColorController(.white)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)
        let frames = try recorder.frames(root: root) {
            let square = CALayer()
            square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            square.backgroundColor = UIColor.black.cgColor
            root.view.layer.addSublayer(square)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.2
            fade.repeatDuration = 0.4
            square.add(fade, forKey: "fade")
        }
        // Two iterations of 0.2 s: frames at 0 ... 0.4; at 0.1 and at 0.3 half-way through one.
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(Double(frames[1][50, 50].r), Double(frames[3][50, 50].r), accuracy: 1, "the same phase of each iteration")
        XCTAssertEqual(Double(frames[1][50, 50].r), 127.5, accuracy: 1, "black at half opacity over white")
    }
}

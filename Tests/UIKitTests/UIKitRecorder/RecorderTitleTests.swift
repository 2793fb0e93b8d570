import XCTest
import UIKit
import UIKitRecorder

/// A recording's title names what it recorded: the transition, else a pan, else animations an
/// action started (ViewAnimator's cells animating in were titled "pan").
final class RecorderTitleTests: XCTestCase {
    func testAnActionThatOnlyAnimatesIsNotTitledAPan() throws {
        let root = SolidColorController(.white)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        let recording = try recorder.record(root: root) {
            UIView.animate(withDuration: 0.2) { root.view.alpha = 0.5 }
        }
        XCTAssertEqual(recording.title, "animations without a transition, 10 fps")
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        root.view.addGestureRecognizer(pan)
        XCTAssertEqual(try recorder.record(root: root, pan: [(0, 10, 10), (0.1, 20, 10)], on: root.view).title, "pan, 10 fps")
    }
}

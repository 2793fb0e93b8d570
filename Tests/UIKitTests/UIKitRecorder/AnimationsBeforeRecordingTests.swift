import XCTest
import UIKit
import UIKitRecorder

/// An animation block run before any recording (PopupDialog's initialiser lays its labels out
/// in a 0.08 s block before it is presented) plays once, at the start of the next recording, as
/// on a device where that code runs just before the presentation; it used to play again at the
/// start of every later recording (the labels jumped to the dialog's corner as it was dismissed).
final class AnimationsBeforeRecordingTests: XCTestCase {
    func testABlockRunBeforeARecordingEndsInTheFirstAndDoesNotReplay() throws {
        let root = SolidColorController(.white)
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIView(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.view.addSubview(red)
        root.view.addSubview(blue)
        // Outside any recording: the red square moves from x = 0 to x = 200 in 0.1 s.
        UIView.animate(withDuration: 0.1) { red.frame.origin.x = 200 }

        let recorder = TransitionRecorder(screenSize: CGSize(width: 300, height: 100), scale: 1, fps: 10)
        let first = try recorder.frames(root: root) { UIView.animate(withDuration: 0.2) { blue.frame.origin.x = 100 } }
        XCTAssertEqual(first.count, 3)
        XCTAssertEqual(first[0][25, 25].r, 255, "the block starts with the recording: red still at x = 0")
        XCTAssertEqual(first[0][225, 25].g, 255, "nothing at x = 200 yet")
        XCTAssertEqual(first[1][25, 25].g, 255, "after 0.1 s the square has left x = 0")
        XCTAssertEqual(first[1][225, 25].r, 255)
        XCTAssertEqual(first[1][225, 25].g, 0)

        let second = try recorder.frames(root: root) { UIView.animate(withDuration: 0.2) { blue.frame.origin.x = 0 } }
        XCTAssertEqual(second[0][25, 25].g, 255, "the ended block does not play again: x = 0 is white")
        XCTAssertEqual(second[0][225, 25].r, 255)
        XCTAssertEqual(second[0][225, 25].g, 0, "red at x = 200 from the first frame")
    }

    /// One on a view that is not on the screen when the recording starts (a dialog not yet
    /// presented) has ended by then: it neither holds the recording open nor shows later.
    func testABlockOnAViewNotOnTheScreenHasEndedWhenTheRecordingStarts() throws {
        let root = SolidColorController(.white)
        let blue = UIView(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.view.addSubview(blue)
        let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        offscreen.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { offscreen.frame.origin.x = 200 }, completion: { finished = $0 })
        XCTAssertEqual(finished, true, "outside a recording a block's completion runs at once, as before")
        let recorder = TransitionRecorder(screenSize: CGSize(width: 300, height: 100), scale: 1, fps: 10)
        let frames = try recorder.frames(root: root) {
            root.view.addSubview(offscreen)
            UIView.animate(withDuration: 0.2) { blue.frame.origin.x = 100 }
        }
        XCTAssertEqual(frames.count, 3, "0.2 s at 10 fps: the 1 s block made before does not hold the recording open")
        XCTAssertEqual(frames[0][25, 25].g, 255, "the square shows at its model place, x = 200, from the first frame")
        XCTAssertEqual(frames[0][225, 25].r, 255)
        XCTAssertEqual(frames[0][225, 25].g, 0)
    }
}

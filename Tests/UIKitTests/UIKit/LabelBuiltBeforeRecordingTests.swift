import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A label's text lands on the pixels of the screen it is drawn on, whenever the label was
/// built. App code sizes a label to its text in whole pixels of `UIScreen.main` (as UIKit's
/// fitting sizes are), so a label built before a recording — at the 3x main screen outside one —
/// is a fraction of a pixel taller or shorter than the same label built inside a 2x recording,
/// and its text was drawn for another scale. A view's text is drawn again for the screen of the
/// window it moves into, and starts on a pixel row of its bounds (as Core Text snaps a baseline
/// to the pixel grid it draws into), so both draw the same pixels.
final class LabelBuiltBeforeRecordingTests: XCTestCase {
    /// A label sized to its text as an app does: `sizeThatFits`, rounded up to whole pixels of
    /// the main screen of the moment. "Hello" is one line of 20.6 pt: 62/3 pt at 3x, 21 pt at 2x
    /// and 1x. Three lines at 60 pt wide are 62 pt at every scale.
    private func fittedLabel(_ text: String = "Hello") -> UILabel {
        let label = UILabel(frame: CGRect(x: 4, y: 3, width: 60, height: 0))
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        label.text = text
        let height = label.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)).height
        let scale = UIScreen.main.scale
        label.frame.size.height = (height * scale - 1e-9).rounded(.up) / scale
        return label
    }

    /// The last frame of a recording at `scale` that shows `early`, or a label built inside the
    /// action when `early` is nil, on white; and the height the label had.
    private func record(scale: CGFloat, early: UILabel?, text: String = "Hello") throws -> (frame: Pixmap, height: CGFloat) {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 70, height: 70), scale: scale, fps: 10)
        let root = SolidColorController(.white)
        let dot = UIView(frame: CGRect(x: 0, y: 68, width: 2, height: 2))
        var shown = early
        let frames = try recorder.frames(root: root) {
            let label = early ?? self.fittedLabel(text)
            shown = label
            root.view.addSubview(label)
            root.view.addSubview(dot)
            // Something to record: a dot fading in, away from the text.
            dot.backgroundColor = .black
            dot.alpha = 0
            UIView.animate(withDuration: 0.2) { dot.alpha = 1 }
        }
        return (try XCTUnwrap(frames.last), try XCTUnwrap(shown).frame.height)
    }

    /// A label built inside a recording at `scale` (sized for its pixels), taken out again.
    private func labelBuiltInside(scale: CGFloat) throws -> UILabel {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 70, height: 70), scale: scale, fps: 10)
        let root = SolidColorController(.white)
        var made: UILabel?
        _ = try recorder.frames(root: root) {
            made = self.fittedLabel()
            UIView.animate(withDuration: 0.1) { root.view.alpha = 0.5 }
        }
        return try XCTUnwrap(made)
    }

    func testALabelBuiltAt3xDrawsAt2xWhatOneBuiltInsideTheRecordingDraws() throws {
        let early = fittedLabel()
        XCTAssertEqual(UIScreen.main.scale, 3, "outside a recording the main screen is 3x")
        let before = try record(scale: 2, early: early)
        let inside = try record(scale: 2, early: nil)
        XCTAssertEqual(before.height, 62.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(inside.height, 21)
        XCTAssertEqual(Array(before.frame.pixels), Array(inside.frame.pixels))
        // The text's ink starts on the label's rows (y = 3 pt, 6 px), not above them.
        let inkRows = (0..<before.frame.height).filter { y in (8..<120).contains { before.frame[$0, y].r < 128 } }
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(inkRows.first), 6)
        XCTAssertLessThan(try XCTUnwrap(inkRows.last), 6 + 42)
    }

    func testALabelBuiltAt3xDrawsAt1xWhatOneBuiltInsideTheRecordingDraws() throws {
        let before = try record(scale: 1, early: fittedLabel())
        let inside = try record(scale: 1, early: nil)
        XCTAssertNotEqual(before.height, inside.height)
        XCTAssertEqual(Array(before.frame.pixels), Array(inside.frame.pixels))
    }

    func testALabelBuiltAt2xDrawsAt3xWhatOneBuiltInsideTheRecordingDraws() throws {
        // 21 pt of bounds around text drawn 62/3 pt tall at 3x: centred, half a pixel off the grid.
        let early = try labelBuiltInside(scale: 2)
        XCTAssertEqual(early.frame.height, 21)
        let before = try record(scale: 3, early: early)
        let inside = try record(scale: 3, early: nil)
        XCTAssertEqual(Array(before.frame.pixels), Array(inside.frame.pixels))
    }

    func testTextDrawnBeforeTheRecordingIsDrawnAgainForItsScreen() throws {
        // Three lines: 62 pt tall at every scale, so only the text's own pixels could differ.
        let text = "Hello there, world"
        let early = fittedLabel(text)
        let before = try record(scale: 2, early: early, text: text)
        let inside = try record(scale: 2, early: nil, text: text)
        XCTAssertEqual(before.height, 62)
        XCTAssertEqual(inside.height, 62)
        XCTAssertEqual(Array(before.frame.pixels), Array(inside.frame.pixels))
    }
}

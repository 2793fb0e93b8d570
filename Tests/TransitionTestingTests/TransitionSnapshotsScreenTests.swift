import Raster
import Testing
import TestSupport
import TransitionTesting
import Transitions
import UIKit
import UIKitDogfood
import UIKitRecorder

/// One screen alone, as a user's controller or view shows at rest: the settled end of a
/// transition to it, independent probes of what it draws, and clear errors.
@Suite("TransitionSnapshots.screen: a UIKit screen at rest", .uikitTurns)
struct TransitionSnapshotsScreenTests {
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)

    @Test func aControllerAtRestIsTheSettledEndOfAPushToIt() throws {
        let screen = try TransitionSnapshots.screen(RevealScreenController.black(), size: CGSize(width: 390, height: 844), scale: 1)
        #expect(screen.width == 390 && screen.height == 844)
        let recording = try revealPushRecording()
        #expect(screen.hasSamePixels(as: try recording.frame(recording.frameCount - 1)))
        // Not the first frame: the reveal has begun there, the black screen's white dot showing
        // through the circle that starts as the white screen's black dot.
        #expect(!screen.hasSamePixels(as: try recording.frame(0)))
    }

    @Test func aControllerIsLaidOutAndItsTextDrawnAtTheScale() throws {
        let screen = try TransitionSnapshots.screen(RevealScreenController.black(), size: CGSize(width: 390, height: 844), scale: 3)
        #expect(screen.width == 1170 && screen.height == 2532)
        // viewDidLayoutSubviews placed the dot at (W - 41, 36, 25, 25) pt, round: filled at its
        // centre, the background at its bounding box's corner and below the text.
        #expect(screen[(390 - 41 + 12) * 3 + 1, (36 + 12) * 3 + 1] == Self.white, "dot centre")
        #expect(screen[(390 - 41) * 3 + 1, 36 * 3 + 1] == Self.black, "corner of the dot's box, outside the circle")
        #expect(screen[600, 2400] == Self.black, "background below the text")
        // The same screen as the settled end of a push to it recorded at scale 3: the text is
        // drawn at the recording's scale in both.
        let nav = UINavigationController(rootViewController: RevealScreenController.white())
        nav.isNavigationBarHidden = true
        let delegate = RevealNavigationDelegate()
        nav.delegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 3, fps: 10)
        let recording = try withExtendedLifetime(delegate) {
            try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
        }
        #expect(screen.hasSamePixels(as: try recording.frame(recording.frameCount - 1)))
    }

    @Test func aViewIsTheWholeScreen() throws {
        let root = UIView()
        root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let square = UIView(frame: CGRect(x: 20, y: 10, width: 10, height: 10))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSubview(square)
        let screen = try TransitionSnapshots.screen(root, size: CGSize(width: 100, height: 50), scale: 2)
        #expect(screen.width == 200 && screen.height == 100)
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        #expect(screen[0, 0] == red && screen[199, 99] == red, "the root fills the screen")
        #expect(screen[40, 20] == blue && screen[59, 39] == blue, "the square's first and last pixel at 2x")
        #expect(screen[39, 20] == red && screen[60, 39] == red && screen[40, 19] == red && screen[40, 40] == red, "just outside it")
    }

    @Test func aScreenThatCannotBeDrawnIsRefusedNamingItsSize() {
        #expect(throws: TransitionSnapshots.Problem.canvasRefused(width: 0, height: 300)) {
            try TransitionSnapshots.screen(UIView(), size: CGSize(width: 0, height: 300), scale: 1)
        }
        #expect(TransitionSnapshots.Problem.canvasRefused(width: 0, height: 300).description
                == "a 0.0 x 300.0 pixel screen cannot be drawn: sides must be 1...16384 px; check the size and scale")
        // A scale the recorder does not take: its own message, naming the value.
        #expect { try TransitionSnapshots.screen(UIView(), size: CGSize(width: 100, height: 100), scale: 0.5) } throws: { error in
            guard case .recording(.invalidSettings(let message)) = error as? TransitionSnapshots.Problem else { return false }
            return message.contains("0.5")
        }
    }
}

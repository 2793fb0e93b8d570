import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import Raster

/// Recording a presentation and then, in a second recording with the same root, its dismissal:
/// the second recording starts from what the first one left on screen.
final class RecorderPresentedRootTests: XCTestCase {
    private let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    func testACustomPresentationRecordedEarlierIsOnScreenForTheDismissal() throws {
        let presenting = SolidColorController(.white), card = SolidColorController(.red)
        let transition = CardPresentation()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transition
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        _ = try recorder.frames(root: presenting) { presenting.present(card, animated: true) }
        let frames = try recorder.frames(root: presenting) { card.dismiss(animated: true) }
        XCTAssertEqual(frames.count, 5)
        // Frame 0: the card over the dimmed presenting screen, as the first recording ended.
        XCTAssertEqual(Int(frames[0][50, 20].r), 128, accuracy: 1)
        XCTAssertEqual(frames[0][50, 150], red)
        // Settled: the presenting screen alone.
        XCTAssertEqual(frames[4][50, 150], white)
        XCTAssertNil(presenting.presentedViewController)
    }

    func testAFullScreenPresentationRecordedEarlierCoversItsPresenter() throws {
        let presenting = SolidColorController(.white), covering = SolidColorController(.red)
        covering.modalPresentationStyle = .fullScreen
        covering.modalTransitionStyle = .crossDissolve
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        _ = try recorder.frames(root: presenting) { presenting.present(covering, animated: true) }
        XCTAssertNil(presenting.view.superview, "a full-screen presentation takes its presenter off screen")
        let frames = try recorder.frames(root: presenting) { covering.dismiss(animated: true) }
        XCTAssertEqual(frames.first?[50, 100], red)
        XCTAssertEqual(frames.last?[50, 100], white)
        XCTAssertNil(presenting.presentedViewController)
        XCTAssertTrue(presenting.view.superview is UIWindow, "the presenter is back directly in the window")
    }
}

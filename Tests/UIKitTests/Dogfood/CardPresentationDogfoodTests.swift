import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import Raster
import TransitionTesting

/// A custom presentation with a UIPresentationController: the card frame, the dimming view laid
/// out by containerViewWillLayoutSubviews and animated alongside through the transition
/// coordinator, the presenting view kept.
final class CardPresentationDogfoodTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    func testCardSlidesUpOverAFadingDimmingView() throws {
        let presenting = SolidColorController(.white), card = SolidColorController(.red)
        let transition = CardPresentation()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transition
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        let frames = try recorder.frames(root: presenting) { presenting.present(card, animated: true) }
        XCTAssertEqual(frames.count, 5) // 0 ... 0.4 s
        XCTAssertEqual(recorder.warnings, [])

        // The dimming view (sized only by containerViewWillLayoutSubviews) fades in over the 0.4 s
        // in the coordinator's ease-in-ease-out block: at t = 0.2 it is at half of 50 % black
        // over white: 255 * (1 - 0.25) = 191.
        XCTAssertEqual(Int(frames[0][50, 20].r), 255)
        let top = frames[2][50, 20]
        XCTAssertEqual(Int(top.r), 191, accuracy: 1)
        XCTAssertEqual(top.r, top.b)
        // Ease-out at t = 0.2 is past halfway (0.2 / 0.4 → y(0.5) = 0.69 of the 100 pt travel):
        // the card's top edge is at 200 - 100 * 0.69 ≈ 131, above y = 140 and below y = 120.
        XCTAssertEqual(frames[2][50, 140], red)
        XCTAssertNotEqual(frames[2][50, 120], red)
        // Settled: white dimmed by 50 % above, the card in the bottom half, the presenting view still there.
        XCTAssertEqual(Int(frames[4][50, 20].r), 128, accuracy: 1)
        XCTAssertEqual(frames[4][50, 101], red)
        XCTAssertNotEqual(frames[4][50, 98], red)
        XCTAssertNotNil(presenting.view.superview)
        XCTAssertTrue(presenting.presentedViewController === card)
        assertGolden(of: frames[2], atPath: GoldenPaths.path("fixtures/golden/uikit/card-present-t0.2.png"))
    }

    func testDismissSlidesTheCardDownAndFadesTheDimmingOut() throws {
        let presenting = SolidColorController(.white), card = SolidColorController(.red)
        let transition = CardPresentation()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transition
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        let frames = try recorder.frames(root: presenting) {
            presenting.present(card, animated: false)
            card.dismiss(animated: true)
        }
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(recorder.warnings, [])
        // Frame 0 is the presented state: dimmed above, the card below.
        XCTAssertEqual(Int(frames[0][50, 20].r), 128, accuracy: 1)
        XCTAssertEqual(frames[0][50, 101], red)
        // Half way the dimming is at half (191) and the card (ease-out, 0.69 of the way down)
        // has its top edge at 100 + 69 = 169.
        XCTAssertEqual(Int(frames[2][50, 20].r), 191, accuracy: 1)
        XCTAssertEqual(frames[2][50, 175], red)
        XCTAssertNotEqual(frames[2][50, 160], red)
        // Settled: only the white presenting screen; the card is gone from the tree.
        XCTAssertEqual(frames[4][50, 20], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(frames[4][50, 190], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertNil(card.view.superview)
        XCTAssertNil(presenting.presentedViewController)
    }
}

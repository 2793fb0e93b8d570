import XCTest
import UIKit
import UIKitRecorder
import Raster

/// The recorder records what the screen shows, whatever starts it: a transition written as
/// snapshot animations that present without animation from their completion (valid on a device)
/// is recorded to its end, not refused.
final class RecorderWhateverStartsItTests: XCTestCase {
    func testSnapshotsAnimatedThenPresentedWithoutAnimationAreRecorded() throws {
        let root = SolidColorController(.white), next = SolidColorController(.blue)
        next.modalPresentationStyle = .fullScreen
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        let frames = try recorder.frames(root: root) {
            // A red bar slides down over the screen in 0.4 s; then the next screen is presented at once.
            let bar = UIView(frame: CGRect(x: 0, y: -50, width: 100, height: 50))
            bar.backgroundColor = .red
            root.view.addSubview(bar)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                bar.frame.origin.y = 150
            }, completion: { _ in
                root.present(next, animated: false)
            })
        }
        // Frames at 0, 0.1, 0.2, 0.3 and the settled 0.4.
        XCTAssertEqual(frames.count, 5)
        // At 0.2 s the bar (linear, −50 → 150) has its top at y = 50: red over 50..<100, white below.
        XCTAssertEqual(frames[2][50, 75], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frames[2][50, 120], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        // Settled: the presented blue screen covers everything.
        XCTAssertEqual(frames[4][50, 20], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(frames[4][50, 190], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertTrue(root.presentedViewController === next)
    }

    func testWorkDispatchedLaterThatPushesIsWaitedFor() throws {
        let root = SolidColorController(.white)
        let nav = UINavigationController(rootViewController: root)
        nav.isNavigationBarHidden = true
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        let frames = try recorder.frames(root: nav) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { nav.pushViewController(SolidColorController(.green), animated: true) }
        }
        // Waits 0.2 s, then records the system push (0.5 s on curve 7) to its end.
        XCTAssertEqual(frames.count, 8)
        XCTAssertEqual(frames[0][50, 100], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(frames[7][50, 100], PremultipliedColor(r: 0, g: 255, b: 0, a: 255), "UIColor.green is pure green")
    }
}

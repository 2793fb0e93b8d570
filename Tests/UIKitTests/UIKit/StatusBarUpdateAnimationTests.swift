import XCTest
import Raster
import UIKit
import UIKitRecorder

/// `setNeedsStatusBarAppearanceUpdate()` inside an animation block hides the drawn status bar
/// the controller's `preferredStatusBarUpdateAnimation` way, with the block's duration and curve
/// (PopupDialog hides it so in 0.15 s with `.slide`).
final class StatusBarUpdateAnimationTests: XCTestCase {
    private final class Hider: UIViewController {
        var hides = false
        let animation: UIStatusBarAnimation
        init(_ animation: UIStatusBarAnimation) { self.animation = animation; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = .white }
        override var prefersStatusBarHidden: Bool { hides }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    }

    /// The status bar's ink (how far below white each pixel is, summed) and the lowest row holding any.
    private func ink(_ p: Pixmap) -> (sum: Double, lastRow: Int?) {
        var sum = 0.0, lastRow: Int?
        // The SE's status bar: 20 pt at 2x.
        for y in 0..<40 { for x in 0..<p.width where p[x, y].r < 250 { sum += Double(255 - Int(p[x, y].r)); lastRow = y } }
        return (sum, lastRow)
    }

    /// Hides the status bar in a linear 0.4 s block; frames every 0.1 s.
    private func hide(_ animation: UIStatusBarAnimation) throws -> [Pixmap] {
        let recorder = try TransitionRecorder(device: .iPhoneSE3, fps: 10, systemUI: true)
        let root = Hider(animation)
        return try recorder.frames(root: root) {
            root.hides = true
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                root.setNeedsStatusBarAppearanceUpdate()
                root.view.backgroundColor = UIColor(white: 0.999, alpha: 1)
            })
        }
    }

    func testFadeTakesTheBlocksDurationAndCurve() throws {
        let frames = try hide(.fade)
        XCTAssertEqual(frames.count, 5)
        let start = ink(frames[0]).sum
        XCTAssertGreaterThan(start, 1000, "the status bar shows when the block starts")
        XCTAssertEqual(ink(frames[2]).sum / start, 0.5, accuracy: 0.02, "halfway through the linear block it is half faded")
        XCTAssertEqual(ink(frames[1]).sum / start, 0.75, accuracy: 0.02)
        XCTAssertEqual(ink(frames[4]).sum, 0, "gone at the end")
    }

    func testSlideMovesTheBarUpOutOfTheScreen() throws {
        let frames = try hide(.slide)
        let start = try XCTUnwrap(ink(frames[0]).lastRow)
        let half = try XCTUnwrap(ink(frames[2]).lastRow)
        // Halfway the bar has moved up by half its 20 pt height: 20 px at 2x.
        XCTAssertEqual(Double(start - half), 20, accuracy: 1.5)
        XCTAssertEqual(ink(frames[4]).sum, 0)
    }

    func testNoneHidesItAtOnce() throws {
        let frames = try hide(.none)
        XCTAssertEqual(ink(frames[0]).sum, 0)
    }

    func testUIKitsDefaultIsFade() {
        XCTAssertEqual(UIViewController().preferredStatusBarUpdateAnimation, .fade)
    }
}

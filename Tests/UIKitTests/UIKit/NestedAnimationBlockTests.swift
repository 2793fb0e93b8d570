import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A `UIView.animate` block started inside another block's closure takes the enclosing block's
/// duration and curve unless its options say `.overrideInheritedDuration` /
/// `.overrideInheritedCurve` (UIView.AnimationOptions). Presentr's FlipHorizontalAnimation
/// turns the dismissed card away in a 0.6 s linear block nested in its 0.4 s transition block:
/// on a device the turn takes the 0.4 s ease-in-out and the card is edge-on when it goes; run
/// for 0.6 s the card vanished two-thirds turned.
final class NestedAnimationBlockTests: XCTestCase {
    private final class Root: UIViewController {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            square.backgroundColor = .blue
            square.alpha = 0
            view.addSubview(square)
            view.addSubview(other)
            other.isHidden = true
        }
    }

    private func record(nestedOptions: UIView.AnimationOptions) throws -> (frames: [Pixmap], nestedEnd: Double?) {
        let root = Root()
        var nestedEnd: Double?
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)
        let frames = try recorder.frames(root: root) {
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn, animations: {
                root.other.alpha = 0.5
                UIView.animate(withDuration: 0.8, delay: 0, options: nestedOptions, animations: { root.square.alpha = 1 }) { _ in
                    nestedEnd = CACurrentMediaTime()
                }
            })
        }
        return (frames, nestedEnd)
    }

    func testANestedBlockTakesTheEnclosingDurationAndCurve() throws {
        let (frames, end) = try record(nestedOptions: .curveLinear)
        XCTAssertEqual(end ?? -1, 0.4, accuracy: 1e-9, "the nested block runs the enclosing block's 0.4 s")
        XCTAssertEqual(frames.count, 5)
        // At 0.2 s the ease-in curve (0.42, 0, 1, 1) at half time is 0.3154: blue at that alpha
        // over white has red 255 × (1 − 0.3154) = 174.6 (linear over 0.8 s would be 191, over 0.4 s 127).
        XCTAssertEqual(Double(frames[2][50, 50].r), 174.6, accuracy: 1.5)
    }

    func testOverridingOptionsKeepTheNestedBlocksOwn() throws {
        let (frames, end) = try record(nestedOptions: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve])
        XCTAssertEqual(end ?? -1, 0.8, accuracy: 1e-9)
        XCTAssertEqual(frames.count, 9)
        // Linear over 0.8 s: alpha 0.25 at 0.2 s, red 255 × 0.75 = 191.25.
        XCTAssertEqual(Double(frames[2][50, 50].r), 191.25, accuracy: 1.5)
    }

    func testOverridingTheDurationAloneKeepsTheInheritedCurve() throws {
        let (frames, end) = try record(nestedOptions: [.curveLinear, .overrideInheritedDuration])
        XCTAssertEqual(end ?? -1, 0.8, accuracy: 1e-9)
        // Ease-in over 0.8 s at 0.4 s (half time) is 0.3154 again.
        XCTAssertEqual(Double(frames[4][50, 50].r), 174.6, accuracy: 1.5)
    }
}

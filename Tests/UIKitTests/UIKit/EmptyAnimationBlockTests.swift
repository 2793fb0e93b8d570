import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A `UIView.animate` block that sets no animatable property makes no animation, and UIKit runs
/// its completion at once rather than after the duration. Presentr's FlipHorizontalAnimation
/// turns the card away in one block and starts the turn back in the completion of a 0.6 s
/// block that changes nothing (its `fromView` is nil in a custom presentation): on a device the
/// turn back starts at once; waiting 0.6 s left the card edge-on, invisible, when the
/// presentation's recording ended.
final class EmptyAnimationBlockTests: XCTestCase {
    private final class Root: UIViewController {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            square.backgroundColor = .blue
            square.alpha = 0
            view.addSubview(square)
        }
    }

    private func recorder() -> TransitionRecorder { TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10) }

    func testTheCompletionOfABlockThatSetsNothingRunsAtOnce() throws {
        let root = Root()
        var ranAt: [String: Double] = [:]
        let frames = try recorder().frames(root: root) {
            UIView.animate(withDuration: 0.6, delay: 0, options: .curveLinear, animations: {}) { finished in
                XCTAssertTrue(finished)
                ranAt["empty"] = CACurrentMediaTime()
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { root.square.alpha = 1 }) { _ in
                    ranAt["fade"] = CACurrentMediaTime()
                }
            }
        }
        XCTAssertEqual(ranAt["empty"] ?? -1, 0, accuracy: 1e-9, "no animation to wait for: the completion runs at once")
        XCTAssertEqual(ranAt["fade"] ?? -1, 0.4, accuracy: 1e-9)
        XCTAssertEqual(frames.count, 5, "frames at 0, 0.1 … 0.4 s: the chained fade alone sets the length")
        // Halfway through the linear fade (0.2 s) the blue square is at alpha 0.5 over white.
        XCTAssertEqual(Double(frames[2][50, 50].r), 127.5, accuracy: 1.5)
        XCTAssertEqual(frames[2][50, 50].b, 255)
    }

    func testABlockThatSetsAPropertyToItsOwnValueStillWaitsItsDuration() throws {
        let root = Root()
        var ranAt: Double?
        _ = try recorder().frames(root: root) {
            UIView.animate(withDuration: 0.3, animations: { root.square.alpha = 0 }) { _ in ranAt = CACurrentMediaTime() }
        }
        XCTAssertEqual(ranAt ?? -1, 0.3, accuracy: 1e-9, "UIKit adds an (additive, invisible) animation for the set property")
    }

    func testABlockWhoseNestedBlockAnimatesWaitsItsDuration() throws {
        let root = Root()
        var ranAt: Double?
        _ = try recorder().frames(root: root) {
            UIView.animate(withDuration: 0.5, animations: {
                UIView.animate(withDuration: 0.2) { root.square.alpha = 1 }
            }) { _ in ranAt = CACurrentMediaTime() }
        }
        XCTAssertEqual(ranAt ?? -1, 0.5, accuracy: 1e-9, "the enclosing block is not empty: it waits as before")
    }

    func testTheSpringFormToo() throws {
        let root = Root()
        var ranAt: Double?
        _ = try recorder().frames(root: root) {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {}) { _ in
                ranAt = CACurrentMediaTime()
                UIView.animate(withDuration: 0.1) { root.square.alpha = 1 }
            }
        }
        XCTAssertEqual(ranAt ?? -1, 0, accuracy: 1e-9)
    }
}

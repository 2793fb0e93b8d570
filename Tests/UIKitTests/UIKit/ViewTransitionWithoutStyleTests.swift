import XCTest
import UIKit
import UIKitRecorder
import Raster

/// UIView.transition(with:) with no transition option still animates the block's animatable
/// changes over its duration (published code, such as a button growing into the presented
/// screen, relies on it), with the options' curve.
final class ViewTransitionWithoutStyleTests: XCTestCase {
    private final class Fader: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let options: UIView.AnimationOptions
        init(_ options: UIView.AnimationOptions) { self.options = options }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            to.alpha = 0
            UIView.transition(with: to, duration: 1, options: options, animations: { to.alpha = 1 },
                              completion: { _ in ctx.completeTransition(true) })
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    private func present(_ options: UIView.AnimationOptions) throws -> [Pixmap] {
        let presenting = UIViewController(), presented = UIViewController()
        presented.view.backgroundColor = .white
        presented.modalPresentationStyle = .custom
        let fader = Fader(options)
        presented.transitioningDelegate = fader
        let recorder = TransitionRecorder(screenSize: CGSize(width: 20, height: 20), scale: 1, fps: 4)
        return try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
    }

    func testTheBlockAnimatesWithTheDefaultEaseInEaseOut() throws {
        let frames = try present([])
        // 0, 0.25, 0.5, 0.75 and the completion at 1 s.
        XCTAssertEqual(frames.count, 5)
        // White over the window's black at the eased alpha: 0 at the start, 0.5 half way, 1 at the end.
        XCTAssertEqual(frames[0][10, 10].r, 0)
        XCTAssertEqual(Int(frames[2][10, 10].r), 128, accuracy: 1)
        XCTAssertEqual(frames[4][10, 10].r, 255)
        // Ease-in-ease-out is below linear at a quarter (0.25 → 0.1291 of the way).
        XCTAssertEqual(Int(frames[1][10, 10].r), 33, accuracy: 2)
    }

    func testTheOptionsCurveApplies() throws {
        let frames = try present([.curveLinear])
        XCTAssertEqual(Int(frames[1][10, 10].r), 64, accuracy: 1)
        XCTAssertEqual(Int(frames[3][10, 10].r), 191, accuracy: 1)
    }
}

import XCTest
import UIKit
import UIKitRecorder
import Raster

/// The pattern everyone uses: change a constraint's constant, then `layoutIfNeeded()` inside
/// `UIView.animate`; the frames the pass writes inside the block animate along its curve.
final class ConstraintAnimationTests: XCTestCase {
    /// Slides a red 20-point box from leading 0 to leading `to` over 1 s with `options`.
    private final class Slide: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let box = UIView(frame: .zero)
        var leading: NSLayoutConstraint!
        let to: CGFloat, options: UIView.AnimationOptions, animated: Bool, propertyAnimator: Bool
        init(to: CGFloat, options: UIView.AnimationOptions, animated: Bool = true, propertyAnimator: Bool = false) {
            self.to = to; self.options = options; self.animated = animated; self.propertyAnimator = propertyAnimator
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            let view = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(view)
            view.frame = ctx.containerView.bounds
            box.backgroundColor = .red
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            leading = box.leadingAnchor.constraint(equalTo: view.leadingAnchor)
            NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                                         box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalTo: box.widthAnchor)])
            view.layoutIfNeeded()
            leading.constant = to
            if propertyAnimator {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.layoutIfNeeded() }
                animator.addCompletion { _ in ctx.completeTransition(true) }
                animator.startAnimation()
            } else if animated {
                UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.layoutIfNeeded() },
                               completion: { _ in ctx.completeTransition(true) })
            } else {
                view.layoutIfNeeded()
                UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 1 },
                               completion: { _ in ctx.completeTransition(true) })
            }
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    private func record(_ slide: Slide) throws -> [Pixmap] {
        let presenting = UIViewController(), presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = slide
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 4)
        return try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
    }

    /// The box's left edge in a frame: the first red pixel along y = 50.
    private func leftEdge(_ p: Pixmap) -> Int? {
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        return (0..<p.width).first { p[$0, 50] == red }
    }

    func testAConstantChangeLaidOutInsideAnimateMovesAlongTheCurve() throws {
        let frames = try record(Slide(to: 60, options: [.curveLinear]))
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames.map(leftEdge), [0, 15, 30, 45, 60], "linear: t = 0, ¼, ½, ¾, 1")
    }

    func testAPropertyAnimatorsBlockAnimatesTheConstantToo() throws {
        let frames = try record(Slide(to: 60, options: [], propertyAnimator: true))
        XCTAssertEqual(frames.map(leftEdge), [0, 15, 30, 45, 60])
    }

    func testTheBlockCurveShapesTheMotion() throws {
        let frames = try record(Slide(to: 60, options: [.curveEaseIn]))
        let edges = frames.map(leftEdge)
        XCTAssertEqual(edges.first, 0)
        XCTAssertEqual(edges.last, 60)
        // Ease-in lags behind the straight line in the middle of the move.
        let mid = try XCTUnwrap(edges[2])
        XCTAssertLessThan(mid, 25)
        XCTAssertGreaterThan(mid, 5)
    }

    func testLaidOutOutsideTheBlockItJumps() throws {
        let frames = try record(Slide(to: 60, options: [.curveLinear], animated: false))
        XCTAssertEqual(frames.map(leftEdge), [60, 60, 60, 60, 60])
    }
}

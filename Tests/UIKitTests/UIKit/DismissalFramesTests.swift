import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A custom presentation's dismissal: the context answers the presented view's frame for the
/// dismissed controller, initially and finally, as UIKit does (Jelly, SPStorkController and
/// Presentr size the view's exit from `finalFrame(for:)` of the controller being dismissed).
final class DismissalFramesTests: XCTestCase {
    /// A card in the lower half, 20 pt in from each side.
    private final class CardPresentation: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            CGRect(x: 20, y: 100, width: 60, height: 80)
        }
    }

    /// Slides the card out through the bottom at the size `finalFrame(for:)` gives (Jelly's
    /// CoverAnimator, shortened), noting both frames of the dismissed controller.
    private final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var seen: [String: CGRect] = [:]
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let presenting = context.viewController(forKey: .from)!.isBeingDismissed == false
            let vc = context.viewController(forKey: presenting ? .to : .from)!
            let shown = context.finalFrame(for: vc)
            var away = shown
            away.origin.y = context.containerView.bounds.height
            if presenting { context.containerView.addSubview(vc.view) } else {
                seen["initial"] = context.initialFrame(for: vc)
                seen["final"] = shown
            }
            vc.view.frame = presenting ? away : shown
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                vc.view.frame = presenting ? shown : away
            }, completion: { _ in context.completeTransition(true) })
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            CardPresentation(presentedViewController: presented, presenting: presenting)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    func testTheDismissedControllersFramesAreWhereItsPresentationPutIt() throws {
        let root = SolidColorController(.white), card = SolidColorController(.blue), animator = CardAnimator()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = animator
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        _ = try recorder.frames(root: root) { root.present(card, animated: true) }
        let frames = try recorder.frames(root: root) { card.dismiss(animated: true) }
        XCTAssertEqual(animator.seen["initial"], CGRect(x: 20, y: 100, width: 60, height: 80))
        XCTAssertEqual(animator.seen["final"], CGRect(x: 20, y: 100, width: 60, height: 80))
        // Halfway (0.2 s, linear) to y = 200 the card's top is 50 pt lower, and it is still 60 pt
        // wide: blue from x = 20 to 80 below y = 150, white beside it and above.
        let half = frames[2]
        XCTAssertEqual(half[50, 180].b, 255); XCTAssertEqual(half[50, 180].r, 0)
        XCTAssertEqual(half[21, 160].r, 0, "the card keeps its width (left edge at x = 20)")
        XCTAssertEqual(half[78, 160].r, 0, "the card keeps its width (right edge at x = 80)")
        XCTAssertEqual(half[10, 180].r, 255)
        XCTAssertEqual(half[50, 145].r, 255, "the card's top has moved 50 pt down")
    }
}

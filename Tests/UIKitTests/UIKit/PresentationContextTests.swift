import XCTest
import UIKit
import UIKitRecorder
import Raster

/// `present` called on a child of a navigation controller: UIKit presents from the root of the
/// child's containment chain (the presentation context), so the presented controller's
/// `presentingViewController`, the transition's `.from` controller and the delegate's
/// `presenting:` are the navigation controller, and `source:` the child. Presentr's example
/// presents from a table controller inside a navigation controller; recording the dismissal
/// after the present showed nothing because the presentation hung off the child, which the
/// window does not look at when it takes the root again.
final class PresentationContextTests: XCTestCase {
    /// A 60 x 80 card at (20, 100) that slides down out of a 100 x 200 screen when dismissed.
    private final class Card: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        final class Presentation: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 20, y: 100, width: 60, height: 80) }
        }
        var presenting: UIViewController?, source: UIViewController?, from: [UIViewController] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            from.append(context.viewController(forKey: .from)!)
            let isPresenting = context.viewController(forKey: .to)!.presentingViewController === context.viewController(forKey: .from)
            let vc = context.viewController(forKey: isPresenting ? .to : .from)!
            let shown = context.finalFrame(for: vc)
            var away = shown
            away.origin.y = context.containerView.bounds.height
            if isPresenting { context.containerView.addSubview(vc.view) }
            vc.view.frame = isPresenting ? away : shown
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                vc.view.frame = isPresenting ? shown : away
            }, completion: { _ in context.completeTransition(true) })
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            Presentation(presentedViewController: presented, presenting: presenting)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            self.presenting = presenting
            self.source = source
            return self
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    private func recorder() -> TransitionRecorder { TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10) }

    func testAChildPresentsFromItsNavigationController() throws {
        let child = SolidColorController(.white), card = SolidColorController(.blue), animator = Card()
        let nav = UINavigationController(rootViewController: child)
        nav.isNavigationBarHidden = true
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = animator
        _ = try recorder().frames(root: nav) { child.present(card, animated: true) }
        XCTAssertTrue(card.presentingViewController === nav, "the presentation context is the navigation controller")
        XCTAssertTrue(nav.presentedViewController === card)
        XCTAssertTrue(animator.presenting === nav)
        XCTAssertTrue(animator.source === child, "source: is the controller present was called on")
        XCTAssertTrue(animator.from.first === nav, "the transition's .from controller is the presenting one")
    }

    func testTheDismissalRecordedAfterTheChildsPresentShowsTheCardLeaving() throws {
        let child = SolidColorController(.white), card = SolidColorController(.blue), animator = Card()
        let nav = UINavigationController(rootViewController: child)
        nav.isNavigationBarHidden = true
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = animator
        let recorder = recorder()
        _ = try recorder.frames(root: nav) { child.present(card, animated: true) }
        let frames = try recorder.frames(root: nav) { card.dismiss(animated: true) }
        // The first frame shows the card where the presentation put it (blue at (50, 140));
        // halfway (0.2 s, linear to y = 200) its top is 50 pt lower: white at (50, 140), blue at (50, 190).
        XCTAssertEqual(frames[0][50, 140].b, 255); XCTAssertEqual(frames[0][50, 140].r, 0, "the card is on screen as the dismissal starts")
        XCTAssertEqual(frames[2][50, 140].r, 255)
        XCTAssertEqual(frames[2][50, 190].r, 0, "halfway the card is 50 pt lower")
        XCTAssertEqual(frames.last![50, 190].r, 255, "gone at the end")
        XCTAssertNil(nav.presentedViewController)
        XCTAssertNil(card.presentingViewController)
    }

    func testAFullScreenPresentFromAChildCoversAndRestoresTheWholeNavigationController() throws {
        let child = SolidColorController(.white), modal = SolidColorController(.red)
        let nav = UINavigationController(rootViewController: child)
        modal.modalPresentationStyle = .fullScreen
        let recorder = recorder()
        _ = try recorder.frames(root: nav) { child.present(modal, animated: true) }
        XCTAssertTrue(modal.presentingViewController === nav)
        _ = try recorder.frames(root: nav) { modal.dismiss(animated: true) }
        // The child's view goes back where it was, inside the navigation controller under its bar.
        XCTAssertTrue(child.view.superview != nil && child.view.isDescendant(of: nav.view), "the child's view stays in its navigation controller")
        XCTAssertTrue(nav.view.superview is UIWindow)
    }

    func testDismissCalledOnTheChildDismissesWhatItsContextPresented() throws {
        let child = SolidColorController(.white), card = SolidColorController(.blue), animator = Card()
        let nav = UINavigationController(rootViewController: child)
        nav.isNavigationBarHidden = true
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = animator
        let recorder = recorder()
        _ = try recorder.frames(root: nav) { child.present(card, animated: true) }
        _ = try recorder.frames(root: nav) { child.dismiss(animated: true) }
        XCTAssertNil(nav.presentedViewController)
    }

    func testCurrentContextPresentsFromTheAncestorThatDefinesIt() throws {
        let inner = SolidColorController(.white), modal = SolidColorController(.red)
        let innerNav = UINavigationController(rootViewController: inner)
        innerNav.definesPresentationContext = true
        let outer = UITabBarController()
        outer.viewControllers = [innerNav]
        outer.tabBar.isHidden = true
        modal.modalPresentationStyle = .overCurrentContext
        _ = try recorder().frames(root: outer) { inner.present(modal, animated: true) }
        XCTAssertTrue(modal.presentingViewController === innerNav)
    }

    func testOtherStylesIgnoreDefinesPresentationContext() throws {
        let inner = SolidColorController(.white), modal = SolidColorController(.red)
        let innerNav = UINavigationController(rootViewController: inner)
        innerNav.definesPresentationContext = true
        let outer = UITabBarController()
        outer.viewControllers = [innerNav]
        outer.tabBar.isHidden = true
        modal.modalPresentationStyle = .overFullScreen
        _ = try recorder().frames(root: outer) { inner.present(modal, animated: true) }
        XCTAssertTrue(modal.presentingViewController === outer, "a style other than the current-context ones presents from the root")
    }
}

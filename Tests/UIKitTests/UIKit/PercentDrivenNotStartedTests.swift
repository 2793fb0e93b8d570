import XCTest
import UIKit
import UIKitRecorder

/// A percent-driven interaction whose wantsInteractiveStart is false (BubbleTransition's
/// `attach(to:)` sets it): the transition runs non-interactively, and update(_:) says it changed nothing.
final class PercentDrivenNotStartedTests: XCTestCase {
    private final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in context.completeTransition(true) })
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    func testTheTransitionRunsOnItsOwnAndUpdateIsWarnedAbout() throws {
        let root = SolidColorController(.white), next = SolidColorController(.blue), fade = Fade()
        fade.interaction.wantsInteractiveStart = false
        next.modalPresentationStyle = .fullScreen
        next.transitioningDelegate = fade
        let recorder = TransitionRecorder(screenSize: CGSize(width: 20, height: 20), scale: 1, fps: 10)
        let frames = try recorder.frames(root: root) {
            root.present(next, animated: true)
            fade.interaction.update(0.5)
        }
        XCTAssertEqual(frames.count, 4, "0.3 s at 10 fps, run by the animator alone")
        XCTAssertEqual(frames[3][10, 10].b, 255)
        XCTAssertEqual(recorder.warnings.filter { $0.contains("update(_:) changed nothing") }.count, 1, recorder.warnings.description)
    }
}

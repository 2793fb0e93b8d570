import UIKit

/// A modern interruptible push: one UIViewPropertyAnimator (linear, 1 s) slides the new screen
/// in from the right while the old one moves a third of the way left, handed to UIKit through
/// `interruptibleAnimator(using:)` so an interactive transition can scrub, finish or cancel it.
package final class SlidePropertyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    package func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
        let width = transitionContext.containerView.bounds.width
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        let a = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        }
        a.addCompletion { position in
            fromView.transform = .identity
            transitionContext.completeTransition(position == .end)
        }
        animator = a
        return a
    }

    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    package func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

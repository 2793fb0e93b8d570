import UIKit

/// Slides the new screen in from the right over 1 s, linearly: an animator whose position at
/// time t is width · (1 − t), for tests that probe a custom transition's frames.
final class LinearSlideIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.frame.origin.x = toView.bounds.width
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { toView.frame.origin.x = 0 },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

import UIKit

/// A presentation in two keyframes: the sheet drops from above the screen into place in the
/// first half, then shrinks to half size about its centre in the second, linear overall.
package final class DropInKeyframeTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    package func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        container.addSubview(toView)
        let resting = toView.center
        toView.center = CGPoint(x: resting.x, y: resting.y - container.bounds.height)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                toView.center = resting
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

import UIKit

/// A presentation that slides the new screen in from the bottom-right while the old one leaves
/// towards the top-left over white, and a dismissal doing the reverse (seed 001, type
/// rectangle). One `UIView.animate` block on its default curve (easeInEaseOut), 0.5 s.
public final class RectangleOffsetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public let presenting: Bool
    public let duration: TimeInterval

    public init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let size = container.bounds.size
        let downRight = CGAffineTransform(translationX: size.width, y: size.height)
        let upLeft = CGAffineTransform(translationX: -size.width, y: -size.height)
        container.backgroundColor = .white
        if presenting {
            container.insertSubview(toView, aboveSubview: fromView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.transform = presenting ? downRight : upLeft
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.transform = .identity
            fromView.transform = self.presenting ? upLeft : downRight
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

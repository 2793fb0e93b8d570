import UIKit

/// A presentation that slides the new screen in from the bottom-right corner while the old one
/// leaves towards the top-left over white, and a dismissal doing the reverse.
package final class RectangleOffsetTransition: PresentDismissTransition {
    package init() { super.init { RectangleOffsetAnimator(presenting: $0) } }
}

final class RectangleOffsetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let size = container.bounds.size
        let offscreenDownRight = CGAffineTransform(translationX: size.width, y: size.height)
        let offscreenUpLeft = CGAffineTransform(translationX: -size.width, y: -size.height)
        container.backgroundColor = .white
        if presenting {
            container.insertSubview(toView, aboveSubview: fromView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.transform = presenting ? offscreenDownRight : offscreenUpLeft
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.transform = .identity
            fromView.transform = self.presenting ? offscreenUpLeft : offscreenDownRight
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

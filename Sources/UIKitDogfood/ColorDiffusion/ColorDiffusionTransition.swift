import UIKit

/// The tapped box grows into the next screen, changing to that screen's colour, and the screen
/// fades in over it; dismissing fades the screen out and shrinks the colour back into the box.
/// The second stage of each direction is started with `DispatchQueue.main.asyncAfter`, as app
/// code often staggers animations.
package final class ColorDiffusionTransition: NSObject, UIViewControllerTransitioningDelegate {
    private let box: CGRect
    private let boxColor: UIColor

    /// `box` is the tapped box's frame in the screen, `boxColor` its colour.
    package init(box: CGRect, boxColor: UIColor) {
        self.box = box
        self.boxColor = boxColor
    }

    package func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ColorDiffusionAnimator(presenting: true, box: box, boxColor: boxColor)
    }

    package func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ColorDiffusionAnimator(presenting: false, box: box, boxColor: boxColor)
    }
}

final class ColorDiffusionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    private let box: CGRect
    private let boxColor: UIColor

    init(presenting: Bool, box: CGRect, boxColor: UIColor) {
        self.presenting = presenting
        self.box = box
        self.boxColor = boxColor
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let d = transitionDuration(using: transitionContext)
        let grown = max(container.bounds.width, container.bounds.height) * 1.2 / box.width
        let middle = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        let detailColor = (presenting ? toView : fromView).backgroundColor ?? .white

        let blob = UIView(frame: box)
        blob.layer.cornerRadius = box.height / 2
        blob.clipsToBounds = true
        let finish = {
            blob.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            blob.backgroundColor = boxColor
            container.addSubview(blob)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: 0.7 * d) {
                blob.transform = CGAffineTransform(scaleX: grown, y: grown)
                blob.center = middle
                blob.backgroundColor = detailColor
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6 * d) {
                UIView.animate(withDuration: 0.4 * d, animations: { toView.alpha = 1 }, completion: { _ in finish() })
            }
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            blob.backgroundColor = detailColor
            blob.transform = CGAffineTransform(scaleX: grown, y: grown)
            blob.center = middle
            container.insertSubview(blob, belowSubview: fromView)
            UIView.animate(withDuration: 0.7 * d) { fromView.alpha = 0 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3 * d) {
                UIView.animate(withDuration: 0.6 * d, animations: {
                    blob.transform = .identity
                    blob.center = CGPoint(x: self.box.midX, y: self.box.midY)
                    blob.backgroundColor = self.boxColor
                }, completion: { _ in finish() })
            }
        }
    }
}

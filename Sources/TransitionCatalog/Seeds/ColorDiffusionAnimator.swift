import UIKit

/// The tapped box grows into the next screen, changing to that screen's colour, and the screen
/// fades in over it; dismissing fades the screen out and shrinks the colour back into the box
/// (seed 004). With d the duration (0.5 s) and k = max(W, H) · 1.2 / box width: presenting, a
/// round copy of the box scales by k, moves to the centre and takes the next screen's colour
/// over 0.7 d while the next screen fades in over 0.4 d after 0.6 d; dismissing, the screen
/// fades out over 0.7 d and after 0.3 d the copy shrinks back over 0.6 d. The second stage is an
/// animation with a delay (not work dispatched for later), so an interactive transition holding
/// the animations holds it too. Every block uses UIKit's default curve.
public final class ColorDiffusionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public let presenting: Bool
    /// The tapped box's frame in the container, and its colour.
    public let box: CGRect
    public let boxColor: UIColor
    public let duration: TimeInterval

    public init(presenting: Bool, box: CGRect, boxColor: UIColor, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.box = box
        self.boxColor = boxColor
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
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
            UIView.animate(withDuration: 0.4 * d, delay: 0.6 * d, options: [], animations: { toView.alpha = 1 },
                           completion: { _ in finish() })
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            blob.backgroundColor = detailColor
            blob.transform = CGAffineTransform(scaleX: grown, y: grown)
            blob.center = middle
            container.insertSubview(blob, belowSubview: fromView)
            UIView.animate(withDuration: 0.7 * d) { fromView.alpha = 0 }
            UIView.animate(withDuration: 0.6 * d, delay: 0.3 * d, options: [], animations: {
                blob.transform = .identity
                blob.center = CGPoint(x: self.box.midX, y: self.box.midY)
                blob.backgroundColor = self.boxColor
            }, completion: { _ in finish() })
        }
    }
}

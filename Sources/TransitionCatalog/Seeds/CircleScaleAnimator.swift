import UIKit

/// A presentation revealed by a circle growing from the screen's centre, and its dismissal
/// shrinking the circle back (seed 001, type circle).
///
/// The presented view is masked by a CAShapeLayer whose path goes between a 50-pt oval whose
/// square has its origin (not its centre) at the container's centre, as the seed draws it, and
/// a circle about the centre through the corners; easeOut when presenting, easeIn (the time
/// reverse) when dismissing, so dismiss frame t is present frame d − t. The circle is closed so
/// both paths have the same elements and interpolate element by element. 0.5 s; the mask is
/// removed at the end.
public final class CircleScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let masked: UIView
        if presenting {
            container.addSubview(toView)
            masked = toView
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            masked = fromView
        }
        let b = container.bounds
        let dot = UIBezierPath(ovalIn: CGRect(x: b.midX, y: b.midY, width: 50, height: 50)).cgPath
        let radius = (b.width / 2 * b.width / 2 + b.height / 2 * b.height / 2).squareRoot()
        let circle = UIBezierPath(arcCenter: CGPoint(x: b.midX, y: b.midY), radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        circle.close()
        let mask = CAShapeLayer()
        mask.path = presenting ? circle.cgPath : dot
        masked.layer.mask = mask

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            masked.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let scale = CABasicAnimation(keyPath: "path")
        scale.fromValue = presenting ? dot : circle.cgPath
        scale.toValue = presenting ? circle.cgPath : dot
        scale.duration = transitionDuration(using: transitionContext)
        scale.timingFunction = CAMediaTimingFunction(name: presenting ? .easeOut : .easeIn)
        mask.add(scale, forKey: "path")
        CATransaction.commit()
    }
}

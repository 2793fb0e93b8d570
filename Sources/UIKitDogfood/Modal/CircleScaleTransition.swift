import UIKit

/// A presentation revealed by a circle growing from the screen's centre, and its dismissal
/// shrinking the circle back, as a transitioning delegate hands them to UIKit.
package final class CircleScaleTransition: PresentDismissTransition {
    package init() { super.init { CircleScaleAnimator(presenting: $0) } }
}

/// Masks the presented view with a CAShapeLayer whose path animates between a 50-pt oval at
/// the centre and a circle through the corners.
final class CircleScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
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
        let circle = UIBezierPath(arcCenter: CGPoint(x: b.midX, y: b.midY), radius: hypot(b.width / 2, b.height / 2),
                                  startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        let mask = CAShapeLayer()
        mask.path = presenting ? circle : dot
        masked.layer.mask = mask

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            masked.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let scale = CABasicAnimation(keyPath: "path")
        scale.fromValue = presenting ? dot : circle
        scale.toValue = presenting ? circle : dot
        scale.duration = transitionDuration(using: transitionContext)
        scale.timingFunction = CAMediaTimingFunction(name: presenting ? .easeOut : .easeIn)
        mask.add(scale, forKey: "path")
        CATransaction.commit()
    }
}

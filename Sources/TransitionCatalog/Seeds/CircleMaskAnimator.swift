import UIKit

/// Push and pop revealed by a circle growing from a button (seeds 002 and 003): the next screen
/// is added on top and masked by a CAShapeLayer whose oval grows linearly from the button to a
/// circle around it reaching the farthest corner, so the last frame is the next screen alone.
/// 0.5 s; the mask is removed at the end.
public final class CircleMaskAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The button the circle grows from, in the container's coordinates.
    public let button: CGRect
    public let duration: TimeInterval
    private weak var context: UIViewControllerContextTransitioning?

    public init(button: CGRect, duration: TimeInterval = 0.5) {
        self.button = button
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        context = transitionContext
        let container = transitionContext.containerView
        container.addSubview(toView)
        let b = container.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        let radius = corners.map { (($0.x - button.midX) * ($0.x - button.midX) + ($0.y - button.midY) * ($0.y - button.midY)).squareRoot() }.max()!
        let start = UIBezierPath(ovalIn: button).cgPath
        let end = UIBezierPath(ovalIn: button.insetBy(dx: -radius, dy: -radius)).cgPath
        let mask = CAShapeLayer()
        mask.path = end
        toView.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = start
        grow.toValue = end
        grow.duration = transitionDuration(using: transitionContext)
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        grow.delegate = self
        mask.add(grow, forKey: "path")
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}

import UIKit

/// The "Ping" circular reveal, push and pop alike: the screen being left flies off down-left
/// while it grows, the next one is uncovered by a circle growing from the button (a
/// CAShapeLayer mask whose path animation completes the transition), and the next screen's
/// text zooms in from the button.
///
/// Timings (seed 000): the mask 0.25 s, linear (Core Animation's default: the article's text
/// says 0.15 s but its code sets none); the snapshot 0.25 s easeIn, moved by (−1000, +1500)
/// and scaled by 5; the text 0.25 s easeOut after 0.1 s, from alpha 0 and scale 0.1 at the
/// button. The transition completes when the mask ends; the text ends at 0.35 s.
/// `timeScale` multiplies every timing (a whole run of `timeScale · 0.35 s`).
public final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The button the circle grows from, in the container's coordinates.
    public let button: CGRect
    /// The mask's duration before `timeScale` (0.25 s).
    public let maskDuration: TimeInterval
    /// The factor every timing is multiplied by.
    public let timeScale: Double
    /// The `accessibilityIdentifier` of the next screen's view that zooms in from the button.
    public let textIdentifier: String
    private weak var context: UIViewControllerContextTransitioning?

    public init(button: CGRect, maskDuration: TimeInterval = 0.25, timeScale: Double = 1, textIdentifier: String = "text") {
        self.button = button
        self.maskDuration = maskDuration
        self.timeScale = timeScale
        self.textIdentifier = textIdentifier
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        maskDuration * timeScale
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let snapshot = fromView.snapshotView(afterScreenUpdates: false) else {
            return transitionContext.completeTransition(false)
        }
        context = transitionContext
        let container = transitionContext.containerView

        // A backdrop in the old screen's colour behind its snapshot, which flies off.
        let backdrop = UIView(frame: container.bounds)
        backdrop.backgroundColor = fromView.backgroundColor
        container.addSubview(backdrop)
        container.addSubview(snapshot)
        fromView.removeFromSuperview()
        UIView.animate(withDuration: 0.25 * timeScale, delay: 0, options: [.curveEaseIn], animations: {
            snapshot.center = CGPoint(x: snapshot.center.x + -1000, y: snapshot.center.y + 1500)
            snapshot.transform = CGAffineTransform(scaleX: 5, y: 5)
        })

        // The next screen, uncovered by a circle growing from the button to the farthest corner.
        container.addSubview(toView)
        let b = container.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        let radius = corners.map { (($0.x - button.midX) * ($0.x - button.midX) + ($0.y - button.midY) * ($0.y - button.midY)).squareRoot() }.max()!
        let start = UIBezierPath(ovalIn: CGRect(x: button.minX, y: button.minY, width: button.width, height: button.width)).cgPath
        let end = UIBezierPath(ovalIn: button.insetBy(dx: -radius, dy: -radius)).cgPath
        let mask = CAShapeLayer()
        mask.path = end
        toView.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = start
        grow.toValue = end
        grow.duration = transitionDuration(using: transitionContext)
        grow.delegate = self
        mask.add(grow, forKey: "path")

        // The next screen's text zooms in from the button.
        if let text = Self.view(in: toView, identifiedBy: textIdentifier) {
            let resting = text.center
            text.alpha = 0
            text.center = CGPoint(x: button.midX, y: button.midY)
            text.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            UIView.animate(withDuration: 0.25 * timeScale, delay: 0.1 * timeScale, options: [.curveEaseOut], animations: {
                text.alpha = 1
                text.center = resting
                text.transform = .identity
            })
        }
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// The first view of `root`'s subtree (root included) with the accessibility identifier.
    private static func view(in root: UIView, identifiedBy id: String) -> UIView? {
        if root.accessibilityIdentifier == id { return root }
        for s in root.subviews { if let v = view(in: s, identifiedBy: id) { return v } }
        return nil
    }
}

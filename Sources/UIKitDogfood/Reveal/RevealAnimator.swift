import UIKit

/// A circular reveal in plain UIKit: the old screen's snapshot flies off down-left while it
/// grows, the new screen is uncovered by a circle growing from the old screen's dot (a
/// CAShapeLayer mask with a path animation whose delegate completes the transition), and the
/// new screen's text zooms in from the dot.
package final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private weak var context: UIViewControllerContextTransitioning?

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from) as? RevealScreenController,
              let to = transitionContext.viewController(forKey: .to) as? RevealScreenController,
              let snapshot = from.view.snapshotView(afterScreenUpdates: false) else {
            return transitionContext.completeTransition(false)
        }
        context = transitionContext
        let container = transitionContext.containerView

        let backdrop = UIView(frame: container.bounds)
        backdrop.backgroundColor = from.view.backgroundColor
        container.addSubview(backdrop)
        container.addSubview(snapshot)
        from.view.removeFromSuperview()
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseIn], animations: {
            snapshot.center = CGPoint(x: snapshot.center.x - 1000, y: snapshot.center.y + 1500)
            snapshot.transform = CGAffineTransform(scaleX: 5, y: 5)
        })

        container.addSubview(to.view)
        reveal(to.view, from: from.dot.frame, in: container.bounds)
        zoomIn(to.body, from: from.dot.center)
    }

    private func reveal(_ view: UIView, from dot: CGRect, in bounds: CGRect) {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { hypot($0.x - dot.midX, $0.y - dot.midY) }.max()!
        let start = UIBezierPath(ovalIn: CGRect(x: dot.minX, y: dot.minY, width: dot.width, height: dot.width))
        let end = UIBezierPath(ovalIn: dot.insetBy(dx: -radius, dy: -radius))
        let mask = CAShapeLayer()
        mask.path = end.cgPath
        view.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = start.cgPath
        grow.toValue = end.cgPath
        grow.delegate = self
        mask.add(grow, forKey: "reveal")
    }

    private func zoomIn(_ text: UIView, from point: CGPoint) {
        let resting = text.center
        text.alpha = 0
        text.center = point
        text.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        UIView.animate(withDuration: 0.25, delay: 0.1, options: [.curveEaseOut], animations: {
            text.alpha = 1
            text.center = resting
            text.transform = .identity
        })
    }

    package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.viewController(forKey: .to)?.view.layer.mask = nil
        context?.completeTransition(true)
    }
}

/// Answers every push and pop with the reveal.
package final class RevealNavigationDelegate: NSObject, UINavigationControllerDelegate {
    package func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        RevealAnimator()
    }
}

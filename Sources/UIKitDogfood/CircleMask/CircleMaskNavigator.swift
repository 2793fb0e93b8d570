import UIKit

/// Push and pop revealed by a circle growing from the trigger button, tapped (animated) or
/// dragged (a pan down the screen drives the circle; past halfway it finishes, else it cancels).
package final class CircleMaskNavigator: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController
    private let trigger: CGRect
    private let makeNext: () -> UIViewController
    /// The interaction of the pan in progress, if any.
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// How far a pan travels for the whole transition, in points.
    package static let dragDistance: CGFloat = 400

    /// `trigger` is the button's frame in the screen; `makeNext` makes the screen a pan pushes.
    package init(navigationController: UINavigationController, trigger: CGRect, makeNext: @escaping () -> UIViewController) {
        self.navigationController = navigationController
        self.trigger = trigger
        self.makeNext = makeNext
        super.init()
        navigationController.delegate = self
        navigationController.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(CircleMaskNavigator.handlePan)))
    }

    /// Pushes when the stack has one screen, pops otherwise, following the pan.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: navigationController.view).y / Self.dragDistance, 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            if navigationController.viewControllers.count == 1 {
                navigationController.pushViewController(makeNext(), animated: true)
            } else {
                navigationController.popViewController(animated: true)
            }
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            interaction?.update(progress)
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            break
        }
    }

    package func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircleMaskAnimator(trigger: trigger)
    }

    package func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Reveals the new screen through a CAShapeLayer mask whose oval grows, linearly over 0.5 s,
/// from the trigger to a circle around it that covers the screen.
final class CircleMaskAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private let trigger: CGRect
    private weak var context: UIViewControllerContextTransitioning?

    init(trigger: CGRect) { self.trigger = trigger }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        context = transitionContext
        let container = transitionContext.containerView
        container.addSubview(toView)
        let b = container.bounds
        let farthest = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            .map { hypot($0.x - trigger.midX, $0.y - trigger.midY) }.max()!
        let start = UIBezierPath(ovalIn: trigger).cgPath
        let end = UIBezierPath(ovalIn: trigger.insetBy(dx: -farthest, dy: -farthest)).cgPath
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

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}

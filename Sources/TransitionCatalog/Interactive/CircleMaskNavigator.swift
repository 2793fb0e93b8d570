import UIKit

/// Push and pop revealed by a circle growing from the trigger button, tapped (animated) or
/// dragged (a pan down the screen drives the circle through a UIPercentDrivenInteractiveTransition;
/// past halfway it finishes, else it cancels).
public final class CircleMaskNavigator: NSObject, UINavigationControllerDelegate {
    private let navigationController: UINavigationController
    private let trigger: CGRect
    private let makeNext: () -> UIViewController
    /// The interaction of the pan in progress, if any.
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// How far a pan travels for the whole transition, in points.
    public static let dragDistance: CGFloat = 400

    /// `trigger` is the button's frame in the screen; `makeNext` makes the screen a pan pushes.
    public init(navigationController: UINavigationController, trigger: CGRect, makeNext: @escaping () -> UIViewController) {
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

    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircleMaskAnimator(button: trigger)
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}


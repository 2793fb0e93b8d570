import UIKit

/// A card sheet: the presented screen slides up to cover the bottom half over a dimming view
/// that fades in alongside (the transition coordinator), and the presenting screen stays;
/// dismissing slides it back down while the dimming fades out.
package final class CardPresentation: NSObject, UIViewControllerTransitioningDelegate {
    package func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    package func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: true)
    }

    package func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: false)
    }
}

final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the card up from below the screen (or back down) with ease-out over 0.4 s.
final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        // Presenting: where the presentation controller puts the card; dismissing: where it is now.
        let onScreen = presenting ? transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? card.frame
            : card.frame
        let offScreen = onScreen.offsetBy(dx: 0, dy: onScreen.height)
        if presenting {
            transitionContext.containerView.addSubview(card)
            card.frame = offScreen
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            card.frame = self.presenting ? onScreen : offScreen
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

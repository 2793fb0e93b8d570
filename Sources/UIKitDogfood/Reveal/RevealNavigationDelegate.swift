import UIKit
import TransitionCatalog

/// Answers every push and pop between reveal screens with the reveal from the old screen's dot.
package final class RevealNavigationDelegate: NSObject, UINavigationControllerDelegate {
    package func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let from = fromVC as? RevealScreenController else { return nil }
        return RevealAnimator(dot: from.dot.frame)
    }
}

/// The app's own animator type, as an app names it, playing the catalog's circular reveal
/// (recordings' titles name this type).
final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let reveal: CircularRevealAnimator

    init(dot: CGRect) { reveal = CircularRevealAnimator(button: dot) }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        reveal.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { reveal.animateTransition(using: transitionContext) }
}

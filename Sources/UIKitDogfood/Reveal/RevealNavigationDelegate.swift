import UIKit
import TransitionCatalog

/// Answers every push and pop between reveal screens with the catalog's circular reveal from
/// the old screen's dot, as an app using the catalog would.
package final class RevealNavigationDelegate: NSObject, UINavigationControllerDelegate {
    package func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let from = fromVC as? RevealScreenController else { return nil }
        return CircularRevealAnimator(button: from.dot.frame)
    }
}

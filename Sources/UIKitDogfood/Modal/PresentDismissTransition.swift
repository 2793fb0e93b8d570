import UIKit

/// A transitioning delegate handing UIKit one animator for a presentation and its mirror for the
/// dismissal, as the seed's modal transitions do (one animator class, a `presenting` flag).
package class PresentDismissTransition: NSObject, UIViewControllerTransitioningDelegate {
    private let animator: (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning

    init(animator: @escaping (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    package func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator(true)
    }

    package func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator(false)
    }
}

import UIKit
internal import Transitions
internal import Raster

/// A controller whose view is one of a scene's screens, built at the screen size; views the
/// scene names (`identifier`) carry it as their `accessibilityIdentifier`, as app code finds them.
final class SceneScreenController: UIViewController {
    let screen: Screen
    let screenSize: Size

    init(_ screen: Screen, size: Size) {
        self.screen = screen
        screenSize = size
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Every orientation: the device alone decides (see SceneNavigationController).
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    override func loadView() {
        let root = screen.build(screenSize)
        root.frame = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
        Self.nameViews(root)
        view = UIView.face(for: root)
    }

    private static func nameViews(_ v: View) {
        if let id = v.identifier { UIView.face(for: v).accessibilityIdentifier = id }
        for s in v.subviews { nameViews(s) }
    }
}

/// Hands the navigation controller the catalog entry's animator for every push and pop (and
/// the interaction controller of a held, interactive run).
final class SceneNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator: () -> UIViewControllerAnimatedTransitioning
    let interaction: UIPercentDrivenInteractiveTransition?
    /// `animator` is made when UIKit asks, once the screens are loaded.
    init(_ animator: @escaping () -> UIViewControllerAnimatedTransitioning, interaction: UIPercentDrivenInteractiveTransition?) {
        self.animator = animator
        self.interaction = interaction
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator()
    }
}

/// Hands UIKit the catalog entry's animator for a presentation and its dismissal (and the
/// interaction controller of a held, interactive run).
final class SceneTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: () -> UIViewControllerAnimatedTransitioning
    let interaction: UIPercentDrivenInteractiveTransition?
    /// `animator` is made when UIKit asks, once the screens are loaded.
    init(_ animator: @escaping () -> UIViewControllerAnimatedTransitioning, interaction: UIPercentDrivenInteractiveTransition?) {
        self.animator = animator
        self.interaction = interaction
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator()
    }
}

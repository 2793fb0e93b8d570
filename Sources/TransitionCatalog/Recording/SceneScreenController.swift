import UIKit
internal import Raster

/// A controller whose view is one of a scene's screens, built in UIKit at the screen size.
final class SceneScreenController: UIViewController {
    let screen: UIKitScreen
    let screenSize: Size

    init(_ screen: UIKitScreen, size: Size) {
        self.screen = screen
        screenSize = size
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Every orientation: the device alone decides (see SceneNavigationController).
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    /// The width the screen's views were built for.
    private var builtWidth: CGFloat = 0
    /// The screen's own: light content over its dark colours, dark content over its light ones.
    override var preferredStatusBarStyle: UIStatusBarStyle { screen.statusBarStyle }
    /// The screen's own: hidden over a screenshot, which holds its status bar already.
    override var prefersStatusBarHidden: Bool { screen.prefersStatusBarHidden }

    override func loadView() {
        view = screen.makeView(size: screenSize)
        builtWidth = CGFloat(screenSize.width)
    }

    /// A presentation that lays the view out at another width (a form sheet's card on a pad)
    /// has the screen built again at the view's size, as an app's screen lays itself out to its
    /// bounds. A change of height alone keeps the layout: a page sheet, the screen's width and a
    /// little shorter, shows the screen as built (its frames keep their bytes).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = view.bounds.size
        guard size.width > 0, size.height > 0, abs(size.width - builtWidth) > 0.5 else { return }
        builtWidth = size.width
        let fresh = screen.build(size)
        for s in view.subviews { s.removeFromSuperview() }
        view.backgroundColor = fresh.backgroundColor
        for s in fresh.subviews { view.addSubview(s) }
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

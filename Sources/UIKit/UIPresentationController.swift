/// UIPresentationController: the chrome and frame of a `.custom` presentation (dimming views, cards).
open class UIPresentationController {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController
    /// The transition's container (set when the presentation starts).
    open internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The view the animator animates (the presented controller's, unless overridden).
    open var presentedView: UIView? { presentedViewController.view }
    /// The presented view's frame at the end (the whole container, unless overridden).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

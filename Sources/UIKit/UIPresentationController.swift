/// UIPresentationController: the chrome and frame of a `.custom` presentation (dimming views, cards).
open class UIPresentationController: UIContentContainer {
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
    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

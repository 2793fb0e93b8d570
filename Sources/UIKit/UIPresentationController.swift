/// UIPresentationController: the chrome and frame of a `.custom` presentation (dimming views, cards).
open class UIPresentationController: UIContentContainer {
    public let presentedViewController: UIViewController
    /// The presenting controller (a sheet made before its presentation learns it when presented).
    public internal(set) var presentingViewController: UIViewController
    /// The transition's container (set when the presentation starts).
    open internal(set) var containerView: UIView?
    /// Decides about adapting and interactive dismissal (see UIAdaptivePresentationControllerDelegate).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

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
    /// The style the presentation adapts to in a compact width (.fullScreen). UIKit asks it when
    /// a presentation adapts; the recorder's presentations draw the style asked for (see
    /// UIAdaptivePresentationControllerDelegate.swift), so nothing asks it yet.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// A change of the container's size (rotation, a window resize): recordings do neither, so
    /// UIKit's caller never runs here; overrides compile and are kept for when it does.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// Called when the presentation's traits changed (Appearance/UITraitEnvironment.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The override and the traits last delivered (Appearance/TraitState.swift).
    package var traitStorage: TraitState?
}

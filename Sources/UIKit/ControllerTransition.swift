internal import Transitions

/// One push, pop, presentation or dismissal: the context its animator sees, the appearance
/// calls around it, and what UIKit does to the views when it completes or is cancelled.
package final class ControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    package enum Kind: String { case push, pop, present, dismiss, select }

    package let kind: Kind
    let fromVC: UIViewController
    let toVC: UIViewController
    package let containerView: UIView
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning?
    package let isAnimated: Bool
    let presentation: UIPresentationController?
    package let presentationStyle: UIModalPresentationStyle
    /// What the caller does to its own state when the transition ends (true: completed).
    var finish: ((Bool) -> Void)?
    /// What runs once the transition is the controllers' coordinator, before the animator
    /// starts: the presentation controller's presentation/dismissalTransitionWillBegin, which
    /// registers alongside animations through `transitionCoordinator`, as in UIKit.
    var willBegin: (() -> Void)?
    /// When it started and when `completeTransition` was called, on the virtual clock.
    package let startTime: Double
    package private(set) var completion: (time: Double, didComplete: Bool)?
    package private(set) var isInteractive: Bool = false
    package private(set) var transitionWasCancelled = false
    private var alongside: [(animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)] = []
    /// The duration the animator reported.
    package private(set) var duration: Double = 0

    init(kind: Kind, from: UIViewController, to: UIViewController, container: UIView, animator: UIViewControllerAnimatedTransitioning,
         interaction: UIViewControllerInteractiveTransitioning?, animated: Bool, presentation: UIPresentationController?,
         style: UIModalPresentationStyle) {
        self.kind = kind
        fromVC = from
        toVC = to
        containerView = container
        self.animator = animator
        self.interaction = interaction
        isAnimated = animated
        self.presentation = presentation
        presentationStyle = style
        startTime = CACurrentMediaTime()
        // The outgoing controller's view keeps the safe area it has now while the transition
        // runs (UIKit's view-controller views take their insets from their container, not from
        // where an animator's transform puts them, nor from bars changing for the incoming
        // screen): a dismissal that slides the screen off keeps its layout. Released at completion.
        if animated { from.viewIfLoaded?.holdSafeAreaInsets() }
    }

    /// A short name for messages ("push of BlackViewController").
    package var summary: String { "\(kind.rawValue) from \(type(of: fromVC)) to \(type(of: toVC)) (animator \(type(of: animator)))" }

    func start() {
        UIKitSession.current?.started(self)
        fromVC.activeTransition = self
        toVC.activeTransition = self
        willBegin?()
        let toView = toVC.view!
        toView.frame = finalFrame(for: toVC)
        fromVC.beginAppearanceTransition(false, animated: isAnimated)
        toVC.beginAppearanceTransition(true, animated: isAnimated)
        toView.layoutIfNeeded()
        guard isAnimated else {
            if toView.superview == nil { containerView.addSubview(toView) }
            // Nothing animates: UIKit runs the alongside blocks at once, then their completions.
            for i in alongside.indices {
                alongside[i].animation?(self)
                alongside[i].animation = nil
            }
            completeTransition(true)
            return
        }
        duration = animator.transitionDuration(using: self)
        let begin = { [self] in
            if let interaction, interaction.wantsInteractiveStart {
                isInteractive = true
                interaction.startInteractiveTransition(self)
            } else {
                animator.animateTransition(using: self)
            }
            runAlongside()
        }
        // A device recording's status bar changes style with the transition (SystemChrome+TransitionStyle.swift).
        if let chrome = DeviceScreen.current?.chrome { chrome.joiningStyleChange(duration: duration, begin) } else { begin() }
    }

    // MARK: UIViewControllerContextTransitioning

    /// The rotation a transition applies alongside (a size change on rotation): none here, as
    /// no recording rotates the interface, so identity is UIKit's answer too.
    package var targetTransform: CGAffineTransform { .identity }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromVC : key == .to ? toVC : nil
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        // A custom presentation keeps the presenting view where it is: UIKit hands out nil for it.
        let keepsPresenter = presentationStyle == .custom || presentationStyle == .overFullScreen || presentationStyle == .overCurrentContext
        switch (key, kind) {
        case (.from, .present) where keepsPresenter, (.to, .dismiss) where keepsPresenter: return nil
        case (.from, _): return presentation != nil && kind == .dismiss ? presentation!.presentedView : fromVC.view
        case (.to, _): return presentation != nil && kind == .present ? presentation!.presentedView : toVC.view
        default: return nil
        }
    }

    package func initialFrame(for vc: UIViewController) -> CGRect {
        guard vc === fromVC else { return .zero }
        if kind == .dismiss, let p = presentation { return p.frameOfPresentedViewInContainerView }
        return containerView.bounds
    }

    package func finalFrame(for vc: UIViewController) -> CGRect {
        // The controller a presentation controller dismisses: UIKit answers the presented frame
        // (Jelly, SPStorkController and Presentr size the view's exit from it), not CGRect.zero.
        if kind == .dismiss, vc === fromVC, let p = presentation { return p.frameOfPresentedViewInContainerView }
        guard vc === toVC else { return .zero }
        if kind == .present, let p = presentation { return p.frameOfPresentedViewInContainerView }
        return containerView.bounds
    }

    package func completeTransition(_ didComplete: Bool) {
        guard completion == nil else { return }
        completion = (CACurrentMediaTime(), didComplete)
        transitionWasCancelled = !didComplete
        if didComplete {
            if kind == .push || kind == .pop || kind == .select { fromVC.view.removeFromSuperview() }
            fromVC.endAppearanceTransition()
            toVC.endAppearanceTransition()
        } else {
            if kind == .push || kind == .pop || kind == .select { toVC.view.removeFromSuperview() }
            toVC.beginAppearanceTransition(false, animated: true); toVC.endAppearanceTransition()
            fromVC.beginAppearanceTransition(true, animated: true); fromVC.endAppearanceTransition()
        }
        fromVC.viewIfLoaded?.releaseSafeAreaInsets()
        finish?(didComplete)
        animator.animationEnded(didComplete)
        for a in alongside { a.completion?(self) }
        fromVC.activeTransition = nil
        toVC.activeTransition = nil
    }

    // MARK: Interaction (UIPercentDrivenInteractiveTransition drives these)

    package var percentComplete: CGFloat = 0
    package func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    package func finishInteractiveTransition() { isInteractive = false }
    package func cancelInteractiveTransition() { isInteractive = false; transitionWasCancelled = true }
    package func pauseInteractiveTransition() { isInteractive = true }

    // MARK: UIViewControllerTransitionCoordinator

    package var isCancelled: Bool { transitionWasCancelled }
    package var transitionDuration: TimeInterval { duration }

    package func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        alongside.append((animation, completion))
        if completion == nil && animation == nil { return false }
        return true
    }

    /// Runs the alongside animations in one block of the transition's duration (as UIKit does
    /// for a non-interactive transition), once the animator has set up its own.
    private func runAlongside() {
        let blocks = alongside.compactMap(\.animation)
        guard !blocks.isEmpty else { return }
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: { for b in blocks { b(self) } })
        for i in alongside.indices { alongside[i].animation = nil }
    }

    /// Alongside animations registered after the start (from viewWillAppear) run when it starts.
    func flushAlongside() { runAlongside() }
}

/// The transition coordinator a controller reaches while its transition runs.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a controller transition and hears when it ends.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Alongside animations with no completion (UIKit's imported signature defaults `completion` to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

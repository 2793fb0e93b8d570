/// UIModalTransitionStyle.crossDissolve (TRANSITIONS.md section 6), present and dismiss.
///
/// Present: the to-view is added over the from-view and its alpha goes 0 → 1, so a frame at
/// time t shows `from · (1 − e) + to · e` with e = easeInEaseOut(t / d), d = 0.5 s.
/// Dismiss: the to-view (the screen underneath) goes back below the from-view, which fades
/// 1 → 0 over it the same way. Written as a plain `View.animate` block, whose default curve is
/// easeInEaseOut, as a UIKit port would read.
public struct CrossDissolveAnimator: TransitionAnimator {
    /// The duration when none is requested: UIKit publishes none; 0.5 s is our default.
    public static let defaultDuration = 0.5

    /// The operation decides which view fades: the incoming one (present) or the outgoing one.
    public let operation: TransitionOperation

    /// An animator for one direction (push/present fade in; pop/dismiss fade out).
    public init(operation: TransitionOperation = .present) { self.operation = operation }

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        toView.frame = context.finalFrame(for: toView)
        let fadingIn = operation.isForward
        if fadingIn {
            container.addSubview(toView)
            toView.alpha = 0
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        View.animate(withDuration: transitionDuration(using: context)) {
            if fadingIn { toView.alpha = 1 } else { fromView.alpha = 0 }
        } completion: { _ in
            // The model alpha of the from-view is restored: a dismissed screen can be shown again.
            if !fadingIn { fromView.alpha = 1 }
            context.completeTransition(true)
        }
    }
}

/// UIModalTransitionStyle.crossDissolve, present and dismiss.
///
/// Both directions alike: the to-view is added on top at alpha 0 over the from-view at alpha 1,
/// and one block animates the to-view's alpha to 1 and the from-view's to 0 on UIKit's system
/// curve (`SystemCurve`, curve 7) over its 0.5 s. Each view's alpha is group opacity, so a frame
/// at eased progress e shows `to · e + from · (1 − e)²` over the window's black, which shows
/// through by `e (1 − e)` (a quarter at the midpoint), as on a device.
/// Where this comes from: Apple's UIModalTransitionStyle.crossDissolve documentation ("the
/// current view fades out while the new view fades in at the same time"), and decompiled
/// UITransitionView, whose case 6 sets the to-view's alpha to 0 and the from-view's to 1, adds the
/// to-view as the top subview, then animates to-alpha 1 and from-alpha 0 with curve 7.
package struct CrossDissolveAnimator: TransitionAnimator {
    /// The duration when none is requested: the system curve's 0.5 s.
    package static let defaultDuration = SystemCurve.duration

    /// Present/push or dismiss/pop; both fade the same way (UIKit's case 6 has no direction).
    package let operation: TransitionOperation

    /// An animator for one direction.
    package init(operation: TransitionOperation = .present) { self.operation = operation }

    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        toView.frame = context.finalFrame(for: toView)
        container.addSubview(toView)
        toView.alpha = 0
        fromView.alpha = 1
        View.animate(withDuration: transitionDuration(using: context), options: .curveSystem) {
            toView.alpha = 1
            fromView.alpha = 0
        } completion: { _ in
            // The model alpha of the from-view is restored (UITransitionView does the same when
            // the transition completes): a screen that was left can be shown again.
            fromView.alpha = 1
            context.completeTransition(true)
        }
    }
}

// Status: UIKit's private animation of UIModalTransitionStyle.crossDissolve (UITransitionView),
// present and dismiss, on the system curve.

/// UIModalTransitionStyle.crossDissolve, present and dismiss.
///
/// Both directions alike: the to-view is added on top at alpha 0 over the from-view at alpha 1,
/// and one block animates the to-view's alpha to 1 and the from-view's to 0 on UIKit's system
/// curve (curve 7) over its 0.5 s. Each view's alpha is group opacity, so a frame at eased
/// progress e shows `to · e + from · (1 − e)²` over the window's black, which shows through by
/// `e (1 − e)` (a quarter at the midpoint), as on a device.
/// Where this comes from: Apple's UIModalTransitionStyle.crossDissolve documentation ("the
/// current view fades out while the new view fades in at the same time"), and decompiled
/// UITransitionView, whose case 6 sets the to-view's alpha to 0 and the from-view's to 1, adds the
/// to-view as the top subview, then animates to-alpha 1 and from-alpha 0 with curve 7.
final class CrossDissolveTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SystemTransitionOverrides.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        // A presentation that keeps the presenting view hands out no view for that side.
        let fromView = ctx.view(forKey: .from), toView = ctx.view(forKey: .to)
        if let toView, let toVC = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: toVC)
            ctx.containerView.addSubview(toView)
        }
        toView?.alpha = 0
        fromView?.alpha = 1
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) {
            toView?.alpha = 1
            fromView?.alpha = 0
        } completion: { _ in
            // The from-view's alpha is restored (UITransitionView does the same when the
            // transition completes): a screen that was left can be shown again.
            fromView?.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

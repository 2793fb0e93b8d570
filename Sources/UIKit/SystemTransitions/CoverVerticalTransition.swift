// Status: UIKit's private animation of UIModalTransitionStyle.coverVertical (UITransitionView),
// present and dismiss, on the system curve.

/// UIModalTransitionStyle.coverVertical, UIKit's default modal style.
///
/// Present: the to-view slides up over the from-view, its translation going from (0, H) to
/// (0, 0) on UIKit's system curve (curve 7) over its 0.5 s; the from-view does not move.
/// Dismiss: the reverse, the from-view slides down from (0, 0) to (0, H), uncovering the to-view
/// beneath it. The translation is the view's affine transform, so its frame stays the final
/// frame throughout. The curve: UITransitionView, which runs the modal styles, sets its
/// animation curve to 7 (decompiled UIKit) — 55 % of the way up at 0.1 s, not easeInEaseOut's 8 %.
final class CoverVerticalTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// True for a presentation, false for a dismissal.
    let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SystemTransitionOverrides.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        // A presentation that keeps the presenting view (`.overFullScreen`, `.custom`) hands out
        // no view for that side: it stays where it is.
        let fromView = ctx.view(forKey: .from), toView = ctx.view(forKey: .to)
        if let toView, let toVC = ctx.viewController(forKey: .to) { toView.frame = ctx.finalFrame(for: toVC) }
        let below = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let moving: UIView?
        let target: CGAffineTransform
        if isPresenting {
            if let toView { container.addSubview(toView) }
            toView?.transform = below
            (moving, target) = (toView, .identity)
        } else {
            if let toView {
                if let fromView { container.insertSubview(toView, belowSubview: fromView) } else { container.insertSubview(toView, at: 0) }
            }
            (moving, target) = (fromView, below)
        }
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) {
            moving?.transform = target
        } completion: { _ in
            moving?.transform = .identity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

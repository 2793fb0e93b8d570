import Raster

/// UIModalTransitionStyle.coverVertical, UIKit's default modal style.
///
/// Present: the to-view slides up over the from-view, its translation going from (0, H) to
/// (0, 0) on UIKit's system curve (`SystemCurve`, curve 7) over its 0.5 s; the from-view does
/// not move. Dismiss: the reverse, the from-view slides down from (0, 0) to (0, H), uncovering
/// the to-view beneath it. The translation is the view's affine transform, so its frame stays
/// the final frame throughout. The curve: UITransitionView, which runs the modal styles, sets
/// its animation curve to 7 (decompiled UIKit) — 55 % of the way up at 0.1 s, not easeInEaseOut's 8 %.
package struct CoverVerticalAnimator: TransitionAnimator {
    /// The duration when none is requested: the system curve's 0.5 s.
    package static let defaultDuration = SystemCurve.duration

    /// Present/push slide the to-view up; dismiss/pop slide the from-view down.
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
        let below = Transform2D(translationX: 0, y: container.bounds.height)
        let moving: View
        let target: Transform2D
        if operation.isForward {
            container.addSubview(toView)
            toView.transform = below
            (moving, target) = (toView, .identity)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            (moving, target) = (fromView, below)
        }
        View.animate(withDuration: transitionDuration(using: context), options: .curveSystem) {
            moving.transform = target
        } completion: { _ in
            moving.transform = .identity
            context.completeTransition(true)
        }
    }
}

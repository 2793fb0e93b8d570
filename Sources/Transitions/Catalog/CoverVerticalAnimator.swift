import Raster

/// UIModalTransitionStyle.coverVertical, UIKit's default modal style (TRANSITIONS.md section 6).
///
/// Present: the to-view slides up over the from-view, its translation going from (0, H) to
/// (0, 0) with easeInEaseOut over 0.5 s; the from-view does not move. Dismiss: the reverse,
/// the from-view slides down from (0, 0) to (0, H), uncovering the to-view beneath it. The
/// translation is the view's affine transform, so its frame stays the final frame throughout.
public struct CoverVerticalAnimator: TransitionAnimator {
    /// The duration when none is requested (Apple publishes none; 0.5 s is our default).
    public static let defaultDuration = 0.5

    /// Present/push slide the to-view up; dismiss/pop slide the from-view down.
    public let operation: TransitionOperation

    /// An animator for one direction.
    public init(operation: TransitionOperation = .present) { self.operation = operation }

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    public func animateTransition(using context: TransitionContext) {
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
        View.animate(withDuration: transitionDuration(using: context)) {
            moving.transform = target
        } completion: { _ in
            moving.transform = .identity
            context.completeTransition(true)
        }
    }
}

import Raster

/// Modal rectangle offset (seed 001's "rectangle" type): present and dismiss.
///
/// Present: the container turns white; the presented (to) view is inserted above the
/// presenting view, translated by (W, H) so it waits off the bottom-right corner. One block
/// animation of the transition duration with UIKit's default curve (easeInEaseOut, 0.5 s)
/// brings it to identity while the presenting view leaves by (−W, −H); white shows in the gap.
/// At the end the presenting view's transform is reset (UIKit keeps that view for the dismiss).
///
/// Dismiss (not in the seed; rendered as the reverse motion): the presented view, now the
/// from-view, stays on top and leaves by (W, H) while the presenting view comes back from
/// (−W, −H) to identity; the same curve, which is symmetric in time, so dismiss frame t equals
/// present frame d − t. At the end the from-view's transform is reset.
package struct RectangleOffsetAnimator: TransitionAnimator {
    /// 0.5 s: the seed does not show its duration.
    package static let defaultDuration = 0.5
    /// What shows between the two screens as they slide apart.
    package static let containerColor = Color.white

    /// An animator; it reads the direction from the context's operation.
    package init() {}

    /// The requested duration, else the default.
    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    /// Sets up the views and animations at t = 0; completes when the last animation ends.
    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        let w = container.bounds.width, h = container.bounds.height
        let downRight = Transform2D(translationX: w, y: h), upLeft = Transform2D(translationX: -w, y: -h)
        let presenting = context.operation.isForward
        container.backgroundColor = Self.containerColor
        if presenting {
            container.insertSubview(toView, aboveSubview: fromView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.transform = presenting ? downRight : upLeft
        View.animate(withDuration: transitionDuration(using: context), animations: {
            toView.transform = .identity
            fromView.transform = presenting ? upLeft : downRight
        }, completion: { _ in
            fromView.transform = .identity
            context.completeTransition(true)
        })
    }
}

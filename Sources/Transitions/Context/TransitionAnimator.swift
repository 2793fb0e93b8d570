/// UIViewControllerAnimatedTransitioning: sets up a transition's views and animations.
///
/// `animateTransition` runs once at t = 0 inside a run's timeline, exactly as UIKit calls it:
/// it adds the to-view to the container, starts animations (blocks or explicit), and arranges
/// for `completeTransition` to be called when they end.
package protocol TransitionAnimator {
    /// The transition's duration in seconds (the animator's own default unless overridden).
    func transitionDuration(using context: TransitionContext) -> Double
    func animateTransition(using context: TransitionContext)
}

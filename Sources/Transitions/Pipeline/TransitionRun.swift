import Raster

/// One run of a transition: the container with both screens, the animator's setup done at
/// t = 0, and the clock. A renderer builds one per frame, or advances the one it drew the
/// previous, earlier frame from (the same state: see `ForwardRun`), so frames are independent.
package final class TransitionRun {
    package let container: View
    package let context: TransitionContext
    package let timeline: Timeline
    /// The animator's own duration (UIViewControllerAnimatedTransitioning.transitionDuration).
    package let transitionDuration: Double

    init(plan: RunSpec) {
        let size = plan.scene.size
        let scene = plan.operation.isForward ? plan.scene : plan.scene.swapped
        let timeline = Timeline()
        let container = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        self.timeline = timeline
        self.container = container
        (context, transitionDuration) = MainScreen.$scale.withValue(plan.scale) {
            timeline.run {
                let fromView = scene.from.build(size)
                let toView = scene.to.build(size)
                fromView.frame = container.bounds
                toView.frame = container.bounds
                container.addSubview(fromView)
                let context = TransitionContext(containerView: container, fromView: fromView, toView: toView,
                                                operation: plan.operation, triggerFrame: plan.trigger,
                                                requestedDuration: plan.requestedDuration, screenScale: plan.scale,
                                                parameters: plan.parameters)
                let animator = plan.descriptor.makeAnimator(plan.operation)
                let d = animator.transitionDuration(using: context)
                animator.animateTransition(using: context)
                return (context, d)
            }
        }
    }

    /// Fires every completion due by `time` (the run as it stands at that moment).
    package func advance(to time: Double) {
        MainScreen.$scale.withValue(context.screenScale) { timeline.advance(to: time) }
    }

    /// Cancels the run as an interactive transition's cancel does: the animator hears
    /// `completeTransition(false)`, and the container is left holding the from-view alone at
    /// its own geometry (animators may have taken it out, as Ping swaps it for a snapshot, or
    /// moved, faded or masked it). The model changes here; a renderer only draws the result.
    package func cancel() {
        MainScreen.$scale.withValue(context.screenScale) {
            timeline.run { context.completeTransition(false) }
        }
        let from = context.fromView
        for sub in container.subviews where sub !== from { sub.removeFromSuperview() }
        if from.superview == nil { container.addSubview(from) }
        from.layer.removeAllAnimations()
        View.performWithoutAnimation {
            from.transform3D = .identity
            from.alpha = 1
            from.frame = container.bounds
        }
        from.layer.mask = nil
    }

    /// Runs the transition to its end (completions can start further animations) and returns
    /// when the last animation or completion happened. The run is spent afterwards.
    func runToEnd() -> Double {
        var end = max(transitionDuration, container.layer.animationsEnd, timeline.lastEventTime)
        for _ in 0..<1000 {
            advance(to: end)
            let next = max(end, container.layer.animationsEnd, timeline.lastEventTime)
            if next <= end { break }
            end = next
        }
        return end
    }
}

/// The fixed inputs of a run (a plan's fields, available before the plan is complete).
struct RunSpec {
    let scene: Scene
    let descriptor: TransitionDescriptor
    let operation: TransitionOperation
    let scale: Double
    let trigger: Rect?
    let requestedDuration: Double?
    let parameters: [String: Double]
}

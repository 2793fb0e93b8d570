/// Plays any `HeroPreset`: stacks the two screens as the preset says and animates each one's
/// motion with the preset's curve, for the preset's Hero duration (`HeroPreset.defaultDuration`:
/// 0.35 s, fade 0.208 s) unless another duration is requested.
///
/// The reverse operation (pop/dismiss) plays the preset's `reversed` row, as Hero's
/// `autoReverse` does, so `hero-push-left` pops with pull-right.
package struct HeroPresetAnimator: TransitionAnimator {
    /// The row actually played (already reversed for pop/dismiss).
    package let preset: HeroPreset

    /// The animator for `preset` run as `operation` (reverse operations play `preset.reversed`).
    package init(preset: HeroPreset, operation: TransitionOperation) {
        self.preset = operation.isForward ? preset : preset.reversed
    }

    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? preset.defaultDuration
    }

    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        toView.frame = context.finalFrame(for: toView)
        if preset.toViewOnTop {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let size = container.bounds.size
        let duration = transitionDuration(using: context)
        let cleanFrom = preset.fromMotion.animate(fromView, in: size, shadow: .hero, duration: duration, curve: .bezier(preset.curve))
        let cleanTo = preset.toMotion.animate(toView, in: size, shadow: .hero, duration: duration, curve: .bezier(preset.curve))
        let clock = Timeline.current
        let finish = {
            cleanFrom()
            cleanTo()
            context.completeTransition(true)
        }
        if let clock { clock.schedule(at: currentMediaTime() + duration, finish) } else { finish() }
    }
}

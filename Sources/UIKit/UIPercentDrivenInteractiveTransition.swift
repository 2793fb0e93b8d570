package import Transitions

/// UIPercentDrivenInteractiveTransition: drives an animator's transition by a fraction (a
/// gesture's progress), then finishes or cancels it at `completionSpeed` along `completionCurve`.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    open private(set) var percentComplete: CGFloat = 0
    private var clock: InteractiveClock?
    /// The animator's interruptible animator, when it has one (driven instead of a clock).
    private var interruptible: UIViewImplicitlyAnimating?
    private weak var context: UIViewControllerContextTransitioning?

    public override init() { super.init() }

    /// The animator's duration, once the transition started.
    open var duration: CGFloat { CGFloat(clock?.duration ?? (interruptible as? UIViewPropertyAnimator)?.duration ?? 0) }

    /// Runs the animator's set-up, held at 0 % until `update(_:)`.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let t = transitionContext as? ControllerTransition else {
            RecordingLog.error("UIPercentDrivenInteractiveTransition started with a context UIKit did not make")
            return
        }
        context = transitionContext
        let animator = t.animator.interruptibleAnimator(using: t)
        if !(animator is NoInterruptibleAnimator) {
            interruptible = animator
            animator.pauseAnimation()
            animator.fractionComplete = percentComplete
            return
        }
        clock = InteractiveClock(duration: t.transitionDuration) { t.animator.animateTransition(using: t) }
        clock?.hold(at: Double(percentComplete) * (clock?.duration ?? 0))
    }

    /// Shows the transition at `percentComplete` (0...1).
    open func update(_ percentComplete: CGFloat) {
        if context == nil {
            RecordingLog.warning("\(type(of: self)).update(_:) changed nothing: no transition runs interactively with it (its wantsInteractiveStart is false and nothing paused the transition, or no transition was given it as its interaction controller)")
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
        clock?.hold(at: Double(self.percentComplete) * (clock?.duration ?? 0))
        interruptible?.fractionComplete = self.percentComplete
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        clock?.run(forward: true, speed: Double(completionSpeed), curve: completionCurve.timing)
        interruptible?.continueAnimation(withTimingParameters: nil, durationFactor: 1 / max(completionSpeed, 1e-9))
    }

    /// Runs the transition back to its start; the animator completes with transitionWasCancelled true.
    open func cancel() {
        context?.cancelInteractiveTransition()
        clock?.run(forward: false, speed: Double(completionSpeed), curve: completionCurve.timing)
        interruptible?.isReversed = true
        interruptible?.continueAnimation(withTimingParameters: nil, durationFactor: 1 / max(completionSpeed, 1e-9))
    }

    open func pauseInteractiveTransition() { context?.pauseInteractiveTransition() }
}

extension UIView.AnimationCurve {
    package var timing: TimingFunction {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

internal import Transitions

// Covers how a transition (present, dismiss, push, pop, a tab switch, any animator) changes the
// drawn status bar's style: as it starts, to the style of the controller that decides once it
// is over, animated with it. UIKit joins that update to the animations in progress
// (`_setPresentedStatusBarViewController:shouldJoinAnimationsInProgress:`), and a style update
// made inside an animation takes that animation's duration, delay and curve
// (`UIStatusBarManager._updateStyleForWindow:animationParameters:` falls back to
// `_implicitStatusBarAnimationParametersWithClass:`, which copies the current block's
// `_duration`, `_delay` and `_curve`, with the fade animation; decompiled UIKit). So the update
// is armed to run inside the animator's first UIView block animation, as the navigation bar's
// motion is (UIView+Alongside.swift); an animator that makes none (Core Animation, a property
// animator) gets it in a block of the transition's duration on UIKit's default ease-in-ease-out
// curve, as alongside animations do (ControllerTransition.swift). An interactive transition's
// fade follows the clock that drives the animator's block. The hidden state still changes when
// the arriving controller has arrived (SystemChrome.swift); a transition that is not animated
// changes the style at once.

extension SystemChrome {
    /// Runs `start` (the animator's start) with the style change armed to join its first block
    /// animation; runs it in a block of `duration` when the animator made none.
    func joiningStyleChange(duration: Double, _ start: () -> Void) {
        var joined = false
        let change = { [weak self] in
            guard !joined else { return }
            joined = true
            self?.changeStyleForTransition()
        }
        UIView.armAlongside(change)
        start()
        guard !joined else { return }
        // Left armed for whoever takes the armed blocks next (the navigation bar's own fallback,
        // a later block), where it does nothing: the other armed blocks stay theirs.
        AnimationBlock.run(duration: duration, delay: 0, curve: .easeInEaseOut, animations: change, completion: nil)
    }

    /// Takes the style of the controller that decides once the transition is over, if another.
    private func changeStyleForTransition() {
        guard let styleVC = currentStyleController(), styleVC !== styleController else { return }
        applyStyle(of: styleVC)
    }
}

import Foundation
public import Transitions
public import UIKit

extension TransitionRecorder {
    /// One frame of the interactive transition `action` starts, held by `interaction` at
    /// `progress` (0...1) of its duration, as a gesture that stopped there shows it: the
    /// action runs (a push, pop, present or dismiss whose delegate returns `interaction` as the
    /// interaction controller), then `interaction.update(progress)`; nothing completes. The
    /// frame's time is `progress` × the animator's `transitionDuration`.
    public func record(root: UIViewController, heldAt progress: Double, by interaction: UIPercentDrivenInteractiveTransition,
                       action: () -> Void) throws -> Recording {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw RecordingError.invalidSettings("progress \(progress) is outside 0...1")
        }
        return try withoutActuallyEscaping(action) { a in try run(root: root, driver: .held(a, interaction, progress)) }
    }

    /// One frame of `root` at rest, nothing started (what a cancelled transition returns to).
    package func still(root: UIViewController) throws -> Recording {
        try run(root: root, driver: .still)
    }

    func stillFrame(window: UIWindow, session: UIKitSession, log: RecordingLog, start: Double) throws -> Recording {
        settle(window, at: start, session.timeline)
        session.prepareFrame(at: start)
        try throwErrors(log)
        return Recording(frozen: [freeze(window, at: start, label: 0)],
                         pixelWidth: Int((Double(screenSize.width) * Double(scale)).rounded()),
                         pixelHeight: Int((Double(screenSize.height) * Double(scale)).rounded()), scale: Double(scale), fps: fps,
                         title: "\(type(of: window.rootViewController!)) at rest", warnings: log.warnings)
    }

    /// Runs `action`, holds its transition at `progress` and freezes the one frame.
    func holdFrame(window: UIWindow, session: UIKitSession, log: RecordingLog, start: Double, action: () -> Void,
                   interaction: UIPercentDrivenInteractiveTransition, progress: Double) throws -> Recording {
        action()
        CATransaction.commitImplicit()
        try throwErrors(log)
        guard let transition = session.transitions.last else { throw RecordingError.noTransitionStarted }
        guard transition.isInteractive else {
            throw RecordingError.invalidSettings("the \(transition.summary) did not start interactively: return the interaction "
                + "controller from the delegate's interactionController method (wantsInteractiveStart true)")
        }
        interaction.update(CGFloat(progress))
        CATransaction.commitImplicit()
        warnAboutDetachedLayers(log, window: window)
        settle(window, at: start, session.timeline)
        // Frozen at the held transition time itself, the interactive clock's shift is zero: every
        // animation, and every layer that draws from the time (the page curl), shows that moment.
        // The clock is not advanced: nothing completes.
        let held = start + progress * transition.duration
        session.prepareFrame(at: held)
        try throwErrors(log)
        let width = Int((Double(screenSize.width) * Double(scale)).rounded())
        let height = Int((Double(screenSize.height) * Double(scale)).rounded())
        // Through freeze, so a device's status bar, home indicator and corners are drawn too.
        let frame = freeze(window, at: held, label: held - start)
        return Recording(frozen: [frame], pixelWidth: width, pixelHeight: height, scale: Double(scale), fps: fps,
                         title: "\(transition.summary) at \(progress)", warnings: log.warnings)
    }
}

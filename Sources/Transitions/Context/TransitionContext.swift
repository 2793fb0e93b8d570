import Raster

/// UIViewControllerContextTransitioning for one run: the container, the two views, and the
/// completion call. The container starts holding the from-view; the animator adds the to-view.
package final class TransitionContext {
    package let containerView: View
    /// The view of the screen being left.
    package let fromView: View
    /// The view of the screen being shown.
    package let toView: View
    package let operation: TransitionOperation
    /// The trigger (button) rectangle in container coordinates, for transitions that start from one.
    package let triggerFrame: Rect?
    /// The duration the caller asked for (nil: the transition's own default).
    package let requestedDuration: Double?
    /// Pixels per point of the screen (UIScreen.scale).
    package let screenScale: Double
    /// Transition-specific numeric parameters (documented by each transition).
    package let parameters: [String: Double]
    /// When `completeTransition` was called, and with what.
    package private(set) var completion: (time: Double, finished: Bool)?
    /// Warnings the run produced (e.g. a path animation between different structures).
    package private(set) var warnings: [String] = []
    /// Told when `completeTransition` runs (after the views were swapped): how the UIKit module
    /// finishes a controller transition drawn by a catalog animator.
    package var onCompletion: ((Bool) -> Void)?

    package init(containerView: View, fromView: View, toView: View, operation: TransitionOperation,
                triggerFrame: Rect?, requestedDuration: Double?, screenScale: Double, parameters: [String: Double] = [:]) {
        self.containerView = containerView
        self.fromView = fromView
        self.toView = toView
        self.operation = operation
        self.triggerFrame = triggerFrame
        self.requestedDuration = requestedDuration
        self.screenScale = screenScale
        self.parameters = parameters
    }

    /// Final frames other than the whole container (a UIKit presentation controller's frame
    /// for the presented view), by view.
    package var finalFrames: [ObjectIdentifier: Rect] = [:]
    /// True when the container reads right to left (UIKit's `effectiveUserInterfaceLayoutDirection`):
    /// the system push then comes from the left edge, mirrored.
    package var isRightToLeft = false

    /// The frame a view should have at the end: the whole container (full-screen styles), or
    /// the frame its presentation gives it.
    package func finalFrame(for view: View) -> Rect { finalFrames[ObjectIdentifier(view)] ?? containerView.bounds }

    /// Called by the animator when its animations end. A finished transition leaves only the
    /// to-view in the container (UIKit removes the from-view of a full-screen transition).
    package func completeTransition(_ finished: Bool) {
        guard completion == nil else { return }
        completion = (currentMediaTime(), finished)
        defer { onCompletion?(finished) }
        if finished {
            fromView.removeFromSuperview()
        } else {
            toView.removeFromSuperview()
        }
    }

    package func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}

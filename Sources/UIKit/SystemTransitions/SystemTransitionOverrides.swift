// Status: not Apple API. What a recording of UIKit's own transitions (the navigation push and
// pop, the modal transition styles) may change that UIKit code cannot: a requested duration,
// the partial curl's shape, and an interaction controller holding the transition at a
// progress. The catalog's renders of `push`, `cover-vertical`, … are plain UIKit calls (a push,
// a present with `modalTransitionStyle`); the render's settings reach UIKit's animators here.

internal import Transitions

/// Settings for UIKit's own transition animators during one recording (none: UIKit's defaults).
package final class SystemTransitionOverrides: @unchecked Sendable {
    /// The settings of the recording running on this thread (UIKit code runs on one thread).
    @TaskLocal package static var current: SystemTransitionOverrides?

    /// The duration asked for (nil: the system curve's 0.5 s).
    package let duration: Double?
    /// The partial curl's shape: `curl-radius` (points), `curl-angle` (degrees), `curl-stop`
    /// (fraction of the height).
    package let parameters: [String: Double]
    /// Drives a system transition that has no custom animator (whose interaction controller
    /// UIKit would never ask a delegate for).
    package let interaction: UIViewControllerInteractiveTransitioning?
    /// What the animators warned about (a parameter out of range), one line each.
    package private(set) var warnings: [String] = []

    package init(duration: Double? = nil, parameters: [String: Double] = [:], interaction: UIViewControllerInteractiveTransitioning? = nil) {
        self.duration = duration
        self.parameters = parameters
        self.interaction = interaction
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// The duration of a system transition now: the requested one, else the system curve's.
    static var duration: Double { current?.duration ?? SystemCurve.duration }
}

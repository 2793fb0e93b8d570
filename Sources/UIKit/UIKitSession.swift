package import Transitions

/// The state of one recording that UIKit-shaped code reaches through globals (`UIScreen.main`,
/// `DispatchQueue.main`): the screen, the virtual clock, and the controller transitions started.
/// UIKit code runs on one thread, so one session is current at a time.
package final class UIKitSession {
    nonisolated(unsafe) package static var current: UIKitSession?

    package let screen: UIScreen
    package let timeline: Timeline
    /// The window the recorder draws (what `UIApplication.shared.keyWindow` answers).
    package var window: UIWindow?
    /// Controller transitions in the order they started.
    package private(set) var transitions: [ControllerTransition] = []
    /// The clocks of interactive transitions (they re-time their animations before each frame).
    var clocks: [InteractiveClock] = []

    package init(screen: UIScreen, timeline: Timeline) {
        self.screen = screen
        self.timeline = timeline
    }

    func started(_ t: ControllerTransition) { transitions.append(t) }

    /// Readies the view tree to be drawn at `t` (interactive transitions show their own time).
    package func prepareFrame(at t: Double) {
        for c in clocks { c.apply(at: t) }
        CALayer.displayPendingLayers()
        KeyValueObservations.checkAll()
    }
}

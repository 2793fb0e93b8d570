internal import Transitions

// Status: UINavigationController.interactivePopGestureRecognizer: a left-edge pan on the
// navigation controller's view that pops the top controller interactively, as iOS's swipe back
// does. Its own delegate lets it begin only when there is something to pop, no navigation
// transition runs and the bar is shown without a left item replacing the back button (iOS's
// rules; a delegate of your own replaces them, and the gesture still does nothing on the root
// or during a transition). The system pop follows the finger: the top screen's left edge stays
// under the touch (progress = translation.x / width); on release it finishes when the pan is
// past half the width and not moving back, or flicked right faster than 500 pt/s (our reading
// of iOS, which publishes no thresholds), else it cancels. With a custom pop animator from the
// delegate, the delegate's interaction controller drives it, and without one the pop animates
// at once (not interactively). It begins only for a touch starting within 20 pt of the left
// edge (our choice; other UIScreenEdgePanGestureRecognizers here begin wherever the trace
// starts), after its delegate was asked. Not covered: `require(toFail:)` ordering.

/// The navigation controller's own left-edge pan (UIKit's is a private subclass too): it
/// begins only for a touch that starts within `edgeWidth` of its view's left edge.
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// How far from the left edge a swipe back may start (our choice; iOS publishes none).
    static let edgeWidth: CGFloat = 20
    private var startedAtEdge = false

    package override func sendActions() {
        if state == .began {
            startedAtEdge = view.map { location(in: $0).x <= Self.edgeWidth } ?? false
        }
        guard startedAtEdge else { state = .failed; return }
        super.sendActions()
    }
}

/// What a navigation controller keeps for its interactive pop: the recognizer, its default
/// delegate, and the interaction of the system pop the gesture drives.
package final class InteractivePop: NSObject, UIGestureRecognizerDelegate {
    /// Flicks faster than this (points per second, rightwards) finish the pop.
    static let finishingVelocity: CGFloat = 500
    private unowned let navigation: UINavigationController
    let recognizer = InteractivePopGestureRecognizer()
    /// The interaction of the pop the gesture is driving, once the pop took it.
    private var driver: SystemPopInteraction?
    /// Offered to the pop the gesture starts, taken (or not) while it starts.
    private var offered: SystemPopInteraction?

    init(_ navigation: UINavigationController) {
        self.navigation = navigation
        super.init()
        recognizer.edges = .left
        recognizer.addTarget(self, action: Selector(InteractivePop.handle))
        recognizer.delegate = self
    }

    /// iOS's rules for its own delegate: something to pop, nothing running, the back button shown.
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard canPop, !navigation.isNavigationBarHidden, let item = navigation.topViewController?.navigationItem else { return false }
        return !item.hidesBackButton && (item.leftBarButtonItems ?? []).isEmpty
    }

    private var canPop: Bool { navigation.viewControllers.count > 1 && !navigation.transitioning }

    /// The interaction for a pop being started now: the gesture's, for the system pop only.
    func interaction(forCustomAnimator custom: Bool) -> UIViewControllerInteractiveTransitioning? {
        guard !custom, let offer = offered else { return nil }
        offered = nil
        driver = offer
        return offer
    }

    func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        let view = navigation.view!
        let width = max(view.bounds.width, 1)
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            guard canPop else { return }
            offered = SystemPopInteraction()
            navigation.popViewController(animated: true)
            offered = nil
        case .changed:
            driver?.update(progress)
        case .ended:
            guard let driver else { return }
            driver.update(progress)
            let velocity = pan.velocity(in: view).x
            if velocity > Self.finishingVelocity || (progress > 0.5 && velocity >= 0) { driver.finish() } else { driver.cancel() }
            self.driver = nil
        case .cancelled, .failed:
            driver?.cancel()
            driver = nil
        default:
            break
        }
    }
}

/// The system pop's interaction: the pop moves the top screen along the system curve, so a
/// finger's progress p is held at the transition time where the curve reaches p, keeping the
/// screen's edge under the finger.
final class SystemPopInteraction: UIPercentDrivenInteractiveTransition {
    override func update(_ percentComplete: CGFloat) {
        super.update(CGFloat(Self.time(reaching: Double(min(max(percentComplete, 0), 1)))))
    }

    /// The fraction of the curve's duration at which the system curve reaches `progress`.
    static func time(reaching progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if SystemCurve.value(at: mid) < progress { lo = mid } else { hi = mid }
        }
        return hi
    }
}

extension UINavigationController {
    /// The left-edge pan that pops the top controller (iOS's swipe back).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop.recognizer }
}

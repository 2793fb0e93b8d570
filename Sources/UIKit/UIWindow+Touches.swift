internal import Transitions

// Covers UIWindow's `sendEvent(_:)` (each touch to its view's responder methods by phase) and a
// tap made of a began and an ended touch, `sendTap(at:)`, for recordings: it hit-tests the window
// (`hitTest(_:with:)`, `point(inside:with:)`, skipping hidden, transparent and non-interactive
// views), then an enabled UIControl hit hears `.touchDown` and `.touchUpInside`; otherwise tap
// recognizers on the view hit and its ancestors fire (asking their delegates first), and the view
// hears touchesBegan/Ended (Cancelled when a recognizer that cancels touches fired). Absent: moves
// and multi-touch (pans come from the recorder's traces), hover, presses.

extension UIWindow {
    /// Delivers each touch of `event` to its view by phase (unhandled touches go up the responder chain).
    public func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] {
            guard let view = touch.view else { continue }
            let one: Set<UITouch> = [touch]
            switch touch.phase {
            case .began: view.touchesBegan(one, with: event)
            case .moved, .stationary: view.touchesMoved(one, with: event)
            case .ended: view.touchesEnded(one, with: event)
            case .cancelled: view.touchesCancelled(one, with: event)
            default: break
            }
        }
    }

    /// Taps the window at `point` (window coordinates) at the current virtual time; returns the
    /// view hit (nil when nothing interactive is there, or taps are being ignored).
    @discardableResult
    package func sendTap(at point: CGPoint) -> UIView? {
        guard !UIApplication.shared.isIgnoringInteractionEvents else { return nil }
        let time = currentMediaTime()
        let probe = UIEvent(touches: [], time: time)
        guard let hit = hitTest(point, with: probe) else { return nil }
        let touch = UITouch(at: point, in: self, view: hit, time: time)
        sendEvent(UIEvent(touches: [touch], time: time))
        var control: UIControl?
        var v: UIView? = hit
        while let c = v, control == nil { control = c as? UIControl; v = c.superview }
        if let control, control.isEnabled {
            control.sendActions(for: .touchDown)
            touch.phase = .ended
            sendEvent(UIEvent(touches: [touch], time: time))
            control.sendActions(for: .touchUpInside)
            return hit
        }
        var cancelled = false
        let taps = (touch.gestureRecognizers ?? []).filter { $0 is UITapGestureRecognizer && $0.isEnabled }
        var fired: [UIGestureRecognizer] = []
        // Those another requires to fail decide first; one whose required recognizer fired fails.
        for g in UIGestureRecognizer.inFailureOrder(taps) {
            g.state = .possible
            if g.failureRequirementVerdict(among: taps) == .fail || !g.shouldBegin() { g.state = .failed; continue }
            g.windowLocation = point
            g.state = .ended
            g.sendActions()
            fired.append(g)
            if g.cancelsTouchesInView { cancelled = true }
        }
        for g in fired { g.state = .possible }
        touch.phase = cancelled ? .cancelled : .ended
        sendEvent(UIEvent(touches: [touch], time: time))
        return hit
    }
}

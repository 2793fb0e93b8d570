// Covers UITouch for taps the recording delivers: `location(in:)`, `previousLocation(in:)`,
// `view`, `window`, `phase`, `tapCount`, `timestamp`, `type` (direct), `force` (0), `majorRadius`,
// `gestureRecognizers`. Absent: Pencil (azimuth, altitude, estimated properties), coalesced and
// predicted touches.

/// One finger on the screen, as the responder methods and `UIEvent` hand it over.
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
    /// What touched the screen.
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    open internal(set) var phase: Phase
    open internal(set) var tapCount: Int
    /// Virtual seconds of the recording (CACurrentMediaTime) when the touch last changed.
    open internal(set) var timestamp: TimeInterval
    /// The view the touch began in (the hit-test result).
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    open var type: TouchType { .direct }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    /// A fingertip's radius in points.
    open var majorRadius: CGFloat { 20 }
    open var majorRadiusTolerance: CGFloat { 5 }
    /// The recognizers on the touch's view and its ancestors.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        var all: [UIGestureRecognizer] = []
        var v = view
        while let c = v { all += c.gestureRecognizers ?? []; v = c.superview }
        return all.isEmpty ? nil : all
    }

    package var windowPoint: CGPoint
    package var previousWindowPoint: CGPoint

    package init(at point: CGPoint, in window: UIWindow, view: UIView?, time: TimeInterval) {
        phase = .began
        tapCount = 1
        timestamp = time
        windowPoint = point
        previousWindowPoint = point
        self.window = window
        self.view = view
    }

    /// The touch in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint { view?.convert(windowPoint, from: nil) ?? windowPoint }
    /// Where the touch was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint { view?.convert(previousWindowPoint, from: nil) ?? previousWindowPoint }
}

/// A touch event: the touches that changed together.
open class UIEvent: NSObject {
    /// Kinds of event (only touches are delivered here).
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    open var type: EventType { .touches }
    open internal(set) var timestamp: TimeInterval
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }
    private let touches: Set<UITouch>

    package init(touches: Set<UITouch>, time: TimeInterval) {
        self.touches = touches
        timestamp = time
    }

    open func touches(for view: UIView) -> Set<UITouch>? {
        let mine = touches.filter { $0.view === view }
        return mine.isEmpty ? nil : mine
    }
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let mine = touches.filter { $0.window === window }
        return mine.isEmpty ? nil : mine
    }
}

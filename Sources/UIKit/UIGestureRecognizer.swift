/// UIGestureRecognizer: target-action callbacks for a gesture the recorder delivers from a trace.
open class UIGestureRecognizer: NSObject {
    /// The states of a continuous gesture.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var targets: [(target: AnyObject, action: Selector)] = []
    open internal(set) weak var view: UIView?
    open var state: State = .possible
    open var isEnabled = true
    /// A name to tell recognizers apart (delegates compare it); UIKit does nothing else with it.
    open var name: String?
    open var cancelsTouchesInView = true
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The recognizers this one waits for to fail (UIGestureRecognizer+FailureRequirements.swift).
    package var requiredToFail: [RequiredRecognizer] = []
    /// The touch location in the window, as the trace gives it.
    package var windowLocation: CGPoint = .zero

    public init(target: Any?, action: Selector?) {
        if let t = target as AnyObject?, let a = action { targets.append((t, a)) }
    }
    /// A recognizer with no target yet (add one with addTarget(_:action:)).
    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { target == nil || $0.target === (target as AnyObject?) }
    }

    /// The touch location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }
    open var numberOfTouches: Int { state == .possible || state == .ended || state == .cancelled ? 0 : 1 }

    /// Whether the gesture may begin: its view, then its delegate, are asked (as UIKit asks them).
    package func shouldBegin() -> Bool {
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Calls every target (the recorder does this at each sample of a trace).
    package func sendActions() {
        for t in targets where !t.action.invoke(on: t.target, sender: self) {
            RecordingLog.error("\(type(of: self)) action: the selector's method does not belong to the target \(type(of: t.target))")
        }
    }
}

/// Asked whether a gesture may begin (optional methods).
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A pan: translation and velocity since it began.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    package var startLocation: CGPoint = .zero
    package var translationBase: CGPoint = .zero
    /// Points per second in the window, from the last two samples.
    package var windowVelocity: CGPoint = .zero
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// The translation since the pan began (or since the last `setTranslation`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        let t = CGPoint(x: windowLocation.x - translationBase.x, y: windowLocation.y - translationBase.y)
        guard let view else { return t }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(t, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationBase = CGPoint(x: windowLocation.x - translation.x, y: windowLocation.y - translation.y)
    }
    open func velocity(in view: UIView?) -> CGPoint {
        guard let view else { return windowVelocity }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(windowVelocity, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

/// A pan that starts at an edge of the screen (the trace decides where it starts).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// A tap (delivered as a single began-ended sample pair).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

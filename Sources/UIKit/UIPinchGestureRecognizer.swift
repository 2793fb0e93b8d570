// Status: UIPinchGestureRecognizer: `scale` (the distance between the two touches over their
// distance when the pinch began, times the scale set then; setting it rebases on the current
// distance, as UIKit's `pinch.scale = 1` idiom relies on), `velocity` (scale factor per second
// over the last two samples), `location(in:)` (the touches' centroid), `location(ofTouch:in:)`,
// `numberOfTouches`. It recognises only a two-touch trace (`track(_:at:ended:)`, which a test
// or harness drives); a one-touch pan trace from the recorder fails it, so its targets hear
// nothing, as a one-finger drag never pinches on iOS. Absent: the recorder's two-touch traces.

/// A continuous gesture: two touches moving apart or together.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var touches: [CGPoint] = []
    private var baseDistance: CGFloat = 0
    private var baseScale: CGFloat = 1
    private var previous: (time: Double, scale: CGFloat)?
    private var tracking = false
    /// Scale factor per second, from the last two samples.
    open private(set) var velocity: CGFloat = 0

    /// The pinch's scale: 1 when it began, then the touches' distance over that distance.
    open var scale: CGFloat {
        get { baseDistance > 0 ? baseScale * distance / baseDistance : baseScale }
        set { baseScale = newValue; baseDistance = distance }
    }

    private var distance: CGFloat {
        guard touches.count >= 2 else { return 0 }
        return hypot(touches[1].x - touches[0].x, touches[1].y - touches[0].y)
    }

    open override var numberOfTouches: Int { state == .began || state == .changed ? touches.count : 0 }

    /// The centroid of the touches, in `view`'s coordinates (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return super.location(in: view) }
        let c = CGPoint(x: touches.map(\.x).reduce(0, +) / CGFloat(touches.count), y: touches.map(\.y).reduce(0, +) / CGFloat(touches.count))
        guard let view else { return c }
        return view.convert(c, from: nil)
    }

    /// Touch `index`'s location in `view`'s coordinates (nil: the window's).
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        let p = touches[index]
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

    /// One sample of a two-touch trace (window coordinates) at `time`: the first begins the
    /// pinch (asking the delegate), later ones change it, `ended` ends it.
    package func track(_ points: [CGPoint], at time: Double, ended: Bool = false) {
        guard points.count == 2, isEnabled else { return }
        touches = points
        windowLocation = location(in: nil)
        if !tracking {
            if !shouldBegin() { state = .failed; return }
            tracking = true
            baseScale = 1
            baseDistance = distance
            velocity = 0
            state = .began
        } else {
            if let p = previous, time > p.time { velocity = (scale - p.scale) / CGFloat(time - p.time) }
            state = ended ? .ended : .changed
        }
        previous = (time, scale)
        invokeTargets()
        if ended { tracking = false; previous = nil }
    }

    /// A one-touch trace (what the recorder's pans deliver) is no pinch: it fails, silently to
    /// the targets, as on iOS.
    package override func sendActions() {
        if tracking { return invokeTargets() }
        state = .failed
    }

    private func invokeTargets() { super.sendActions() }
}

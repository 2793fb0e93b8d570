internal import Transitions

/// Moves a scroll view's content offset along a function of time on the virtual clock.
///
/// UIScrollView animates its offset with its own display link, not with Core Animation: the
/// model offset (and so `contentOffset`, the bounds, the layout of table cells) changes every
/// screen refresh, and the delegate hears `scrollViewDidScroll` each time. This does the same
/// at 60 steps a second: each step sets the offset the function gives for that time, then the
/// window's next layout pass tiles whatever has come into view. A recording keeps going until
/// the last step because an animation of an inert key on the scroll view's layer lasts as long
/// (nothing draws it; its end is the recorder's "animations still running" signal).
final class ScrollAnimation {
    /// Steps a second (a 60 Hz display).
    static let stepsPerSecond = 60.0
    /// The inert key whose animation keeps a recording running until the last step.
    private static let keepAliveKey = "UIScrollView.scrollAnimation"

    private weak var scrollView: UIScrollView?
    private let duration: Double
    private let offset: (Double) -> CGPoint
    private let completion: () -> Void
    private(set) var isCancelled = false

    /// `offset(τ)` for τ in 0...duration; `completion` runs after the last step.
    init(_ scrollView: UIScrollView, duration: Double, offset: @escaping (Double) -> CGPoint, completion: @escaping () -> Void) {
        self.scrollView = scrollView
        self.duration = max(duration, 0)
        self.offset = offset
        self.completion = completion
    }

    /// Schedules the steps (outside a recording, jumps to the end at once).
    func start() {
        guard let clock = Timeline.current, let view = scrollView, duration > 0 else {
            scrollView?.applyScrollOffset(offset(duration))
            finish()
            return
        }
        let start = clock.now
        let steps = max(1, Int((duration * Self.stepsPerSecond - 1e-9).rounded(.up)))
        for k in 1...steps {
            clock.schedule(at: start + Double(k) / Self.stepsPerSecond) { [self] in
                guard !isCancelled, let view = scrollView else { return }
                view.applyScrollOffset(offset(min(Double(k) / Self.stepsPerSecond, duration)))
                if k == steps { finish() }
            }
        }
        let keepAlive = BasicAnimation(keyPath: Self.keepAliveKey)
        keepAlive.duration = Double(steps) / Self.stepsPerSecond
        keepAlive.beginTime = start
        view.layer.base.add(keepAlive, forKey: Self.keepAliveKey)
    }

    /// Stops where it is (a new drag or a new animated offset takes over).
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        scrollView?.layer.base.removeAnimation(forKey: Self.keepAliveKey)
    }

    private func finish() {
        isCancelled = true
        completion()
    }
}

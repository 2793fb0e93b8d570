package import Transitions

/// CATransaction: groups changes; its completion block runs when every animation added inside
/// it (explicit and UIView block animations alike) has ended, on the virtual clock.
///
/// Stand-alone layers have no implicit animations here, so `animationDuration`,
/// `animationTimingFunction` and `disableActions` are stored but change nothing (a warning
/// says so when a duration or curve is set).
public final class CATransaction {
    private final class Frame {
        var completion: (() -> Void)?
        var latestEnd: Double?
        var duration: CFTimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
    }

    /// Open transactions, innermost last (UIKit code runs on one thread: the recording's).
    nonisolated(unsafe) private static var stack: [Frame] = []
    /// The implicit transaction opened by a setter outside begin/commit (committed when the
    /// recorder's action or the current event returns).
    nonisolated(unsafe) private static var implicit: Frame?

    private init() {}

    public static func begin() { stack.append(Frame()) }

    public static func commit() {
        guard let f = stack.popLast() else { return }
        finish(f)
    }

    public static func flush() { commitImplicit() }

    public static func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
    public static func completionBlock() -> (() -> Void)? { current.completion }

    public static func setAnimationDuration(_ d: CFTimeInterval) {
        current.duration = d
        RecordingLog.warning("CATransaction.setAnimationDuration(\(d)) changes nothing: implicit layer animations are not modelled")
    }
    public static func animationDuration() -> CFTimeInterval { current.duration }
    public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) {
        current.timingFunction = f
        RecordingLog.warning("CATransaction.setAnimationTimingFunction changes nothing: implicit layer animations are not modelled")
    }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    public static func disableActions() -> Bool { current.disableActions }

    private static var current: Frame {
        if let f = stack.last { return f }
        if let f = implicit { return f }
        let f = Frame()
        implicit = f
        return f
    }

    /// Tells the open transactions about an animation added to a layer (the recorder's watcher calls it).
    package static func noteAdded(_ a: Transitions.Animation) {
        guard a.endTime.isFinite else { return }
        for f in stack + (implicit.map { [$0] } ?? []) { f.latestEnd = max(f.latestEnd ?? a.endTime, a.endTime) }
    }

    /// Commits the implicit transaction, if one is open.
    package static func commitImplicit() {
        guard let f = implicit else { return }
        implicit = nil
        finish(f)
    }

    /// Forgets every open transaction (a new recording starts clean).
    package static func reset() { stack = []; implicit = nil }

    private static func finish(_ f: Frame) {
        guard let completion = f.completion else { return }
        let end = max(f.latestEnd ?? 0, CACurrentMediaTime())
        if let clock = Timeline.current { clock.schedule(at: end) { completion() } } else { completion() }
    }
}

import Foundation
package import Transitions

/// CATransaction: groups changes; its completion block runs when every animation added inside
/// it (explicit and UIView block animations alike) has ended, on the virtual clock.
///
/// `animationDuration` and `animationTimingFunction` are what Core Animation gives an animation
/// added to a layer inside the transaction that has no duration (≤ 0) or no timing function of
/// its own (CALayer.h: "If the duration property of the animation is zero or negative it is
/// given the default duration, either the value of the animationDuration transaction property
/// or .25 seconds otherwise"); inner transactions inherit what an outer one set. Stand-alone
/// layers have no implicit animations here, so a duration or curve that no added animation
/// took changes nothing, and a warning says so when the transaction commits.
public final class CATransaction {
    private final class Frame {
        var completion: (() -> Void)?
        var latestEnd: Double?
        var duration: CFTimeInterval?
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
        /// Whether an added animation took this transaction's duration or timing function.
        var defaultsTaken = false
    }

    /// Open transactions, innermost last (UIKit code runs on one thread at a time; every access
    /// holds `DisplayQueue.lock`, since views may be made on several threads outside a recording).
    nonisolated(unsafe) private static var stack: [Frame] = []
    /// The implicit transaction opened by a setter outside begin/commit (committed when the
    /// recorder's action or the current event returns).
    nonisolated(unsafe) private static var implicit: Frame?

    private init() {}

    public static func begin() { locked { stack.append(Frame()) } }

    public static func commit() {
        locked {
            guard let f = stack.popLast() else { return }
            finish(f)
        }
    }

    public static func flush() { locked { commitImplicit() } }

    public static func setCompletionBlock(_ block: (() -> Void)?) { locked { current.completion = block } }
    public static func completionBlock() -> (() -> Void)? { locked { current.completion } }

    public static func setAnimationDuration(_ d: CFTimeInterval) { locked { current.duration = d } }
    public static func animationDuration() -> CFTimeInterval { locked { open.lazy.compactMap(\.duration).first ?? 0.25 } }
    public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { locked { current.timingFunction = f } }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { locked { open.lazy.compactMap(\.timingFunction).first } }

    /// The open transactions, innermost first (without opening an implicit one).
    private static var open: [Frame] { stack.reversed() + (implicit.map { [$0] } ?? []) }

    /// Gives an animation being added to a layer the transaction's duration when it has none
    /// (≤ 0) and its timing function when it has none, as Core Animation does.
    package static func applyDefaults(to a: CAAnimation) {
        DisplayQueue.lock.lock()
        defer { DisplayQueue.lock.unlock() }
        if a.duration <= 0 {
            if let f = open.first(where: { $0.duration != nil }) { a.duration = f.duration!; f.defaultsTaken = true } else { a.duration = 0.25 }
        }
        if a.timingFunction == nil, let f = open.first(where: { $0.timingFunction != nil }) {
            a.timingFunction = f.timingFunction
            f.defaultsTaken = true
        }
    }
    public static func setDisableActions(_ flag: Bool) { locked { current.disableActions = flag } }
    public static func disableActions() -> Bool { locked { current.disableActions } }

    private static var current: Frame {
        if let f = stack.last { return f }
        if let f = implicit { return f }
        let f = Frame()
        implicit = f
        return f
    }

    /// Tells the open transactions about an animation added to a layer (the recorder's watcher calls it).
    package static func noteAdded(_ a: Transitions.Animation) {
        DisplayQueue.lock.lock()
        defer { DisplayQueue.lock.unlock() }
        guard a.endTime.isFinite else { return }
        for f in stack + (implicit.map { [$0] } ?? []) { f.latestEnd = max(f.latestEnd ?? a.endTime, a.endTime) }
    }

    /// Commits the implicit transaction, if one is open.
    package static func commitImplicit() {
        DisplayQueue.lock.lock()
        defer { DisplayQueue.lock.unlock() }
        guard let f = implicit else { return }
        implicit = nil
        finish(f)
    }

    /// Forgets every open transaction (a new recording starts clean).
    package static func reset() { locked { stack = []; implicit = nil } }

    private static func finish(_ f: Frame) {
        if !f.defaultsTaken, f.duration != nil || f.timingFunction != nil {
            let what = [f.duration.map { "setAnimationDuration(\($0))" }, f.timingFunction.map { _ in "setAnimationTimingFunction" }].compactMap { $0 }.joined(separator: " and ")
            RecordingLog.warning("CATransaction.\(what) changed nothing: no animation without its own duration or timing function was added in the transaction, and implicit layer animations are not modelled")
        }
        guard let completion = f.completion else { return }
        let end = max(f.latestEnd ?? 0, CACurrentMediaTime())
        if let clock = Timeline.current { clock.schedule(at: end) { completion() } } else { completion() }
    }

    /// `body` holding the lock every transaction access takes.
    private static func locked<T>(_ body: () -> T) -> T {
        DisplayQueue.lock.lock()
        defer { DisplayQueue.lock.unlock() }
        return body()
    }
}

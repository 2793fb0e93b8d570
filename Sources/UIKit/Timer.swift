import Foundation
internal import Transitions

// Covers Foundation's Timer for UIKit code: the block and target/selector forms, `scheduledTimer`,
// `init(timeInterval:…)`/`init(fire:…)`/`init(fireAt:…)` with `RunLoop.add(_:forMode:)`,
// repeats, `fire()`, `invalidate()`, `isValid`, `fireDate`, `timeInterval`, `tolerance`,
// `userInfo`. Absent: `Timer.publish` (Combine) and `schedule(…)` (Foundation's Scheduler).

/// Timer, shadowed for UIKit code as `DispatchQueue` is: inside a recording a timer fires on the
/// recording's virtual clock (a Foundation timer would wait for a run loop that never turns
/// there, and never fire), so `Timer.scheduledTimer(withTimeInterval: 0.5, …)` fires 0.5 s of
/// virtual time later and every 0.5 s after if it repeats (at start + k x interval, without
/// drift). Outside a recording it is a Foundation timer on the run loop it is added to.
///
/// A file that also imports Foundation sees Foundation's Timer beside this one (`port` drops
/// such an import): there, write `UIKit.Timer` or import UIKit alone.
open class Timer: NSObject {
    private let callback: (Timer) -> Void
    /// Virtual seconds of the first firing, or the Foundation date outside a recording.
    private var firstFire: Double
    private let createdInRecording: Bool
    private var fired = 0
    private var scheduled = false
    private var generation = 0
    private var foundationTimer: Foundation.Timer?
    private var valid = true

    open private(set) var timeInterval: TimeInterval
    private let repeats: Bool
    open var tolerance: TimeInterval = 0
    open private(set) var userInfo: Any?

    /// Whether the timer can still fire (false after `invalidate()` or a one-shot's firing).
    open var isValid: Bool { valid }

    /// A timer firing `interval` seconds after it is made (unscheduled: add it to a run loop).
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(delay: interval, interval: interval, repeats: repeats, userInfo: nil, callback: block)
    }

    /// A timer firing at `date`, then every `interval` seconds if it repeats.
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(delay: date.timeIntervalSinceNow, interval: interval, repeats: repeats, userInfo: nil, callback: block)
    }

    /// A timer that calls `selector` (taking nothing or the timer) on `target`, which it holds
    /// until it is invalidated.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(delay: ti, interval: ti, repeats: yesOrNo, userInfo: userInfo, callback: Timer.calling(aSelector, on: aTarget))
    }

    /// A selector timer firing at `date`.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool) {
        self.init(delay: date.timeIntervalSinceNow, interval: ti, repeats: rep, userInfo: ui, callback: Timer.calling(s, on: t))
    }

    private init(delay: TimeInterval, interval: TimeInterval, repeats: Bool, userInfo: Any?, callback: @escaping (Timer) -> Void) {
        // Foundation's rule: a repeating interval of 0 or less becomes 0.1 ms.
        timeInterval = repeats && interval <= 0 ? 0.0001 : max(interval, 0)
        self.repeats = repeats
        self.userInfo = userInfo
        self.callback = callback
        let clock = Timeline.current
        createdInRecording = clock != nil
        firstFire = (clock?.now ?? Date.timeIntervalSinceReferenceDate) + max(delay, 0)
        super.init()
    }

    private static func calling(_ selector: Selector, on target: Any) -> (Timer) -> Void {
        let held = target as AnyObject
        return { timer in
            if !selector.invoke(on: held, sender: timer) {
                RecordingLog.error("Timer: the selector's method does not belong to the target \(type(of: held))")
                timer.invalidate()
            }
        }
    }

    /// Makes a timer and schedules it on the current run loop (the virtual clock in a recording).
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let t = Timer(timeInterval: interval, repeats: repeats, block: block)
        t.schedule(on: .current, mode: .default)
        return t
    }

    /// Makes a selector timer and schedules it on the current run loop.
    @discardableResult
    open class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let t = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        t.schedule(on: .current, mode: .default)
        return t
    }

    /// When the timer fires next (on the virtual clock in a recording, mapped onto today's date);
    /// setting it moves the next firing, and the repeats that follow it.
    open var fireDate: Date {
        get {
            let next = firstFire + Double(fired) * timeInterval
            guard createdInRecording else { return Date(timeIntervalSinceReferenceDate: next) }
            return Date(timeIntervalSinceNow: next - (Timeline.current?.now ?? 0))
        }
        set {
            let delay = newValue.timeIntervalSinceNow
            firstFire = (createdInRecording ? (Timeline.current?.now ?? 0) : Date.timeIntervalSinceReferenceDate) + max(delay, 0)
            fired = 0
            guard scheduled else { return }
            generation += 1
            foundationTimer?.invalidate()
            foundationTimer = nil
            scheduled = false
            schedule(on: .current, mode: .default)
        }
    }

    /// Fires now, outside the schedule (a one-shot timer is then invalid; a repeating one keeps its times).
    open func fire() {
        guard valid else { return }
        callback(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good.
    open func invalidate() {
        valid = false
        generation += 1
        foundationTimer?.invalidate()
        foundationTimer = nil
    }

    /// Schedules the firings (once: adding to a second mode changes nothing).
    package func schedule(on runloop: RunLoop, mode: RunLoop.Mode) {
        guard valid, !scheduled else { return }
        scheduled = true
        if createdInRecording, let clock = Timeline.current {
            scheduleNext(on: clock, generation: generation)
        } else {
            let date = Date(timeIntervalSinceReferenceDate: firstFire)
            let real = Foundation.Timer(fire: date, interval: timeInterval, repeats: repeats) { [weak self] _ in self?.fireOnSchedule() }
            foundationTimer = real
            runloop.add(real, forMode: mode)
        }
    }

    private func scheduleNext(on clock: Timeline, generation g: Int) {
        clock.schedule(at: firstFire + Double(fired) * timeInterval) { [self] in
            guard g == generation, valid else { return }
            fireOnSchedule()
            if valid, g == generation { scheduleNext(on: clock, generation: g) }
        }
    }

    private func fireOnSchedule() {
        fired += 1
        callback(self)
        if !repeats { invalidate() }
    }
}

extension RunLoop {
    /// Schedules a UIKit-module timer (on the virtual clock inside a recording).
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) { timer.schedule(on: self, mode: mode) }
}

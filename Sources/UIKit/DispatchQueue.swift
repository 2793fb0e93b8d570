import Dispatch
internal import Transitions

/// Dispatch's queue, shadowed for UIKit code: inside a recording, work submitted to any queue
/// runs on the recording's virtual clock (on its thread, at the time asked), so
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` lands 0.3 s of virtual time later
/// and the frames stay deterministic. Outside a recording, work goes to Dispatch's queue.
public final class DispatchQueue: @unchecked Sendable {
    private let real: Dispatch.DispatchQueue
    public let label: String

    private init(label: String, real: Dispatch.DispatchQueue) {
        self.label = label
        self.real = real
    }

    /// A serial queue (on the virtual clock inside a recording).
    public convenience init(label: String) { self.init(label: label, real: Dispatch.DispatchQueue(label: label)) }

    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread", real: .main)

    /// A global queue (on the virtual clock inside a recording).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "global", real: .global(qos: qos))
    }

    /// Dispatch's old queue priorities (DispatchQueue.global(priority:)).
    public enum GlobalQueuePriority: Sendable { case high, `default`, low, background }

    /// A global queue by the old priorities (each the quality of service Dispatch maps it to).
    public static func global(priority: GlobalQueuePriority) -> DispatchQueue {
        switch priority {
        case .high: global(qos: .userInitiated)
        case .default: global(qos: .default)
        case .low: global(qos: .utility)
        case .background: global(qos: .background)
        }
    }

    /// Runs `work` at the current virtual time, after the code that submitted it returns.
    public func async(execute work: @escaping @convention(block) () -> Void) {
        if let clock = Timeline.current { clock.schedule(at: clock.now, work) } else {
            let handOff = UncheckedWork(run: work)
            real.async { handOff.run() }
        }
    }

    /// Runs `work` at `deadline` on the virtual clock.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @convention(block) () -> Void) {
        if let clock = Timeline.current {
            clock.schedule(at: deadline.virtualSeconds ?? clock.now, work)
        } else {
            let handOff = UncheckedWork(run: work)
            real.asyncAfter(deadline: deadline.real) { handOff.run() }
        }
    }

    /// Runs a work item at `deadline` (a cancelled item does nothing).
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { item.perform() }
    }

    /// Runs a work item at the current virtual time.
    public func async(execute item: DispatchWorkItem) { async { item.perform() } }

    /// Runs `work` now and returns its result.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// Work handed to Dispatch outside a recording. Dispatch wants a `@Sendable` block; UIKit code
/// submits main-thread closures that Apple's SDK treats as sendable through `@MainActor`
/// isolation, which this module does not model, so the hand-off is unchecked.
private struct UncheckedWork: @unchecked Sendable {
    let run: () -> Void
}

/// A block that can be cancelled before it runs.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    public private(set) var isCancelled = false

    public init(block: @escaping @convention(block) () -> Void) { self.block = block }
    public func perform() { if !isCancelled { block() } }
    public func cancel() { isCancelled = true }
}

/// A moment for `asyncAfter`: on the virtual clock inside a recording, Dispatch's outside one.
public struct DispatchTime: Comparable, Sendable {
    /// Seconds on the virtual clock (nil outside a recording).
    let virtualSeconds: Double?
    let real: Dispatch.DispatchTime

    /// Now.
    public static func now() -> DispatchTime {
        DispatchTime(virtualSeconds: Timeline.current?.now, real: .now())
    }
    /// Never.
    public static let distantFuture = DispatchTime(virtualSeconds: .infinity, real: .distantFuture)

    public static func + (t: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(virtualSeconds: t.virtualSeconds.map { $0 + seconds }, real: t.real + seconds)
    }
    public static func - (t: DispatchTime, seconds: Double) -> DispatchTime { t + (-seconds) }
    public static func + (t: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { t + interval.seconds }
    public static func - (t: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { t + (-interval.seconds) }
    public static func < (l: DispatchTime, r: DispatchTime) -> Bool {
        if let a = l.virtualSeconds, let b = r.virtualSeconds { return a < b }
        return l.real < r.real
    }
    public static func == (l: DispatchTime, r: DispatchTime) -> Bool { l.virtualSeconds == r.virtualSeconds && l.real == r.real }
}

extension DispatchTimeInterval {
    /// The interval in seconds (infinity for `.never`).
    var seconds: Double {
        switch self {
        case .seconds(let s): Double(s)
        case .milliseconds(let ms): Double(ms) / 1e3
        case .microseconds(let us): Double(us) / 1e6
        case .nanoseconds(let ns): Double(ns) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

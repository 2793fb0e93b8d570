/// The clock of one transition run and the events (completions) scheduled on it.
///
/// A run starts at t = 0 when the transition sets up its views and animations. Completion
/// handlers are events at the times their animations end; `advance(to:)` fires them in time
/// order (ties in the order they were scheduled), each seeing `now` equal to its own time, so
/// a completion that starts a new animation starts it at the right moment. Rendering frame t
/// means: build the run, `advance(to: t)`, evaluate the presentation tree at t. Nothing is
/// shared between runs, so frames render independently on any thread with identical results
/// (hence `@unchecked Sendable`: a run and its timeline are confined to the thread that built it).
public final class Timeline: @unchecked Sendable {
    /// The current time in seconds since the run started (CACurrentMediaTime() of the run).
    public private(set) var now: Double = 0
    private var events: [(time: Double, sequence: Int, action: () -> Void)] = []
    private var sequence = 0

    /// The timeline whose setup or event is running on this task/thread: what ported UIKit
    /// code reaches through `UIView.animate` and `currentMediaTime()`.
    @TaskLocal public static var current: Timeline?

    /// Warnings raised while the run was set up or advanced (shown to the user once).
    public private(set) var warnings: [String] = []

    public init() {}

    /// Records a warning (duplicates are dropped).
    public func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Runs `action` when the clock reaches `time` (immediately at the next advance if in the past).
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        events.append((max(time, now), sequence, action))
        sequence += 1
    }

    /// Runs `body` and takes out the events it scheduled, in the order they were scheduled: the
    /// UIKit module fires them on an interactive transition's own clock instead.
    package func takeEvents(scheduledDuring body: () -> Void) -> [(time: Double, action: () -> Void)] {
        let first = sequence
        body()
        let taken = events.filter { $0.sequence >= first }.sorted { $0.sequence < $1.sequence }
        events.removeAll { $0.sequence >= first }
        return taken.map { ($0.time, $0.action) }
    }

    /// The time of the earliest scheduled event, if any.
    package var nextEventTime: Double? { events.map(\.time).min() }

    /// The time of the last scheduled event (the run's natural end), or now when none.
    public var lastEventTime: Double { events.map(\.time).max() ?? now }

    /// Moves the clock to `t`, firing every event due on the way.
    public func advance(to t: Double) {
        while let next = events.enumerated().filter({ $0.element.time <= t })
            .min(by: { ($0.element.time, $0.element.sequence) < ($1.element.time, $1.element.sequence) }) {
            events.remove(at: next.offset)
            now = next.element.time
            Timeline.$current.withValue(self) { next.element.action() }
        }
        now = max(now, t)
    }

    /// Runs `body` with this timeline as the current one (setup code of a transition).
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try Timeline.$current.withValue(self) { try body() }
    }
}

/// CACurrentMediaTime() for ported code: the current run's clock (0 outside any run).
public func currentMediaTime() -> Double { Timeline.current?.now ?? 0 }

import Foundation

/// Runs one long piece of work (drawing a single frame of a heavy scene can take many seconds)
/// on its own thread while the calling thread waits, so a signal or a deadline is answered
/// within `pollInterval` instead of when the work is done.
enum StoppableWork {
    /// How often the waiting thread checks `shouldStop`, in seconds.
    static let pollInterval = 0.05

    /// `work`'s result, or nil when `shouldStop` returned true first (the work then finishes in
    /// the background and its result is dropped); rethrows what `work` throws.
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T, unless shouldStop: () -> Bool) throws -> T? {
        let box = ResultBox<T>()
        Thread.detachNewThread {
            let result = Result { try work() }
            box.set(result)
        }
        while true {
            if let result = box.wait(seconds: pollInterval) { return try result.get() }
            if shouldStop() { return nil }
        }
    }

    private final class ResultBox<T: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var result: Result<T, Error>?

        func set(_ r: Result<T, Error>) {
            condition.lock()
            result = r
            condition.broadcast()
            condition.unlock()
        }

        func wait(seconds: Double) -> Result<T, Error>? {
            condition.lock()
            defer { condition.unlock() }
            if result == nil { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
            return result
        }
    }
}

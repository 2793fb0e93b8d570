import Foundation
import Raster

/// Draws a range of a recording's frames on several threads and hands the results over in
/// frame order.
///
/// Each worker owns a renderer (its frame buffer, offscreens and rasterizer are reused frame
/// after frame) and turns every frame into a product
/// right away (typically encoded PNG bytes), so the frame buffer is free for the next frame. At
/// most `workers * 2` products wait for the in-order consumer, so memory stays bounded however
/// many frames there are. Output is identical for any worker count: a recording's frames are
/// independent frozen trees.
public struct FrameSequence {
    public let recording: Recording
    public let frames: ClosedRange<Int>
    public let workers: Int

    /// `workers` threads at most, and no more than `memoryBudget` bytes holds at
    /// `RenderLimits.memoryPerWorker` each (at least one).
    public init(recording: Recording, frames: ClosedRange<Int>? = nil,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount, memoryBudget: Int = FrameSequence.defaultMemoryBudget) {
        self.recording = recording
        self.frames = frames ?? 0...(recording.frameCount - 1)
        self.workers = max(1, min(workers, memoryBudget / RenderLimits.memoryPerWorker))
    }

    /// Half the machine's physical memory: the rest is the system's, other processes' and the
    /// encoders' (a render on a 4 GB runner gets 6 workers at most, whatever its core count).
    public static let defaultMemoryBudget = Int(clamping: ProcessInfo.processInfo.physicalMemory / 2)

    /// How many frames the whole recording has (the range may be a part of it).
    public var totalFrameCount: Int { recording.frameCount }

    /// How often the calling thread checks `shouldStop` while it waits for a frame, in seconds.
    static let stopPollInterval = 0.05
    /// How long a stopped sequence waits for workers still drawing a frame.
    static let stopGrace = DispatchTimeInterval.milliseconds(200)

    /// Renders every frame, `produce` on the worker threads (frame index, pixels valid only
    /// during the call), `consume` on the calling thread in frame order. The first error from
    /// either stops the sequence (frames not yet consumed are dropped) and is rethrown.
    /// `shouldStop` is polled between frames and, while the calling thread waits, every
    /// `stopPollInterval` (an interrupt, a deadline); when it returns true the sequence ends
    /// early without error after consuming what is complete in order. It then waits at most
    /// `stopGrace` for workers still drawing a frame (one frame of a heavy scene can take many
    /// seconds); a worker still drawing after that finishes its frame in the background, drops
    /// it and ends, touching nothing the caller sees.
    public func run<Product>(produce: @escaping @Sendable (Int, Pixmap) throws -> Product,
                             consume: (Int, Product) throws -> Void,
                             shouldStop: @escaping @Sendable () -> Bool = { false }) throws {
        let state = SequenceState<Product>(capacity: workers * 2)
        let recording = self.recording
        let indices = Array(frames)
        let workers = self.workers
        let group = DispatchGroup()
        for _ in 0..<min(workers, indices.count) {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                let renderer = RecordingFrameRenderer(recording)
                // Frames are handed out in order as workers come free (not striped in advance),
                // so a worker slowed by other load does not hold the window while the rest wait.
                while let k = state.claim(below: indices.count) {
                    let i = indices[k]
                    guard state.waitForRoom(index: k), !shouldStop() else { state.stop(); return }
                    do {
                        let pixels = try renderer.render(i)
                        state.deliver(k, .success(try produce(i, pixels)))
                    } catch {
                        state.deliver(k, .failure(error))
                        return
                    }
                }
            }
        }
        var stoppedEarly = false
        defer {
            state.stop()
            if stoppedEarly { _ = group.wait(timeout: .now() + Self.stopGrace) } else { group.wait() }
        }
        for k in 0..<indices.count {
            guard let result = state.take(k, unless: shouldStop, polling: Self.stopPollInterval) else {
                stoppedEarly = true
                break
            }
            switch result {
            case .success(let product): try consume(indices[k], product)
            case .failure(let error): throw error
            }
        }
    }
}

/// The hand-over between workers and the in-order consumer.
private final class SequenceState<Product>: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready: [Int: Result<Product, Error>] = [:]
    private var nextToTake = 0
    private var nextToClaim = 0
    private var stopped = false
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The next frame (position in the sequence) for a worker, in increasing order; nil when all
    /// are handed out or the sequence stopped. Each worker's frames still come in increasing
    /// order, which lets its renderer advance one run instead of building one per frame.
    func claim(below count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, nextToClaim < count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    /// Blocks a worker until frame `k` is within `capacity` of the consumer; false when stopped.
    func waitForRoom(index k: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && k >= nextToTake + capacity { condition.wait() }
        return !stopped
    }

    func deliver(_ k: Int, _ result: Result<Product, Error>) {
        condition.lock()
        ready[k] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The result of frame `k`, waiting for it; nil when the workers stopped before it or
    /// `shouldStop` (polled every `interval` seconds while waiting) returned true.
    func take(_ k: Int, unless shouldStop: () -> Bool, polling interval: Double) -> Result<Product, Error>? {
        condition.lock()
        defer { condition.unlock() }
        while ready[k] == nil && !stopped {
            if shouldStop() { return nil }
            _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
        }
        guard let r = ready.removeValue(forKey: k) else { return nil }
        nextToTake = k + 1
        condition.broadcast()
        return r
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}

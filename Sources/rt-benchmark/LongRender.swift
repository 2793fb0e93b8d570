import Foundation
import Raster
import Transitions

/// The long-render memory check: Ping with its mask animation stretched so the run has `frames`
/// frames at 60 fps, every frame encoded and written on all workers; prints frames/s and the
/// peak resident memory (getrusage), which must not grow with the frame count.
///
/// With more than one worker it then measures the host's own ceiling for the speed-up: as many
/// one-worker renders as there are workers, at the same time, sharing nothing but the machine.
/// On a shared VM two busy vCPUs slow each other (caches, memory bandwidth, other tenants), and
/// that ceiling is the yardstick for how well the workers of one render scale.
struct LongRender {
    let frames: Int
    let workers: Int
    let compression: PNGCompression

    func run() throws {
        let duration = Double(frames - 1) / 60
        var recording: Recording!
        let recordSeconds = try Measure.wallTime { recording = try PingRecording.record(scale: 3, duration: max(duration, 0.25)) }
        let recorded = Measure.peakMemoryMB()
        let bench = PipelineBenchmark(recording: recording)
        let range = 0...min(frames, recording.frameCount) - 1
        let result = try bench.endToEnd(workers: workers, compression: compression, reps: 0, frames: range, timeWarmUp: true)
        print("long render: \(range.count) frames at \(recording.pixelWidth) x \(recording.pixelHeight), \(workers) workers, " +
              String(format: "%.1f frames/s, peak memory (maxrss) %.1f MB (%.1f MB once recorded, in %.0f ms: the frozen trees are held for the whole render)",
                     result.framesPerSecond, Measure.peakMemoryMB(), recorded, recordSeconds * 1000))
        guard workers > 1 else { return }
        let cores = try CoreScaling(recording: recording, frames: range, workers: workers, compression: compression).run(pairs: 3)
        print(Format.coreScaling(cores, pairs: 3, workers: workers).trimmingCharacters(in: .whitespaces))
        let ceiling = try independentRate(bench, range: range)
        print(String(format: "independent: %d one-worker renders at once, %.1f frames/s in total (the host's ceiling for %d workers)",
                     workers, ceiling, workers))
    }

    /// Frames per second of `workers` one-worker renders of `range` run at the same time, in total.
    private func independentRate(_ bench: PipelineBenchmark, range: ClosedRange<Int>) throws -> Double {
        let group = DispatchGroup()
        let failures = FailureBox()
        let start = Measure.wall()
        for _ in 0..<workers {
            group.enter()
            Thread.detachNewThread { [compression] in
                defer { group.leave() }
                do {
                    _ = try bench.endToEnd(workers: 1, compression: compression, reps: 0, frames: range, timeWarmUp: true)
                } catch {
                    failures.note(error)
                }
            }
        }
        group.wait()
        if let error = failures.first { throw error }
        return Double(range.count * workers) / (Measure.wall() - start)
    }
}

/// The first error of several threads.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var first: Error?
    func note(_ error: Error) {
        lock.lock()
        if first == nil { first = error }
        lock.unlock()
    }
}

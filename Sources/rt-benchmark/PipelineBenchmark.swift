import Foundation
import Raster
import Transitions

/// The Ping workload through the real pipeline: the CLI's recording of it (`PingRecording`: 22
/// frames, 0...0.35 s at 60 fps), every frozen frame drawn by `RecordingFrameRenderer`, the fast
/// PNG encoder, and `FrameSequence` writing every frame to disk on one thread and on all of them.
struct PipelineBenchmark {
    let recording: Recording

    /// Per-frame medians of the single-threaded raster and encode split.
    struct Split {
        var stages: [RenderStageTimes.Stage: Double] = [:]
        /// Raster and encode per frame, timed with no stage timer attached.
        var raster = 0.0, encode = 0.0
        /// Raster per frame with the stage timer attached (the stages add up to this).
        var instrumentedRaster = 0.0
        var filter = 0.0, deflate = 0.0
        var bytes = 0.0, zlibLevel1Bytes = 0.0
        /// The middle frame (kept for the codec micro-benchmark).
        var sampleFrame: Pixmap?
    }

    init(scale: Int) throws {
        recording = try PingRecording.record(scale: scale)
    }

    init(recording: Recording) { self.recording = recording }

    /// Raster time per frame by stage, and the encoder's filter/deflate time and bytes per frame.
    ///
    /// Each repetition renders and encodes every frame twice. Once plain, for the totals; once
    /// with the stage timers on, for the split. The timers read the thread CPU clock, a system
    /// call of ~0.6 µs on a VM, a few dozen times per frame: left in the totals they would add
    /// a fixed ~10 µs a frame that is the instrument's, not the renderer's (at scale 1, 3 % of
    /// a frame), and skew the growth with pixel count.
    func split(reps: Int) throws -> Split {
        // One renderer and one encoder (their caches and buffers shared), timers switched on
        // for the second pass only.
        let renderer = RecordingFrameRenderer(recording)
        let timer = RenderStageTimes()
        let encoder = PNGEncoder(compression: .fast)
        let n = Double(recording.frameCount)
        var out = Split()
        // Warm-up (snapshot and text caches fill) and the zlib level-1 yardstick, untimed.
        var level1 = 0
        for i in 0..<recording.frameCount {
            let frame = try renderer.render(i)
            level1 += try PNGEncoder.referenceEncode(frame, zlibLevel: 1).count
            if i == recording.frameCount / 2 { out.sampleFrame = frame.copy() }
        }
        out.zlibLevel1Bytes = Double(level1) / n
        var stageRuns: [RenderStageTimes.Stage: [Double]] = [:]
        var raster: [Double] = [], timedRaster: [Double] = [], filter: [Double] = [], deflate: [Double] = []
        var encode: [Double] = [], bytes: [Double] = []
        for _ in 0..<reps {
            renderer.stageTimes = nil
            encoder.recordsStageTimes = false
            let (r, e, b) = try Self.plainPass(renderer, encoder, frames: recording.frameCount)
            timer.reset()
            renderer.stageTimes = timer
            encoder.recordsStageTimes = true
            var tr = 0.0, f = 0.0, d = 0.0
            for i in 0..<recording.frameCount {
                var frame: Pixmap!
                tr += try Measure.time { frame = try renderer.render(i) }
                _ = try encoder.encode(frame)
                f += encoder.lastStageTimes.filter
                d += encoder.lastStageTimes.deflate
            }
            for s in RenderStageTimes.Stage.allCases { stageRuns[s, default: []].append(timer[s] / n) }
            raster.append(r / n); timedRaster.append(tr / n); filter.append(f / n); deflate.append(d / n)
            encode.append(e / n); bytes.append(Double(b) / n)
        }
        for (s, v) in stageRuns { out.stages[s] = Measure.median(v) }
        out.raster = Measure.median(raster)
        out.instrumentedRaster = Measure.median(timedRaster)
        out.filter = Measure.median(filter)
        out.deflate = Measure.median(deflate)
        out.encode = Measure.median(encode)
        out.bytes = Measure.median(bytes)
        return out
    }

    /// Thread CPU seconds to render and to encode every frame, one after the other, and the
    /// bytes encoded: the plain pass of `split` and of the paired growth.
    static func plainPass(_ renderer: RecordingFrameRenderer, _ encoder: PNGEncoder, frames: Int) throws
        -> (raster: Double, encode: Double, bytes: Int) {
        var r = 0.0, e = 0.0, b = 0
        for i in 0..<frames {
            var frame: Pixmap!
            r += try Measure.time { frame = try renderer.render(i) }
            e += try Measure.time { b += try encoder.encode(frame).count }
        }
        return (r, e, b)
    }

    /// Frames per second of the whole pipeline with `workers` threads, every frame encoded and
    /// written (in order, atomically) into a fresh directory; also a digest of all the bytes
    /// written, so runs with different worker counts can be compared.
    func endToEnd(workers: Int, compression: PNGCompression, reps: Int, frames: ClosedRange<Int>? = nil,
                   timeWarmUp: Bool = false)
        throws -> (framesPerSecond: Double, digests: [UInt64]) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = PNGEncoderPool(compression: compression)
        var digests: [UInt64] = []
        let sequence = FrameSequence(recording: recording, frames: frames, workers: workers)
        let count = Double(sequence.frames.count)
        var rates: [Double] = []
        for rep in 0...reps {
            let (seconds, d, _) = try Self.writtenPass(sequence, pool: pool, into: directory)
            // Rep 0 is the warm-up (caches, first page faults of the buffers).
            if rep > 0 || timeWarmUp { rates.append(count / seconds) }
            if rep > 0, d != digests { Problems.shared.note("\(workers) worker(s): frames differ between repetitions: \(Digest.differences(digests, d))") }
            digests = d
        }
        return (Measure.median(rates), digests)
    }

    /// One render of `sequence`: every frame encoded on the workers by `pool` and written
    /// atomically, in order, into `directory`. Returns the wall seconds, each frame's digest and,
    /// with `timesWriter`, the writer's CPU seconds (its thread clock around each file write; two
    /// clock reads a frame, so only where that figure is printed).
    static func writtenPass(_ sequence: FrameSequence, pool: PNGEncoderPool, into directory: TemporaryDirectory,
                            timesWriter: Bool = false) throws -> (seconds: Double, digests: [UInt64], writer: Double) {
        var digests: [UInt64] = []
        var writer = 0.0
        let seconds = try Measure.wallTime {
            try sequence.run(produce: { _, pixmap in try pool.encode(pixmap) },
                             consume: { i, bytes in
                                 let path = directory.path + "/" + String(format: "frame-%04d.png", i)
                                 if timesWriter {
                                     writer += try Measure.time { try PNG.writeAtomically(bytes: bytes, to: path) }
                                 } else {
                                     try PNG.writeAtomically(bytes: bytes, to: path)
                                 }
                                 digests.append(Digest.of(bytes))
                             })
        }
        return (seconds, digests, writer)
    }
}

/// FNV-1a digests of written frames: equal digests mean equal output.
enum Digest {
    /// FNV-1a over 8-byte words (then the tail bytes): it runs on the in-order writer, which
    /// shares the cores with the workers, so a byte-at-a-time hash would tax the many-worker
    /// figure more than the one-worker one. Only compared within one run of the benchmark.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for k in 0..<words { value = (value ^ raw.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self)) &* 0x100_0000_01b3 }
            for b in raw[(8 * words)...] { value = (value ^ UInt64(b)) &* 0x100_0000_01b3 }
        }
        return value
    }

    /// The frame indices whose digests differ, for a failure message.
    static func differences(_ a: [UInt64], _ b: [UInt64]) -> String {
        let frames = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        return "frames \(frames)" + (a.count == b.count ? "" : " and counts \(a.count) vs \(b.count)")
    }
}

/// A fresh directory under the system's temporary directory, removed with its files.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/rt-benchmark-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BenchmarkFailure(message: "cannot create a temporary directory in \(NSTemporaryDirectory()): \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A failure at run time (exit 1).
struct BenchmarkFailure: Error { let message: String }

/// Determinism failures seen during the run: reported after every figure, then exit 1.
final class Problems: @unchecked Sendable {
    static let shared = Problems()
    private(set) var notes: [String] = []
    func note(_ message: String) { notes.append(message) }
}

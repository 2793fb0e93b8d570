import Foundation
import Glibc
import Raster
import TransitionOutputs
import RenderTransitionCLI
import Transitions

/// `rt-benchmark --outputs`: the animated outputs of one render (issue 16). The frames of Ping
/// at a scale are rendered once and kept; each writer then writes the same frames: the
/// inter-frame APNG beside the whole-frame one and beside `apngasm` (Debian's, run on the same
/// frames as PNG files in the same run), WebP lossless and lossy, GIF and MP4 through ffmpeg.
/// Our writers are timed in thread CPU time (they run on the calling thread); the programs in
/// their own CPU time (user + system of the child), medians of `reps` runs (apngasm: at most 3).
struct OutputFormatsBenchmark {
    let scale: Int
    let reps: Int

    /// A file's size and the CPU seconds it took.
    struct Row { let bytes: Int; let seconds: Double }

    func run() throws {
        let recording = try PingRecording.record(scale: scale, fps: 60)
        let renderer = RecordingFrameRenderer(recording)
        let frames = try (0..<recording.frameCount).map { try renderer.render($0).copy() }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-benchmark-outputs-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (i, f) in frames.enumerated() { try PNG.write(f, to: String(format: "\(dir)/f%03d.png", i)) }
        let w = recording.pixelWidth, h = recording.pixelHeight
        say("")
        say("== animated outputs: Ping at scale \(scale), \(frames.count) frames of \(w) x \(h) at 60 fps (hold 1 s) ==")

        func apng(interFrame: Bool) throws -> Row {
            var size = 0
            let t = try Measure.medianTime(reps: reps) {
                let writer = try APNGWriter(path: "\(dir)/ours.png", width: w, height: h, frameCount: frames.count, fps: 60,
                                            opaque: true, hold: 1, interFrame: interFrame)
                for f in frames { try writer.append(f) }
                try writer.finish()
                size = try fileSize("\(dir)/ours.png")
            }
            return Row(bytes: size, seconds: t)
        }
        let ours = try apng(interFrame: true)
        say(Self.row("APNG, changed rectangles (ours)", ours))
        say(Self.row("APNG, whole frames (same encoder)", try apng(interFrame: false)))
        say(Self.row("frame PNGs, fast encoder (sum)", Row(bytes: try frames.indices.reduce(0) { $0 + (try fileSize(String(format: "\(dir)/f%03d.png", $1))) }, seconds: 0)))
        if let apngasm = Self.tool("apngasm") {
            // apngasm 2.91's defaults: 7zip deflate, 15 iterations; delay 1/60 s per frame.
            let files = frames.indices.map { String(format: "f%03d.png", $0) }
            let row = try program(apngasm, ["asm.png"] + files + ["1", "60"], in: dir, output: "\(dir)/asm.png", reps: min(reps, 3))
            say(Self.row("APNG, apngasm 2.91 (same frames)", row))
            say(String(format: "  ours / apngasm: bytes %.3fx, CPU time %.3fx (target: bytes <= 1, time <= 0.1)",
                       Double(ours.bytes) / Double(row.bytes), ours.seconds / row.seconds))
        } else {
            say("  apngasm is not installed (apt-get install apngasm): no yardstick row")
        }

        func animation(_ name: String, _ make: () throws -> any AnimationWriter, path: String) throws -> Row {
            var size = 0
            let before = Measure.childCPU()
            let t = try Measure.medianTime(reps: reps) {
                let output = try make()
                for f in frames { try output.append(f) }
                try output.finish()
                size = try fileSize(path)
            }
            let child = (Measure.childCPU() - before) / Double(reps + 1)
            let row = Row(bytes: size, seconds: t + child)
            say(Self.row(name, row, note: child > 0 ? String(format: "(ffmpeg's CPU %.0f ms of it)", child * 1000) : ""))
            return row
        }
        _ = try animation("WebP, lossless (libwebp)", { try WebPAnimationWriter(path: "\(dir)/a.webp", width: w, height: h, fps: 60, hold: 1, quality: nil) },
                          path: "\(dir)/a.webp")
        _ = try animation("WebP, lossy q80 (libwebp)", { try WebPAnimationWriter(path: "\(dir)/b.webp", width: w, height: h, fps: 60, hold: 1, quality: 80) },
                          path: "\(dir)/b.webp")
        if let ffmpeg = try? FFmpegRunner.locate() {
            _ = try animation("GIF, \(w / scale) px wide (ffmpeg)", {
                try FFmpegAnimationWriter.gif(executable: ffmpeg, path: "\(dir)/a.gif", width: w, height: h, frameCount: frames.count, fps: 60, hold: 1, outputWidth: w / scale)
            }, path: "\(dir)/a.gif")
            _ = try animation("MP4, H.264 yuv420p (ffmpeg)", {
                try FFmpegAnimationWriter.mp4(executable: ffmpeg, path: "\(dir)/a.mp4", width: w, height: h, fps: 60, hold: 1)
            }, path: "\(dir)/a.mp4")
        } else {
            say("  ffmpeg is not installed (apt-get install ffmpeg): no GIF or MP4 rows")
        }
    }

    /// Runs a program `reps` times (after no warm-up: it is slow) and takes its median CPU time.
    func program(_ tool: String, _ arguments: [String], in dir: String, output: String, reps: Int) throws -> Row {
        var times: [Double] = []
        for _ in 0..<reps {
            let before = Measure.childCPU()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchmarkFailure(message: "\(tool) exited with \(process.terminationStatus)") }
            times.append(Measure.childCPU() - before)
        }
        return Row(bytes: try fileSize(output), seconds: Measure.median(times))
    }

    static func row(_ name: String, _ r: Row, note: String = "") -> String {
        "  " + name.padding(toLength: 38, withPad: " ", startingAt: 0)
            + String(format: "%9.1f KB %9.1f ms", Double(r.bytes) / 1000, r.seconds * 1000) + (note.isEmpty ? "" : "  " + note)
    }

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A file's size in bytes.
func fileSize(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
}

extension Measure {
    /// CPU seconds (user + system) of the children that have exited and been waited for.
    static func childCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

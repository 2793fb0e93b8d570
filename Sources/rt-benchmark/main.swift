import Foundation
import Raster
import Transitions

// rt-benchmark: the Ping workload through the real pipeline, medians over repeated runs, every
// figure also as a multiple of a memcpy of one frame measured in the same run (see
// docs/benchmark.md for what each figure means and the figures measured).

let processors = ProcessInfo.processInfo.activeProcessorCount
let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()), processors: processors)
} catch {
    if error.message.isEmpty {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    FileHandle.standardError.write(Data("rt-benchmark: \(error.message)\n".utf8))
    exit(2)
}

func say(_ line: String) {
    print(line)
    fflush(nil)
}

do {
    say("machine: \(processors) cores (nproc), \(Measure.cpuModel()); medians of \(options.reps) runs; " +
        "single-thread figures in thread CPU time, end to end in wall time")
    if options.uikitOnly {
        try reportUIKitRecording(scale: options.scales.last ?? 3, reps: options.reps)
        exit(0)
    }
    if let scale = options.outputsScale {
        try OutputFormatsBenchmark(scale: scale, reps: options.reps).run()
        exit(0)
    }
    if options.layout {
        LayoutBenchmark(reps: options.reps).run(say: say)
        exit(0)
    }
    if options.gallery {
        try GalleryBytesBenchmark().run()
        exit(0)
    }
    if options.chrome {
        try reportChrome(reps: options.reps)
        exit(0)
    }
    if options.blur {
        try BackdropBenchmark(scale: options.scales.last ?? 3, reps: options.reps).run()
        exit(0)
    }
    if options.consumerDebug {
        // This checkout: three levels up from this file (Sources/rt-benchmark/main.swift).
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        say("consumer debug vs release: a package depending on \(root.path) by path, \(options.reps) frames per size, one thread, thread CPU time, median of \(ConsumerDebug.passes) alternating passes of each build")
        let (debug, release) = try ConsumerDebug(packageRoot: root, frames: options.reps).run(say: say)
        for (k, size) in ["390 x 844", "1170 x 2532"].enumerated() {
            for (name, d, r) in [("render \(size)", debug.render[k], release.render[k]),
                                 ("  assertGolden \(size)", debug.assertion[k], release.assertion[k]),
                                 ("  golden test per frame", debug.render[k] + debug.assertion[k], release.render[k] + release.assertion[k])] {
                say("  " + name.padding(toLength: 28, withPad: " ", startingAt: 0) +
                    String(format: " debug %8.2f ms   release %7.2f ms   debug / release %5.2fx", d, r, d / r))
            }
        }
        say("  (golden test per frame = render + assertGolden's verify of a matching golden: the target, within 3x)")
        exit(0)
    }
    if let frames = options.longFrames {
        try LongRender(frames: frames, workers: options.workers, compression: options.compression).run()
        exit(0)
    }
    var perScale: [(scale: Int, pixels: Int, split: PipelineBenchmark.Split, bench: PipelineBenchmark)] = []
    for scale in options.scales {
        let bench = try PipelineBenchmark(scale: scale)
        let recording = bench.recording
        let w = recording.pixelWidth, h = recording.pixelHeight
        let unit = MemcpyUnit(pixels: w * h).measure(reps: options.reps)
        say("")
        say("== Ping at scale \(scale): \(w) x \(h), \(recording.frameCount) frames 0...\(recording.duration) s at \(recording.fps) fps ==")
        say(Format.row("memcpy of one frame", unit, unit: unit, extra: String(format: "(%.1f GB/s)", Double(w * h * 4) / unit / 1e9)))
        say(String(format: "recording (SceneRecording of the ping demo, as the CLI: UIKit run once, every frame frozen; one thread, wall) %.1f ms",
                   try PingRecording.recordingTime(scale: scale, reps: options.reps) * 1000))
        let split = try bench.split(reps: options.reps)
        say("raster per frame, one thread (RecordingFrameRenderer drawing the frozen trees, stage timer in LayerRenderer):")
        var drawn = 0.0
        for stage in RenderStageTimes.Stage.allCases where stage != .runSetup {
            let t = split.stages[stage] ?? 0
            drawn += t
            say(Format.row("  " + stage.name, t, unit: unit))
        }
        // A frozen frame has no run to set up (the recording advanced and froze the tree once).
        say(Format.row("  evaluation overhead", split.instrumentedRaster - drawn, unit: unit))
        say(Format.row("  raster total", split.raster, unit: unit,
                       extra: String(format: "(timed without stage timers; with them %.2f ms)", split.instrumentedRaster * 1000)))
        say("PNG per frame (fast: own filter + own run-length deflate, CDeflate):")
        say(Format.row("  filter", split.filter, unit: unit))
        say(Format.row("  deflate", split.deflate, unit: unit))
        say(Format.row("  encode total (with container)", split.encode, unit: unit,
                       extra: Format.kb(split.bytes) + String(format: " = %.2fx zlib level 1 (", split.bytes / split.zlibLevel1Bytes) + Format.kb(split.zlibLevel1Bytes) + ")"))
        perScale.append((scale, w * h, split, bench))

        let micro = try MicroBenchmarks(width: w, height: h, scale: scale).run(reps: options.reps, frame: split.sampleFrame!)
        say("micro-benchmarks (one full frame each):")
        say(Format.row("  fill, opaque, full frame", micro.fill, unit: unit))
        say(Format.row("  image through circle r=\(2000 * scale / 3) px", micro.masked, unit: unit))
        say(Format.row("  image scaled 5x, bilinear", micro.scaled, unit: unit))
        say(Format.row("  PNG encode of frame \(recording.frameCount / 2)", micro.encode, unit: unit,
                       extra: Format.kb(Double(micro.bytes)) + String(format: " = %.2fx zlib level 1", Double(micro.bytes) / Double(micro.zlibLevel1Bytes))))

        say("end to end, every frame encoded (\(options.compression.rawValue)) and written to a temporary directory:")
        let one = try bench.endToEnd(workers: 1, compression: options.compression, reps: options.reps)
        say(String(format: "  1 thread                          %7.1f frames/s  (%.2f ms/frame = %.1fx memcpy)", one.framesPerSecond, 1000 / one.framesPerSecond, 1 / one.framesPerSecond / unit))
        if options.workers > 1 {
            let all = try bench.endToEnd(workers: options.workers, compression: options.compression, reps: options.reps)
            say(String(format: "  %d threads                         %7.1f frames/s  (speed-up %.2fx; output %@)", options.workers,
                       all.framesPerSecond, all.framesPerSecond / one.framesPerSecond, all.digests == one.digests ? "identical" : "DIFFERS"))
            if all.digests != one.digests {
                Problems.shared.note("frames written with \(options.workers) workers differ from one worker's: \(Digest.differences(one.digests, all.digests))")
            }
            let cores = try CoreScaling(recording: recording, frames: nil, workers: options.workers, compression: options.compression)
                .run(pairs: 2 * options.reps + 1)
            say(Format.coreScaling(cores, pairs: 2 * options.reps + 1, workers: options.workers))
        }
    }
    if perScale.count > 1, let base = perScale.first {
        say("")
        say("growth with pixel count (per frame, relative to scale \(base.scale)):")
        for s in perScale.dropFirst() {
            let px = Double(s.pixels) / Double(base.pixels)
            say(String(format: "  scale %d: pixels %.2fx, raster %.2fx, encode %.2fx", s.scale, px,
                       s.split.raster / base.split.raster, s.split.encode / base.split.encode))
            // By stage, so what grows with pixels (resampling, stores, filtering) shows apart from
            // what grows with outlines, rows and runs (rasterizing edges, per-row set-up, tokens).
            func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? String(format: "%.2fx", a / b) : "-" }
            var parts: [String] = []
            for stage in RenderStageTimes.Stage.allCases where stage != .runSetup && stage != .clear {
                parts.append("\(stage.name) " + ratio(s.split.stages[stage] ?? 0, base.split.stages[stage] ?? 0))
            }
            parts.append("filter " + ratio(s.split.filter, base.split.filter))
            parts.append("deflate " + ratio(s.split.deflate, base.split.deflate))
            parts.append("bytes " + ratio(s.split.bytes, base.split.bytes))
            say("    by stage: " + parts.joined(separator: ", "))
            let paired = try PairedGrowth(small: base.bench, large: s.bench).run(reps: 2 * options.reps + 1)
            say(String(format: "    paired (scale %d and %d passes back to back, median of %d ratios): frame %.2fx; raster %.2fx (middle half %.2f-%.2f), encode %.2fx (%.2f-%.2f)",
                       base.scale, s.scale, 2 * options.reps + 1, paired.frame, paired.raster, paired.rasterQuartiles.0,
                       paired.rasterQuartiles.1, paired.encode, paired.encodeQuartiles.0, paired.encodeQuartiles.1))
        }
    }
    try reportUIKitRecording(scale: options.scales.last ?? 3, reps: options.reps)
    say("")
    say(String(format: "peak memory (maxrss): %.1f MB", Measure.peakMemoryMB()))
    if !Problems.shared.notes.isEmpty {
        throw BenchmarkFailure(message: "output is not deterministic: " + Problems.shared.notes.joined(separator: "; "))
    }
} catch let failure as ConsumerDebug.Failure {
    FileHandle.standardError.write(Data("rt-benchmark: \(failure.message)\n".utf8))
    exit(1)
} catch let failure as BenchmarkFailure {
    FileHandle.standardError.write(Data("rt-benchmark: \(failure.message)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("rt-benchmark: \(error)\n".utf8))
    exit(1)
}

/// The UIKit recording row: Ping recorded from a user's UIKit code and by the CLI, the same frames.
func reportUIKitRecording(scale: Int, reps: Int) throws {
    let workers = ProcessInfo.processInfo.activeProcessorCount
    let f = try UIKitRecording(scale: scale, workers: workers).run(reps: reps)
    say("")
    say("UIKit recording of Ping at scale \(scale), \(f.frames) frames at 60 fps, \(workers) workers, recorded, drawn and compared (target <= 1.1x the CLI's):")
    say(String(format: "  CLI's recording (SceneRecording, demo ping)  %7.1f ms wall, %7.1f ms CPU; recording alone %5.1f ms",
               f.cli.wall * 1000, f.cli.cpu * 1000, f.cli.record * 1000))
    say(String(format: "  the user's (UIKitDogfood's push)             %7.1f ms wall, %7.1f ms CPU; recording alone %5.1f ms",
               f.user.wall * 1000, f.user.cpu * 1000, f.user.record * 1000))
    say(String(format: "  user / CLI (median of the rounds' ratios): %.2fx wall, %.2fx CPU; frames %@", f.wallRatio, f.cpuRatio,
               f.identical ? "identical" : "DIFFER"))
    if !f.identical { Problems.shared.note("the user's UIKit-recorded Ping frames differ from the CLI's") }
}

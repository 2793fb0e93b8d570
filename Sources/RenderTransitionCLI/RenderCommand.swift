import Foundation
import Raster
import Transitions
import TransitionCatalog

/// `render`: loads the scene, plans, checks the output directory, then renders on all workers
/// and writes in frame order. Everything that can be refused is refused before the first frame.
package struct RenderCommand {
    package let request: RenderRequest
    package let console: Console
    /// Polled between frames; true stops the render (an interrupt).
    package let shouldStop: @Sendable () -> Bool

    /// A render of a checked request.
    package init(request: RenderRequest, console: Console, shouldStop: @escaping @Sendable () -> Bool = { false }) {
        self.request = request
        self.console = console
        self.shouldStop = shouldStop
    }

    /// Which frames a render draws.
    enum Frames {
        case timeline
        case interactive(InteractiveSchedule)
        case progress(Double)
    }

    /// Runs the render; throws a usage, runtime or interrupted error.
    package func run() throws(CLIError) {
        // A font family that is not installed renders in a fallback: say so, once per family.
        let console = console
        FontLibrary.shared.setWarningHandler { console.printError("warning: \($0)") }
        defer { FontLibrary.shared.setWarningHandler(nil) }
        // The time limit counts from the start, so a scene slow to read or lay out is stopped too.
        let deadline = request.timeLimit.map { ContinuousClock.now + .milliseconds(Int64(($0 * 1000).rounded(.up))) }
        let interrupted = self.shouldStop
        let timedOut: @Sendable () -> Bool = { deadline.map { ContinuousClock.now >= $0 } ?? false }
        let shouldStop: @Sendable () -> Bool = { interrupted() || timedOut() }
        let (scene, run) = try load(shouldStop: shouldStop, timedOut: timedOut)
        for warning in Self.unique(scene.warnings) { console.printError("warning: \(warning)") }
        for warning in Self.unique(run.warnings) { console.printError("warning: \(warning)") }

        let frames: Frames
        if let p = request.progress {
            frames = .progress(p)
        } else if let path = request.gesturePath {
            frames = .interactive(try Self.schedule(path: path, run: run.recorded, request: request))
        } else {
            frames = .timeline
        }
        let total: Int
        switch frames {
        case .timeline: total = run.recording.frameCount
        case .interactive(let s): total = s.frames.count
        case .progress: total = 1
        }
        let range = request.frames ?? 0...(total - 1)
        guard range.upperBound < total else {
            throw .usage("--frames \(range.lowerBound)..\(range.upperBound) is outside this render's frames 0..\(total - 1)")
        }
        try Self.refuseOverwritingInputs(scene: scene, request: request, range: range, totalFrames: total)
        var animation = try request.animationSettings(pixelWidth: run.recording.pixelWidth, scale: run.recording.scale)
        animation.shouldStop = shouldStop
        try OutputDirectory.prepare(request.outputDirectory)
        // One run at a time in a directory: a second one would mix its frames with ours.
        let lock = try OutputLock.acquire(request.outputDirectory)
        defer { lock.release() }
        try OutputDirectory.refuseDirectories(at: Self.outputNames(request: request, range: range, totalFrames: total), in: request.outputDirectory)
        InterruptSignal.removeTemporaries(in: request.outputDirectory)

        let recording = run.recording
        let title = "\(run.name) (\(run.operationName)), \(recording.fps) fps"
        let output = try FrameOutput(directory: request.outputDirectory, formats: request.formats, count: range.count, totalFrames: total,
                                     width: recording.pixelWidth, height: recording.pixelHeight, fps: recording.fps,
                                     compression: request.compression, title: title, animation: animation)
        let reporter = ProgressReporter(console: console, total: range.count, enabled: !request.quiet)
        let pool = PNGEncoderPool(compression: request.compression)
        let needsPNG = output.needsPNG, needsPixels = output.needsPixels
        let produce: @Sendable (Int, Pixmap) throws -> RenderedFrame = { _, pixels in
            RenderedFrame(png: needsPNG ? try pool.encode(pixels) : nil, pixels: needsPixels ? pixels.copy() : nil)
        }
        do {
            switch frames {
            case .progress:
                // Drawn on a thread of its own, so a stop is not held up by it.
                if !shouldStop(), let frame = try StoppableWork.run({ try produce(0, recording.frame(0)) }, unless: shouldStop) {
                    try output.write(index: 0, frame: frame, time: recording.time(ofFrame: 0))
                    reporter.update(done: 1)
                }
            case .timeline, .interactive:
                let schedule: InteractiveSchedule? = if case .interactive(let s) = frames { s } else { nil }
                let shown = try schedule.map { s throws(PlanError) in try run.recorded.recording(of: s) } ?? recording
                try FrameSequence(recording: shown, frames: range, workers: request.jobs).run(
                    produce: produce,
                    consume: { i, frame in
                        let time = shown.time(ofFrame: i)
                        try output.write(index: i, frame: frame, time: time)
                        reporter.update(done: output.framesWritten)
                    },
                    shouldStop: shouldStop)
            }
        } catch let error as CLIError {
            reporter.clear()
            // A writer that gave up waiting for ffmpeg because of the stop: reported below.
            if !shouldStop() { throw error }
        } catch let error as PlanError where error.field == .progress {
            // --gesture on a transition with no interactive animator (a sheet): the command line's fault.
            reporter.clear()
            throw .usage(error.description(naming: Self.flag(for:)))
        } catch {
            reporter.clear()
            if !shouldStop() { throw .runtime("\(error)") }
        }
        reporter.clear()
        func stopped() -> CLIError {
            if !interrupted(), timedOut(), let limit = request.timeLimit {
                return .runtime(Self.timeLimitMessage(limit: limit, written: output.framesWritten, of: range.count,
                                                      directory: request.outputDirectory))
            }
            return .interrupted(framesWritten: output.framesWritten)
        }
        guard output.framesWritten == range.count, !shouldStop() else { throw stopped() }
        do {
            try output.finish()
        } catch {
            // The animations' writers wait for ffmpeg in finish: a stop there is the stop's error.
            throw shouldStop() ? stopped() : error
        }
        let removed = removeStaleFrames(range: range, totalFrames: total, digits: output.digits,
                                        inputs: scene.inputFiles + [request.gesturePath].compactMap { $0 })
        let leftovers = LeftoverTemporaries.remove(in: request.outputDirectory)
        if !request.quiet {
            if let first = leftovers.first {
                console.printError("removed \(leftovers.count) temporary file\(leftovers.count == 1 ? "" : "s") of earlier runs that were killed ("
                    + (leftovers.count == 1 ? first : "\(first) ... \(leftovers[leftovers.count - 1])") + ")")
            }
            if let first = removed.first, let last = removed.last {
                console.printError("removed \(removed.count) frame file\(removed.count == 1 ? "" : "s") of an earlier run that this run did not overwrite ("
                    + (first == last ? first : "\(first) ... \(last)") + ")")
            }
            let seconds = String(format: "%.1f", reporter.elapsed)
            let directory = request.outputDirectory.hasSuffix("/") ? request.outputDirectory : request.outputDirectory + "/"
            console.printError("rendered \(output.framesWritten) frame\(output.framesWritten == 1 ? "" : "s") in \(seconds) s into "
                + "\(directory) (\(output.writtenFiles.joined(separator: ", ")))")
        }
    }

    /// The scene and its plan, read and laid out on a thread of their own so that `--time-limit`
    /// and interrupts are answered while a large scene loads (the work is then left to finish
    /// in the background and dropped).
    func load(shouldStop: () -> Bool, timedOut: () -> Bool) throws(CLIError) -> (UIKitScene, LoadedRun) {
        let request = request
        let result: (UIKitScene, LoadedRun)?
        do {
            result = try StoppableWork.run({ () throws -> (UIKitScene, LoadedRun) in
                let scene = try request.onDevice(SceneLoader.load(request))
                do {
                    return (scene, LoadedRun(recorded: try SceneRecording(scene: scene, settings: request.settings, progress: request.progress,
                                                                                   environment: request.environment)))
                } catch let error as PlanError {
                    // Parameters come only from the scene file, so a bad one is the file's fault (exit 1), not the command line's.
                    let message = Self.message(for: error, request: request)
                    // So is a scene too heavy to draw: the command line is fine, the input is not.
                    // And a scene whose own trigger or size is unusable.
                    let sceneAtFault: Bool = switch error { case .sceneTriggerInvalid, .canvasEmpty, .runFailed: true; default: false }
                    throw error.field == .parameters || error.field == .workLimit || sceneAtFault ? CLIError.runtime(message) : CLIError.usage(message)
                }
            }, unless: shouldStop)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .runtime("\(error)")
        }
        guard let result else {
            if timedOut(), let limit = request.timeLimit {
                throw .runtime("--time-limit \(limit.messageDescription) s reached while reading and laying out the scene, before any frame; "
                    + "nothing was written; raise --time-limit or simplify the scene")
            }
            throw .interrupted(framesWritten: 0)
        }
        return result
    }

    /// After a complete run that wrote frame files: removes the frame files of an earlier run
    /// it did not overwrite, never one of `inputs` (see `StaleFrames`); the names removed.
    func removeStaleFrames(range: ClosedRange<Int>, totalFrames: Int, digits: Int, inputs: [String]) -> [String] {
        guard request.formats.contains(.png) else { return [] }
        let written = Set(range.map { FrameOutput.fileName(ofFrame: $0, digits: digits) })
        let shard = request.frames == nil ? nil : totalFrames
        let stale = StaleFrames.find(in: request.outputDirectory, written: written, shardOf: shard, digits: digits, inputs: inputs)
        return StaleFrames.remove(stale, from: request.outputDirectory)
    }

    /// Every file name a render writes in its output directory, frames first.
    static func outputNames(request: RenderRequest, range: ClosedRange<Int>, totalFrames: Int) -> [String] {
        var names: [String] = []
        if request.formats.contains(.png) {
            let digits = FrameOutput.digits(forLastIndex: totalFrames - 1)
            names += range.map { FrameOutput.fileName(ofFrame: $0, digits: digits) }
        }
        for format in request.formats {
            switch format {
            case .png: continue
            case .apng: names.append("transition.png")
            case .sheet: names.append("sheet.png")
            case .webp, .gif, .mp4: names.append("transition.\(format.rawValue)")
            }
        }
        return names
    }

    /// The interactive schedule of a gesture trace file; an unreadable or invalid trace is a
    /// run-time failure naming the file. A trace too long for the frame limit blames the trace,
    /// and names `--fps` only when the user gave it.
    static func schedule(path: String, run: SceneRecording, request: RenderRequest) throws(CLIError) -> InteractiveSchedule {
        let trace: GestureTrace
        do {
            trace = try GestureTrace.load(contentsOf: path)
        } catch {
            throw .runtime("\(error)")
        }
        do {
            return try InteractiveSchedule(trace: trace, screenWidth: run.scene.size.width, duration: run.transitionDuration, fps: run.fps)
        } catch .tooManyFrames(let count) {
            let span = trace.samples[trace.samples.count - 1].t - trace.samples[0].t
            let advice = request.fpsWasGiven ? "trim the trace or lower --fps" : "trim the trace"
            throw .runtime("\(path): the gesture lasts \(span.messageDescription) s, which with the transition's completion is \(count) frames "
                + "at \(run.fps) fps, more than the \(RenderLimits.maximumFrameCount) a render may have; \(advice)")
        } catch {
            throw .runtime("\(path): \(error.description(naming: flag(for:)))")
        }
    }

    /// Refuses a run whose output files would land on one of its inputs (`--out` holding `--from`).
    static func refuseOverwritingInputs(scene: UIKitScene, request: RenderRequest, range: ClosedRange<Int>, totalFrames: Int) throws(CLIError) {
        let inputs = scene.inputFiles + [request.gesturePath].compactMap { $0 }
        guard !inputs.isEmpty else { return }
        let directory = request.outputDirectory
        let names = outputNames(request: request, range: range, totalFrames: totalFrames)
        try InputOverwriteCheck.refuse(outputs: names.map { FrameOutput.join(directory, $0) }, landingOn: inputs,
                                       option: "--out \(directory)")
    }

    /// The one line a render stopped by `--time-limit` ends with.
    static func timeLimitMessage(limit: Double, written: Int, of total: Int, directory: String) -> String {
        "--time-limit \(limit.messageDescription) s reached: \(written) of \(total) frame\(total == 1 ? "" : "s") written to "
            + "\(TerminalText.escaped(directory))/ (complete frames only; no animation file); raise --time-limit or simplify the scene"
    }

    /// The command-line flag that sets a plan's field.
    static func flag(for field: PlanError.Field) -> String {
        switch field {
        case .parameters: "the scene's \"parameters\""
        case .workLimit: "--work-limit"
        default: "--\(field.rawValue)"
        }
    }

    /// A plan error as one line in flags; an unknown transition names the option and the nearest name.
    static func message(for error: PlanError, request: RenderRequest) -> String {
        if case .unknownParameter(let name, let transition, let known) = error {
            let hint = EditDistance.nearest(to: name, among: known).map { "did you mean '\($0)'? " } ?? ""
            let list = known.isEmpty ? "it takes no parameters" : "its parameters: \(known.joined(separator: ", "))"
            return "the scene's \"parameters\" name '\(name)', which transition '\(transition)' does not have; \(hint)\(list)"
        }
        switch error {
        case .sceneTriggerInvalid, .canvasEmpty:
            // The scene's fault: name its file (a demo's scene is never at fault).
            if case .scene(let path, _) = request.source { return "\(path): \(error.description(naming: flag(for:)))" }
        default:
            break
        }
        guard case .unknownTransition(let name, let known) = error else { return error.description(naming: flag(for:)) }
        let origin = request.settings.transition != nil ? "--transition '\(name)'" : "the scene's transition '\(name)'"
        let hint = EditDistance.nearest(to: name, among: known).map { "did you mean '\($0)'? " } ?? ""
        return "\(origin) is not a known transition; \(hint)known: \(known.joined(separator: ", "))"
    }

    static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }
}

import Foundation
import Raster
import Transitions

extension Recording {
    /// Writes the recording as `format` to `path` (a directory for `.frames`, created if
    /// missing; a file otherwise), drawing the frames on `workers` threads.
    ///
    /// Throws an `OutputError` naming the file: the destination cannot be written, ffmpeg is
    /// missing (GIF, MP4), an encoder refused the frames. Nothing half-written is left behind.
    public func write(
        _ format: OutputFormat, to path: String,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(OutputError) {
        try write([(format, path)], workers: workers)
    }

    /// Writes several outputs from one pass over the frames (each frame is drawn once).
    public func write(
        _ outputs: [(format: OutputFormat, path: String)],
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(OutputError) {
        let sinks = try outputs.map { (format, path) throws(OutputError) in try OutputSink(format, path: path, recording: self) }
        let needsPNG = sinks.contains { $0.needsPNG }
        let needsPixels = sinks.contains { $0.needsPixels }
        // One encoder per worker, its buffers reused frame after frame (as the CLI's render does).
        let encoders = PNGEncoderPool(compression: .fast)
        do {
            try FrameSequence(recording: self, workers: workers).run(
                produce: { _, pixels in
                    (png: needsPNG ? try encoders.encode(pixels) : nil, pixels: needsPixels ? pixels.copy() : nil)
                },
                consume: { i, frame in
                    for sink in sinks { try sink.take(index: i, png: frame.png, pixels: frame.pixels, time: self.time(ofFrame: i)) }
                })
            for sink in sinks { try sink.finish() }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError("\(error)")
        }
    }
}

/// One output being written: frames go in in order; the files appear at `finish`.
final class OutputSink {
    private let path: String
    private let format: OutputFormat
    private let animation: (any AnimationWriter)?
    private let sheet: ContactSheetBuilder?
    private let digits: Int

    init(_ format: OutputFormat, path: String, recording: Recording) throws(OutputError) {
        self.format = format
        self.path = path
        digits = FrameFileNames.digits(forLastIndex: recording.frameCount - 1)
        let (w, h, fps, n) = (recording.pixelWidth, recording.pixelHeight, recording.fps, recording.frameCount)
        if let hold = format.hold, !(hold.isFinite && hold >= 0 && hold <= 3600) {
            throw OutputError("\(path): the \(format.name)'s hold \(hold) must be a number of seconds in 0...3600")
        }
        switch format {
        case .frames:
            animation = nil
            sheet = nil
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw OutputError("cannot create the directory '\(path)' for the frames: \(error.localizedDescription)")
            }
        case .apng(let hold):
            animation = try APNGAnimationWriter(path: path, width: w, height: h, frameCount: n, fps: fps, hold: hold)
            sheet = nil
        case .webp(let quality, let hold):
            if let q = quality, !(0...100).contains(q) { throw OutputError("\(path): WebP quality \(q) is outside 0...100") }
            animation = try WebPAnimationWriter(path: path, width: w, height: h, fps: fps, hold: hold, quality: quality)
            sheet = nil
        case .gif(let width, let hold):
            if let width, width < 1 { throw OutputError("\(path): GIF width \(width) must be at least 1 pixel") }
            animation = try FFmpegAnimationWriter.gif(
                executable: try FFmpegRunner.locate(), path: path, width: w, height: h, frameCount: n, fps: fps,
                hold: hold, outputWidth: min(width ?? w, w))
            sheet = nil
        case .mp4(let hold):
            animation = try FFmpegAnimationWriter.mp4(executable: try FFmpegRunner.locate(), path: path, width: w, height: h, fps: fps, hold: hold)
            sheet = nil
        case .sheet:
            animation = nil
            sheet = ContactSheetBuilder(frameCount: n, frameWidth: w, frameHeight: h, title: recording.title)
        }
    }

    var needsPNG: Bool { format == .frames }
    var needsPixels: Bool { format != .frames }

    func take(index: Int, png: [UInt8]?, pixels: Pixmap?, time: Double) throws(OutputError) {
        if format == .frames, let png {
            let file = FrameFileNames.join(path, FrameFileNames.name(ofFrame: index, digits: digits))
            do { try PNG.writeAtomically(bytes: png, to: file) } catch { throw OutputError("\(file): \(error)") }
        }
        if let pixels {
            try animation?.append(pixels)
            sheet?.add(index: index, time: time, frame: pixels)
        }
    }

    func finish() throws(OutputError) {
        try animation?.finish()
        if let sheet {
            do { try PNG.write(sheet.finish(), to: path, compression: .small) } catch { throw OutputError("\(path): \(error)") }
        }
    }
}

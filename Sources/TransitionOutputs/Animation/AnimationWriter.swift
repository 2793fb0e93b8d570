import Raster

/// One animated file written from a recording's frames in order: the frames go in as they are
/// drawn and the file appears only at `finish()`.
package protocol AnimationWriter: AnyObject {
    /// The file name inside the output directory, for the summary line.
    var fileName: String { get }
    /// Takes the next frame.
    func append(_ frame: Pixmap) throws(OutputError)
    /// Shows the last frame `hold` seconds longer and writes the file.
    func finish() throws(OutputError)
}

/// The animated PNG (`APNGWriter`, inter-frame optimised, the last frame held).
package final class APNGAnimationWriter: AnimationWriter {
    package let fileName: String
    private let writer: APNGWriter

    package init(path: String, width: Int, height: Int, frameCount: Int, fps: Int, hold: Double) throws(OutputError) {
        fileName = String(path.split(separator: "/").last ?? Substring(path))
        do {
            // Frames are drawn over the window's opaque black, so every frame is opaque.
            writer = try APNGWriter(path: path, width: width, height: height,
                                    frameCount: frameCount, fps: fps, opaque: true, hold: hold)
        } catch {
            throw OutputError("\(error)")
        }
    }

    package func append(_ frame: Pixmap) throws(OutputError) {
        do { try writer.append(frame) } catch { throw OutputError("\(error)") }
    }

    package func finish() throws(OutputError) {
        do { try writer.finish() } catch { throw OutputError("\(error)") }
    }
}

/// A GIF or an MP4 encoded by ffmpeg from the frames on a pipe. MP4: the hold is the last frame
/// sent again for `hold` seconds of frames. GIF: only the frames `GIFFrameDelays` keeps are
/// sent, and their delays (the hold on the last) are written into the file before it is renamed.
package final class FFmpegAnimationWriter: AnimationWriter {
    package let fileName: String
    private let runner: FFmpegRunner
    private let holdFrames: Int
    private var last: Pixmap?
    private let gifTiming: GIFFrameDelays?
    /// Frames appended so far, and how many of `gifTiming`'s kept frames were sent.
    private var appended = 0, sent = 0

    /// GIF: one palette for the whole file from every frame (palettegen), applied with
    /// Floyd–Steinberg-free Bayer dithering (paletteuse), scaled to `width` px wide (the point
    /// width by default: a 3x GIF is several times larger and READMEs show it at 1x anyway).
    package static func gif(executable: String, path: String, width: Int, height: Int, frameCount: Int, fps: Int, hold: Double,
                    outputWidth: Int, shouldStop: @escaping @Sendable () -> Bool = { false }) throws(OutputError) -> FFmpegAnimationWriter {
        let filter = "scale=\(outputWidth):-1:flags=lanczos,split[a][b];[a]palettegen=stats_mode=full[p];"
            + "[b][p]paletteuse=dither=bayer:bayer_scale=5"
        return try FFmpegAnimationWriter(path: path, executable: executable, width: width,
                                height: height, fps: fps, hold: hold, container: "gif",
                                arguments: ["-filter_complex", filter, "-loop", "0"],
                                gifTiming: GIFFrameDelays(frameCount: frameCount, fps: fps, hold: hold), shouldStop: shouldStop)
    }

    /// MP4: H.264 in yuv420p (what every player and GitHub takes), dimensions rounded down to
    /// even (4:2:0 needs them), one encoder thread so the bytes do not depend on the machine.
    package static func mp4(executable: String, path: String, width: Int, height: Int, fps: Int, hold: Double,
                            shouldStop: @escaping @Sendable () -> Bool = { false }) throws(OutputError) -> FFmpegAnimationWriter {
        try FFmpegAnimationWriter(path: path, executable: executable, width: width,
                         height: height, fps: fps, hold: hold, container: "mp4",
                         arguments: ["-vf", "crop=\(width / 2 * 2):\(height / 2 * 2):0:0", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                     "-preset", "medium", "-crf", "20", "-threads", "1", "-movflags", "+faststart",
                                     "-flags:v", "+bitexact"], shouldStop: shouldStop)
    }

    private init(path: String, executable: String, width: Int, height: Int, fps: Int, hold: Double,
                 container: String, arguments: [String], gifTiming: GIFFrameDelays? = nil,
                 shouldStop: @escaping @Sendable () -> Bool) throws(OutputError) {
        fileName = String(path.split(separator: "/").last ?? Substring(path))
        holdFrames = gifTiming == nil ? Int((hold * Double(fps)).rounded()) : 0
        self.gifTiming = gifTiming
        runner = try FFmpegRunner(executable: executable, width: width, height: height, fps: fps, container: container,
                                  outputArguments: arguments, destination: path, shouldStop: shouldStop)
    }

    package func append(_ frame: Pixmap) throws(OutputError) {
        defer { appended += 1 }
        if let kept = gifTiming?.keptFrames {
            guard sent < kept.count, kept[sent] == appended else { return }
            sent += 1
        }
        try runner.send(frame)
        last = frame
    }

    package func finish() throws(OutputError) {
        if let last { for _ in 0..<holdFrames { try runner.send(last) } }
        guard let gifTiming else { return try runner.finish() }
        guard sent == gifTiming.keptFrames.count else {
            throw OutputError("the GIF got \(appended) frames of the \(gifTiming.keptFrames.last.map { $0 + 1 } ?? 0) it was timed for")
        }
        try runner.finish(adjusting: gifTiming.rewrite)
    }
}

import TransitionOutputs

/// The options of a render's animated outputs: the hold on the last frame, the GIF's width, the
/// WebP's quality, and the ffmpeg program GIF and MP4 need.
struct AnimationSettings {
    /// Seconds the last frame stays before the animation loops (APNG, WebP, GIF, MP4).
    var hold: Double = 1
    /// The GIF's width in pixels (nil: the frames' width).
    var gifWidth: Int?
    /// WebP: nil for lossless, else lossy at this quality (0...100).
    var webpQuality: Int?
    /// The ffmpeg executable (located before anything renders when GIF or MP4 is asked for).
    var ffmpeg: String?
    /// Polled by ffmpeg's writers while they wait for it (the render's `--time-limit` and interrupts).
    var shouldStop: @Sendable () -> Bool = { false }

    /// The animation writers for `formats`, in the order the formats were given.
    func outputs(formats: [RenderRequest.Format], directory: String, width: Int, height: Int, frameCount: Int,
                 fps: Int) throws(CLIError) -> [any AnimationWriter] {
        let ffmpeg = formats.contains(.gif) || formats.contains(.mp4) ? try ffmpegPath() : ""
        do {
            return try formats.compactMap { (format) throws(OutputError) -> (any AnimationWriter)? in
                let path = FrameOutput.join(directory, "transition.\(format == .apng ? "png" : format.rawValue)")
                switch format {
                case .png, .sheet: return nil
                case .apng:
                    return try APNGAnimationWriter(path: path, width: width, height: height, frameCount: frameCount, fps: fps, hold: hold)
                case .webp:
                    return try WebPAnimationWriter(path: path, width: width, height: height, fps: fps, hold: hold, quality: webpQuality)
                case .gif:
                    return try FFmpegAnimationWriter.gif(executable: ffmpeg, path: path, width: width, height: height, frameCount: frameCount,
                                                         fps: fps, hold: hold, outputWidth: min(gifWidth ?? width, width), shouldStop: shouldStop)
                case .mp4:
                    return try FFmpegAnimationWriter.mp4(executable: ffmpeg, path: path, width: width, height: height, fps: fps, hold: hold,
                                                         shouldStop: shouldStop)
                }
            }
        } catch let error as OutputError {
            throw .runtime(error.message)
        } catch {
            throw .runtime("\(error)")
        }
    }

    private func ffmpegPath() throws(CLIError) -> String {
        if let ffmpeg { return ffmpeg }
        return try Self.locateFFmpeg()
    }

    /// The ffmpeg on `PATH`, or the library's message and what to leave out instead.
    static func locateFFmpeg() throws(CLIError) -> String {
        do { return try FFmpegRunner.locate() } catch { throw .runtime(error.message + ", or leave out --format gif/mp4") }
    }
}

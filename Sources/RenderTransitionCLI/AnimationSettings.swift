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
                 fps: Int) throws(CLIError) -> [AnimationOutput] {
        var outputs: [AnimationOutput] = []
        for format in formats {
            switch format {
            case .png, .sheet: continue
            case .apng:
                outputs.append(try APNGOutput(directory: directory, width: width, height: height, frameCount: frameCount,
                                              fps: fps, hold: hold))
            case .webp:
                outputs.append(try WebPOutput(path: FrameOutput.join(directory, "transition.webp"), width: width, height: height, fps: fps, hold: hold,
                                              quality: webpQuality))
            case .gif:
                outputs.append(try FFmpegOutput.gif(executable: try ffmpegPath(), path: FrameOutput.join(directory, "transition.gif"), width: width, height: height,
                                                    frameCount: frameCount, fps: fps, hold: hold, outputWidth: min(gifWidth ?? width, width),
                                                    shouldStop: shouldStop))
            case .mp4:
                outputs.append(try FFmpegOutput.mp4(executable: try ffmpegPath(), path: FrameOutput.join(directory, "transition.mp4"), width: width, height: height,
                                                    fps: fps, hold: hold, shouldStop: shouldStop))
            }
        }
        return outputs
    }

    private func ffmpegPath() throws(CLIError) -> String {
        if let ffmpeg { return ffmpeg }
        return try FFmpegRunner.locate()
    }
}

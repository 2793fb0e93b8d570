import Raster

/// A recorded transition: the frames it shows and their times, the one value every consumer
/// takes — the PNG frames, APNG, WebP, GIF and MP4 writers, contact sheets, comparisons and
/// golden tests.
///
/// One producer makes it, whatever starts the recording (a catalog entry from the CLI, a scene
/// file, screenshots, a user's own `UINavigationController` or `present` in a test): UIKit code
/// run by the recorder, once, on one thread, on the virtual clock, with the window's
/// presentation tree frozen at every frame time (`FrozenFrame`). The frozen trees are then
/// drawn on every core (`FrameSequence`), and the bytes do not depend on the worker count.
///
/// Frame i shows `time(ofFrame: i)`; the last frame shows the settled end (every transition
/// completed and every animation ended).
public struct Recording: Sendable {
    /// The frame size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// Frames per second of the timeline (frame i is i / fps after the start, until the end).
    public let fps: Int
    /// One line saying what was recorded, for sheets and messages: "push (push), 60 fps".
    public let title: String
    /// What the recording warned about (each also told to the user when it happened).
    public let warnings: [String]
    /// Presentation trees frozen from one run, one a frame.
    let frames: [FrozenFrame]

    /// Frames frozen from one run (the recorder's): each frame's tree and the time it shows.
    package init(
        frozen frames: [FrozenFrame], pixelWidth: Int, pixelHeight: Int, scale: Double, fps: Int,
        title: String, warnings: [String]
    ) {
        precondition(!frames.isEmpty, "a recording has at least one frame")
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.fps = fps
        self.title = title
        self.warnings = warnings
        self.frames = frames
    }

    /// The frozen frames, one a frame.
    package var frozenFrames: [FrozenFrame] { frames }

    /// How many frames the recording has (at least one).
    public var frameCount: Int { frames.count }

    /// The time frame `i` shows, in seconds after the transition started. An interactive
    /// recording's frames are i / fps of the gesture's own clock.
    public func time(ofFrame i: Int) -> Double { frames[i].time }

    /// The time the last frame shows: when everything has settled.
    public var duration: Double { time(ofFrame: frameCount - 1) }

    /// The frame showing `time` (seconds after the start): the one whose time is nearest, the
    /// earlier on a tie; nil when `time` is not finite, negative or more than half a frame
    /// past the end.
    public func frameIndex(showing t: Double) -> Int? {
        guard t.isFinite, t >= 0, t <= duration + 0.5 / Double(fps) else { return nil }
        var best = 0
        for i in 1..<max(frameCount, 1) where abs(time(ofFrame: i) - t) < abs(time(ofFrame: best) - t) { best = i }
        return best
    }

    /// The picture at `time` seconds after the start, in a fresh pixmap: frames exist only at
    /// their frame times, so the nearest frame shows it (see `frameIndex(showing:)`). nil when
    /// `time` is outside the recording.
    public func frame(at time: Double) throws(RasterError) -> Pixmap? {
        return try frameIndex(showing: time).map { i throws(RasterError) in try frame(i) }
    }

    /// Frame `i` drawn into a fresh pixmap (one frame; `FrameSequence` draws many on every core).
    public func frame(_ i: Int) throws(RasterError) -> Pixmap {
        precondition((0..<frameCount).contains(i), "frame \(i) is outside the recording's 0..<\(frameCount)")
        return try RecordingFrameRenderer(self).render(i).copy()
    }
}

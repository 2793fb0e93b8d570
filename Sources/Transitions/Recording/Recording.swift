import Raster

/// A recorded transition: the frames it shows and their times, the one value every consumer
/// takes — the PNG frames, APNG, WebP, GIF and MP4 writers, contact sheets, comparisons and
/// golden tests.
///
/// Two producers make one, and nothing downstream can tell them apart:
/// - a catalog entry or a scene (`Recording(plan:)`): each worker draws its frames from its own
///   run of the plan, advanced to the frame's time (frames are independent runs, see
///   `ForwardRun`);
/// - UIKit code run by the recorder (`Recording(frozen:…)`): the code runs once, on one thread,
///   on the virtual clock, and the window's presentation tree is frozen at every frame time;
///   the workers then draw the frozen trees.
/// Either way the frames are drawn on every core (`FrameSequence`) and the bytes do not depend
/// on the worker count.
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
    let source: Source

    /// Where the frames come from.
    enum Source: Sendable {
        /// Independent runs of a plan; an interactive schedule replaces the timeline's frames.
        case plan(TransitionPlan, InteractiveSchedule?)
        /// Presentation trees frozen from one run.
        case frozen([FrozenFrame])
    }

    /// The frames of a plan: its timeline, or the frames of an interactive schedule.
    package init(plan: TransitionPlan, schedule: InteractiveSchedule? = nil) {
        pixelWidth = plan.pixelWidth
        pixelHeight = plan.pixelHeight
        scale = plan.scale
        fps = plan.fps
        title = "\(plan.descriptor.name) (\(plan.operation.rawValue)), \(plan.fps) fps"
        warnings = plan.warnings
        source = .plan(plan, schedule)
    }

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
        source = .frozen(frames)
    }

    /// The frozen frames of a recording made by the recorder (nil for a plan's).
    package var frozenFrames: [FrozenFrame]? {
        if case .frozen(let frames) = source { return frames }
        return nil
    }

    /// How many frames the recording has (at least one).
    public var frameCount: Int {
        switch source {
        case .plan(let plan, let schedule): schedule?.frames.count ?? plan.frameCount
        case .frozen(let frames): frames.count
        }
    }

    /// The time frame `i` shows, in seconds after the transition started. An interactive
    /// render's frames are i / fps of the gesture's own clock.
    public func time(ofFrame i: Int) -> Double {
        switch source {
        case .plan(let plan, let schedule): schedule == nil ? plan.time(ofFrame: i) : Double(i) / Double(fps)
        case .frozen(let frames): frames[i].time
        }
    }

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

    /// The picture at `time` seconds after the start, in a fresh pixmap: a plan's timeline is
    /// drawn at that time exactly; frozen or interactive frames exist only at their frame
    /// times, so the nearest frame shows it (see `frameIndex(showing:)`). nil when `time` is
    /// outside the recording.
    public func frame(at time: Double) throws(RasterError) -> Pixmap? {
        if case .plan(let plan, nil) = source {
            guard time.isFinite, time >= 0, time <= plan.totalDuration + 1e-9 else { return nil }
            return try FrameRenderer(plan: plan).render(at: min(time, plan.totalDuration)).copy()
        }
        return try frameIndex(showing: time).map { i throws(RasterError) in try frame(i) }
    }

    /// Frame `i` drawn into a fresh pixmap (one frame; `FrameSequence` draws many on every core).
    public func frame(_ i: Int) throws(RasterError) -> Pixmap {
        precondition((0..<frameCount).contains(i), "frame \(i) is outside the recording's 0..<\(frameCount)")
        return try RecordingFrameRenderer(self).render(i).copy()
    }
}

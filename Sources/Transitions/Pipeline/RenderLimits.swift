import Raster

/// The bounds every render is held to, whoever asks for it (a Swift caller, a scene file, the
/// command line): they keep memory and time finite before anything is allocated.
public enum RenderLimits {
    /// The frame rates accepted.
    public static let fps = 1...1000
    /// The pixel scales (pixels per point) accepted.
    public static let scale = 1.0...4.0
    /// The most frames one render may have.
    public static let maximumFrameCount = 100_000
    /// The longest duration accepted, in seconds.
    public static let maximumDuration = 3600.0
    /// The most compositing work one frame may ask for by default, in device pixels covered
    /// summed over the layers that draw (see `Recording.peakWork()`): about 340
    /// full-screen layers at 1170 x 2532, roughly a second of one core per frame. A render
    /// asking for more is refused before the first frame; `RenderSettings.workLimit` raises it.
    public static let maximumWorkPerFrame = 1_000_000_000.0
    /// The most memory one render worker's group offscreens may hold, in bytes: nine levels of
    /// 1170 x 2532 (canvas and masks); a tree nesting deeper is drawn in bands of rows (the same
    /// bytes out), so the scene limits' 64 levels fit too.
    public static let offscreenMemoryPerWorker = 128 << 20
    /// What one render worker may need at most for any scene inside the limits, in bytes: its
    /// frame, offscreens held to `offscreenMemoryPerWorker`, the encoder and the copies in
    /// flight. The worker count is the memory budget over this (`FrameSequence`).
    public static let memoryPerWorker = 300 << 20

    /// Checks a frame rate, a scale and a screen size in points against the limits, as every
    /// producer of a recording does (a catalog scene, the UIKit recorder): one validation, one wording.
    public static func check(fps f: Int, scale s: Double, width: Double, height: Double) throws(PlanError) {
        guard fps.contains(f) else { throw .fpsOutOfRange(f) }
        guard s.isFinite, scale.contains(s) else { throw .scaleOutOfRange(s) }
        let w = (width * s).rounded(), h = (height * s).rounded()
        if !(w >= 1 && h >= 1) && w.isFinite && h.isFinite { throw .canvasEmpty(size: Size(width: width, height: height), scale: s) }
        guard w >= 1, h >= 1, w <= Double(Pixmap.maximumSide), h <= Double(Pixmap.maximumSide), w * h <= Double(Pixmap.maximumPixelCount) else {
            throw .canvasTooLarge(width: Int(min(max(w, 0), 1e9)), height: Int(min(max(h, 0), 1e9)))
        }
    }

    /// ceil(duration · fps) + 1 frames (frame i at i / fps, the last at the end), refused above
    /// the ceiling; computed in floating point first so a huge or non-finite duration is an
    /// error, not an integer overflow.
    package static func frameCount(duration: Double, fps: Int) throws(PlanError) -> Int {
        let count = (duration * Double(fps) - 1e-9).rounded(.up) + 1
        guard count.isFinite, count <= Double(maximumFrameCount) else {
            throw .tooManyFrames(count.isFinite ? Int(min(count, 1e15)) : Int.max)
        }
        return max(Int(count), 1)
    }
}

import Glibc

/// An optional, cheap stage timer for the renderer: where a frame's raster time goes.
///
/// A renderer with a timer reads the thread's CPU clock around each leaf drawing operation (two
/// reads per operation, a few dozen per Ping frame) and adds the time to the operation's
/// stage; without one it does nothing. Stages are exclusive: no timed operation contains
/// another, so the stages add up to the drawing time and the rest of a frame is evaluation
/// (building the run, presentation values, the tree walk).
public final class RenderStageTimes {
    /// The kinds of drawing a frame is made of.
    public enum Stage: Int, CaseIterable, Sendable {
        /// Clearing the frame to the window background.
        case clear
        /// Solid-colour fills (backgrounds, shapes, borders), wherever they are drawn.
        case fill
        /// Opaque contents bitmaps drawn through their transform (snapshots).
        case snapshotDraw
        /// Translucent contents bitmaps drawn through their transform (text, images with alpha).
        case textDraw
        /// Group offscreens: clearing them and compositing them through their mask, clip or opacity.
        case maskedDraw
        /// Backdrops: reading, reducing and blurring what lies behind a layer, and drawing it back.
        case backdrop
        /// Building the transition run and advancing its clock to the frame's time.
        case runSetup

        /// A short label for reports.
        public var name: String {
            switch self {
            case .clear: "clear"
            case .fill: "fill"
            case .snapshotDraw: "snapshot draw"
            case .textDraw: "text draw"
            case .maskedDraw: "masked draw"
            case .backdrop: "backdrop"
            case .runSetup: "run setup"
            }
        }
    }

    private var totals = [Double](repeating: 0, count: Stage.allCases.count)

    /// An empty timer.
    public init() {}

    /// Seconds accumulated in `stage` since the last reset.
    public subscript(stage: Stage) -> Double { totals[stage.rawValue] }

    /// Forgets every total.
    public func reset() { totals = [Double](repeating: 0, count: Stage.allCases.count) }

    /// The calling thread's CPU seconds (the start mark of an operation): on a shared machine
    /// this leaves out the time the thread waited for a core.
    @inline(__always) public static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// Adds the time since `start` (from `now()`) to `stage`.
    @inline(__always) func add(_ stage: Stage, since start: Double?) {
        guard let start else { return }
        totals[stage.rawValue] += Self.now() - start
    }
}

extension Optional where Wrapped == RenderStageTimes {
    /// The start mark when a timer is present, nil otherwise (no clock read).
    @inline(__always) var start: Double? { self == nil ? nil : RenderStageTimes.now() }
}

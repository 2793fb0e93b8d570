import Raster

/// What each frame of an interactive render shows, driven by a pan gesture the way
/// UIPercentDrivenInteractiveTransition drives a transition.
///
/// While the finger moves, progress = horizontal translation since the first sample / screen
/// width, clamped to 0...1. At release (the last sample) the horizontal velocity (from the
/// last two samples with different times) decides: positive finishes, anything else cancels.
/// The rest then runs at completion speed 1 on the completion curve (easeInEaseOut): finishing
/// takes (1 − p)·d, cancelling p·d. The last frame is the finished end state, or the
/// from-screen alone when cancelled.
public struct InteractiveSchedule: Sendable, Equatable {
    public enum Frame: Sendable, Equatable {
        /// The transition paused at this progress.
        case progress(Double)
        /// The end state of a finished transition.
        case finished
        /// The from-screen after a cancelled transition.
        case cancelled
    }

    public let frames: [Frame]
    public let finishes: Bool
    /// Progress and velocity (points/s) at release.
    public let releaseProgress: Double
    public let releaseVelocity: Double

    public static let completionCurve = TimingFunction.easeInEaseOut

    public init(trace: GestureTrace, screenWidth: Double, duration d: Double, fps: Int) throws(PlanError) {
        let s = trace.samples
        let t0 = s[0].t, x0 = s[0].x
        /// Translation / width in 0...1; a NaN from extreme samples (∞ · 0) counts as no progress.
        func progress(atX x: Double) -> Double {
            let p = (x - x0) / screenWidth
            return p.isNaN ? 0 : min(max(p, 0), 1)
        }
        let last = s[s.count - 1]
        let previous = s.last { $0.t < last.t }
        let velocity = previous.map { (last.x - $0.x) / (last.t - $0.t) } ?? 0
        let p = progress(atX: last.x)
        finishes = velocity > 0
        releaseProgress = p
        releaseVelocity = velocity
        let dragTime = last.t - t0
        let remaining = (finishes ? 1 - p : p) * d
        let total = dragTime + remaining
        let count = try RenderLimits.frameCount(duration: total, fps: fps)
        var frames: [Frame] = []
        var k = 0
        for i in 0..<max(count, 1) {
            let tau = min(Double(i) / Double(fps), total)
            if i == count - 1 {
                frames.append(finishes ? .finished : .cancelled)
            } else if tau <= dragTime {
                // The finger's x at this moment: linear between the samples around it.
                let t = t0 + tau
                while k + 1 < s.count && s[k + 1].t <= t { k += 1 }
                let x: Double
                if k + 1 < s.count, s[k + 1].t > s[k].t {
                    x = s[k].x + (s[k + 1].x - s[k].x) * (t - s[k].t) / (s[k + 1].t - s[k].t)
                } else {
                    x = s[k].x
                }
                frames.append(.progress(progress(atX: x)))
            } else {
                let f = remaining > 0 ? Self.completionCurve.value(at: (tau - dragTime) / remaining) : 1
                frames.append(.progress(finishes ? p + (1 - p) * f : p * (1 - f)))
            }
        }
        self.frames = frames
    }
}

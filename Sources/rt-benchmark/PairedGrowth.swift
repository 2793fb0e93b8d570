import Raster
import Transitions

/// Growth with pixel count measured in pairs: one pass of the small frames and one of the large
/// ones, back to back, repetition after repetition; the figure is the median of the per-pair
/// ratios.
///
/// Why pairs: the per-scale sections are measured seconds or minutes apart, and on a shared
/// machine the speed of the host drifts over that time (the memcpy unit moved by 2x between
/// runs here), so a ratio of two separately taken medians carries that drift. A pair is taken
/// within a few milliseconds, and alternating which scale goes first cancels any effect of
/// order. The work is the same as the split's plain pass: every frame rendered, then encoded
/// (fast), no stage timers, thread CPU time.
struct PairedGrowth {
    let small: PipelineBenchmark
    let large: PipelineBenchmark

    struct Figures {
        /// A frame's whole cost (raster + encode), then its two parts.
        var frame = 0.0, raster = 0.0, encode = 0.0
        /// The same ratios' spread: the middle half of the pairs lies within these.
        var rasterQuartiles = (0.0, 0.0), encodeQuartiles = (0.0, 0.0)
    }

    func run(reps: Int) throws -> Figures {
        let a = Pass(small.recording), b = Pass(large.recording)
        _ = try a.time()
        _ = try b.time()  // warm-up: snapshots, text, buffers
        var frame: [Double] = [], raster: [Double] = [], encode: [Double] = []
        for rep in 0..<reps {
            let (sa, sb): ((Double, Double), (Double, Double))
            if rep % 2 == 0 {
                sa = try a.time(); sb = try b.time()
            } else {
                sb = try b.time(); sa = try a.time()
            }
            frame.append((sb.0 + sb.1) / (sa.0 + sa.1))
            raster.append(sb.0 / sa.0)
            encode.append(sb.1 / sa.1)
        }
        func quartiles(_ v: [Double]) -> (Double, Double) {
            let s = v.sorted()
            return (s[s.count / 4], s[(3 * s.count) / 4])
        }
        return Figures(frame: Measure.median(frame), raster: Measure.median(raster), encode: Measure.median(encode),
                       rasterQuartiles: quartiles(raster), encodeQuartiles: quartiles(encode))
    }

    /// One scale's renderer and encoder.
    private final class Pass {
        let renderer: RecordingFrameRenderer
        let encoder = PNGEncoder(compression: .fast)
        let frames: Int

        init(_ recording: Recording) {
            renderer = RecordingFrameRenderer(recording)
            frames = recording.frameCount
        }

        /// Raster and encode seconds for all the frames (thread CPU time).
        func time() throws -> (Double, Double) {
            let pass = try PipelineBenchmark.plainPass(renderer, encoder, frames: frames)
            return (pass.raster, pass.encode)
        }
    }
}

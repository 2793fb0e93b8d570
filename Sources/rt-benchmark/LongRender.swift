import Raster
import Transitions

/// The long-render memory check: Ping with its mask animation stretched so the run has `frames`
/// frames at 60 fps, every frame encoded and written on all workers; prints frames/s and the
/// peak resident memory (getrusage), which must not grow with the frame count.
struct LongRender {
    let frames: Int
    let workers: Int
    let compression: PNGCompression

    func run() throws {
        let duration = Double(frames - 1) / 60
        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(duration: max(duration, 0.25)))
        let bench = PipelineBenchmark(plan: plan)
        let range = 0...min(frames, plan.frameCount) - 1
        let result = try bench.endToEnd(workers: workers, compression: compression, reps: 0, frames: range, timeWarmUp: true)
        print("long render: \(range.count) frames at \(plan.pixelWidth) x \(plan.pixelHeight), \(workers) workers, " +
              String(format: "%.1f frames/s, peak memory (maxrss) %.1f MB", result.framesPerSecond, Measure.peakMemoryMB()))
    }
}

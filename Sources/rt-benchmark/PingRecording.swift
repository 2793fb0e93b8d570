import Raster
import TransitionCatalog
import Transitions

/// The benchmark's workload as the CLI records it: the catalog's `ping` demo (`UIKitScene.ping`)
/// through `SceneRecording`, the UIKit screens pushed with the circular reveal and frozen at
/// every frame time, then drawn from the frozen trees (`render-transition --demo ping`).
enum PingRecording {
    /// Ping at `scale` and `fps`, its mask stretched to `duration` seconds when given.
    static func record(scale: Int, fps: Int = 60, duration: Double? = nil) throws -> Recording {
        try SceneRecording(scene: UIKitScene.ping, settings: RenderSettings(duration: duration, fps: fps, scale: Double(scale))).recording
    }

    /// Wall seconds one recording of Ping at `scale` takes (the UIKit code run once and every
    /// frame frozen, on one thread), median of `reps` after a warm-up.
    static func recordingTime(scale: Int, reps: Int) throws -> Double {
        _ = try record(scale: scale)
        var times: [Double] = []
        for _ in 0..<reps { times.append(try Measure.wallTime { _ = try record(scale: scale) }) }
        return Measure.median(times)
    }
}

import Testing
import Transitions
@testable import TransitionCatalog

/// Transition parameters come from scene files and the command line, so they are hostile too.
/// (Swift Testing for its exit tests: each case records in a child process of its own, so it
/// never records beside this process's XCTest recordings, and the suite takes no UIKit turns:
/// its body makes no views here, and a case queued behind the turns would spend its time limit
/// waiting.)
@Suite("Reliability: hostile transition parameters")
struct RecordingParameterTests {
    /// Found by reading the engine's plan: circular-reveal took `mask-duration` unchecked, and
    /// the total · fps became an Int before it was checked to be finite or under the ceiling, so
    /// 1e300 trapped and NaN gave a nonsense plan. The hostile values; exit tests capture only
    /// Codable values, and JSON has no NaN.
    static let maskDurations = [1e300, 1e17, -1, Double.nan, Double.infinity]

    /// Under the whole suite's load on two cores a child can wait minutes for the CPU, so the
    /// limit only catches a hang.
    @Test("regression: a huge, negative or NaN mask-duration is refused or ignored, never a trap",
          .timeLimit(.minutes(5)), arguments: maskDurations.indices)
    func maskDurationIsValidated(index: Int) async {
        await #expect(processExitsWith: .success) { [index] in
            let settings = RenderSettings(fps: 60, scale: 1, parameters: ["mask-duration": Self.maskDurations[index]])
            guard let recorded = try? SceneRecording(scene: .ping, settings: settings) else { return }
            let duration = recorded.recording.duration
            precondition(duration.isFinite && duration >= 0, "duration \(duration)")
            precondition((1...RenderLimits.maximumFrameCount).contains(recorded.frameCount), "\(recorded.frameCount) frames")
        }
    }
}

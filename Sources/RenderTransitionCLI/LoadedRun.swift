import Transitions
import TransitionCatalog

/// What a render draws: a catalog transition recorded through the UIKit recorder.
struct LoadedRun: Sendable {
    let recorded: SceneRecording
    var recording: Recording { recorded.recording }
    var name: String { recorded.entry.name }
    var operationName: String { recorded.operationName }
    var warnings: [String] { recorded.warnings }

    init(recorded r: SceneRecording) { recorded = r }
}

import Transitions
import TransitionCatalog

/// What a render draws: a catalog transition recorded through the UIKit recorder (the
/// timeline), or, for the interactive forms (`--progress`, `--gesture`), the engine's plan.
struct LoadedRun: Sendable {
    let recording: Recording
    /// The plan of an interactive render.
    let plan: TransitionPlan?
    let name: String
    let operationName: String
    let warnings: [String]

    init(recorded r: SceneRecording) {
        recording = r.recording
        plan = nil
        name = r.entry.name
        operationName = r.operationName
        warnings = r.warnings
    }

    init(plan p: TransitionPlan) {
        recording = Recording(plan: p)
        plan = p
        name = p.descriptor.name
        operationName = p.operation.rawValue
        warnings = p.warnings
    }
}

import Foundation
@testable import Transitions
@testable import TransitionOutputs

/// The gallery writer fed by the engine (this target sits below UIKit): each transition's
/// showcase scene planned by the engine and handed over as a `Recording`, as the CLI hands over
/// the UIKit recorder's.
enum EngineGallery {
    static func generate(into directory: String, fps: Int = 30, sheetFormat: GallerySheetFormat = .png,
                         progress: (String) -> Void = { _ in }, transitions names: [String]) throws {
        let descriptors = names.compactMap(TransitionCatalog.named)
        try DocsGallery.generate(into: directory, transitions: descriptors.map(GalleryTransition.init), record: { t, reverse in
            let scene = DemoScenes.showcase(for: t.name)
            let plan = try TransitionPlan(scene: scene, settings: RenderSettings(transition: t.name, reverse: reverse, fps: fps, scale: 1))
            return GalleryRecording(operation: plan.operation.rawValue, sceneName: scene.name, transitionDuration: plan.transitionDuration,
                                    recording: Recording(plan: plan), warnings: plan.warnings)
        }, fps: fps, workers: 2, sheetFormat: sheetFormat, progress: progress)
    }
}

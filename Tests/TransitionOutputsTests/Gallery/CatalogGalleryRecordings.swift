import Foundation
import TransitionCatalog
@testable import Transitions
@testable import TransitionOutputs

/// The gallery writer fed by the UIKit catalog: each entry's showcase scene recorded through
/// `SceneRecording` on the bare 390 x 844 pt screen (the CLI records the same way, on its
/// screen of choice) and handed over as a `Recording`.
enum CatalogGalleryRecordings {
    /// The recording of one direction of `name` on its showcase scene at scale 1.
    static func run(_ name: String, reverse: Bool, appearance: GalleryAppearance = .light, fps: Int) throws -> SceneRecording {
        let entry = Catalog.named(name)!
        return try SceneRecording(scene: UIKitScene.showcase(for: name), entry: entry,
                                  settings: RenderSettings(transition: name, reverse: reverse, fps: fps, scale: 1),
                                  environment: SceneEnvironment(appearance: appearance == .dark ? .dark : .light))
    }

    /// What the pages say of a catalog entry.
    static func transition(_ e: CatalogEntry) -> GalleryTransition {
        GalleryTransition(name: e.name, summary: e.summary, defaultDuration: e.defaultDuration, durationPart: e.durationPart, curve: e.curve,
                          sources: e.sources, needsTrigger: e.needsTrigger, forward: e.kind.operations.forward, reverse: e.kind.operations.reverse)
    }

    static func generate(into directory: String, fps: Int = 30, appearances: [GalleryAppearance] = [.light],
                         sheetFormat: GallerySheetFormat = .png, progress: (String) -> Void = { _ in }, transitions names: [String]) throws {
        try DocsGallery.generate(into: directory, transitions: names.compactMap(Catalog.named).map(transition), appearances: appearances,
                                 record: { t, reverse, appearance in
                                     let run = try run(t.name, reverse: reverse, appearance: appearance, fps: fps)
                                     return GalleryRecording(operation: run.operationName, sceneName: run.scene.name,
                                                             transitionDuration: run.transitionDuration, recording: run.recording,
                                                             warnings: run.warnings)
                                 }, fps: fps, workers: 2, sheetFormat: sheetFormat, progress: progress)
    }
}

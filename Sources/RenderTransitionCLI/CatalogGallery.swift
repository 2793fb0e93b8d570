import Transitions
import TransitionCatalog
import TransitionOutputs

/// The docs gallery of the UIKit catalog: each entry recorded on its showcase scene
/// (`UIKitScene.showcase(for:)`) through `SceneRecording`, as `render` records it, and handed
/// to `DocsGallery` as recordings.
package enum CatalogGallery {
    /// The entries named (all when nil), in the catalog's order for nil, else in the order given.
    package static func entries(_ names: [String]?) -> [CatalogEntry] {
        guard let names else { return Catalog.all }
        return names.compactMap(Catalog.named)
    }

    /// How the gallery's pages describe an entry.
    package static func transition(_ e: CatalogEntry) -> GalleryTransition {
        let directions = e.kind.operations
        return GalleryTransition(name: e.name, summary: e.summary, defaultDuration: e.defaultDuration, durationPart: e.durationPart,
                                 curve: e.curve, sources: e.sources, needsTrigger: e.needsTrigger,
                                 forward: directions.forward, reverse: directions.reverse)
    }

    /// One direction of `entry` on its showcase scene at `scale` and `fps`.
    package static func record(_ entry: CatalogEntry, reverse: Bool, scale: Double, fps: Int) throws(PlanError) -> GalleryRecording {
        let scene = UIKitScene.showcase(for: entry.name)
        let run = try SceneRecording(scene: scene, entry: entry,
                                     settings: RenderSettings(transition: entry.name, reverse: reverse, fps: fps, scale: scale))
        return GalleryRecording(operation: run.operationName, sceneName: scene.name, transitionDuration: run.transitionDuration,
                                recording: run.recording, warnings: run.warnings)
    }

    /// Writes the gallery of the entries `names` gives (all when nil) into `directory`.
    package static func generate(into directory: String, names: [String]? = nil, scale: Double = 1, fps: Int = 30, workers: Int,
                                 apng: Bool = true, formats: [GalleryAnimationFormat] = [], sheetFormat: GallerySheetFormat = .png,
                                 progress: (String) -> Void = { _ in }) throws {
        let entries = entries(names)
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        try DocsGallery.generate(into: directory, transitions: entries.map(transition(_:)),
                                 record: { t, reverse in try record(byName[t.name]!, reverse: reverse, scale: scale, fps: fps) },
                                 scale: scale, fps: fps, workers: workers, apng: apng, formats: formats, sheetFormat: sheetFormat,
                                 progress: progress)
    }
}

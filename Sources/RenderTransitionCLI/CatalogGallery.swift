import Raster
import Transitions
import TransitionCatalog
import TransitionOutputs
import UIKit

/// The docs gallery of the UIKit catalog: each entry recorded on its showcase scene
/// (`UIKitScene.showcase(for:)`) through `SceneRecording`, as `render` records it, on the
/// gallery's screen (an iPhone 16 with its system UI unless asked otherwise) in each appearance,
/// and handed to `DocsGallery` as recordings.
package enum CatalogGallery {
    /// What the gallery is recorded on: a device (its screen and safe area) or a bare screen,
    /// and whether the device's status bar, home indicator and rounded corners are drawn.
    package struct Screen: Sendable, Equatable {
        package var device: DeviceModel?
        package var systemUI: Bool

        package init(device: DeviceModel?, systemUI: Bool) {
            self.device = device
            self.systemUI = systemUI && device != nil
        }

        /// The gallery's default: an iPhone 16 in portrait with its system UI, as a device shows an app.
        package static let iPhone16 = Screen(device: .iPhone16, systemUI: true)
        /// The showcase's bare 390 x 844 pt screen (no safe area, nothing drawn around it).
        package static let bare = Screen(device: nil, systemUI: false)

        /// The screen as the gallery's pages name it ("an iPhone 16 with its status bar, home
        /// indicator and rounded corners").
        package var description: String {
            guard let device else { return "its showcase scene (a bare 390 x 844 pt screen)" }
            let size = device.screenSize(in: .portrait)
            let name = "\(device.displayName.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a") \(device.displayName) "
                + "(\(Int(size.width)) x \(Int(size.height)) pt)"
            guard systemUI else { return "\(name), its screen alone (its safe area, no status bar drawn)" }
            var drawn = ["status bar"]
            if device.homeIndicator != nil { drawn.append("home indicator") }
            if device.screenCornerRadius > 0 { drawn.append("rounded corners (painted black)") }
            let list = drawn.count == 1 ? drawn[0] : drawn.dropLast().joined(separator: ", ") + " and " + drawn.last!
            return "\(name) with its \(list)"
        }
    }

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

    /// The showcase scene of `entry` on `screen`: a device's portrait screen size, else the demos'.
    package static func scene(for entry: CatalogEntry, on screen: Screen) -> UIKitScene {
        var scene = UIKitScene.showcase(for: entry.name)
        if let device = screen.device {
            let s = device.screenSize(in: .portrait)
            scene.size = Size(width: Double(s.width), height: Double(s.height))
        }
        return scene
    }

    /// One direction of `entry` on its showcase scene on `screen` in `appearance`, at `scale` and `fps`.
    package static func record(_ entry: CatalogEntry, reverse: Bool, appearance: GalleryAppearance, screen: Screen,
                               scale: Double, fps: Int) throws(PlanError) -> GalleryRecording {
        let scene = scene(for: entry, on: screen)
        let environment = SceneEnvironment(device: screen.device, systemUI: screen.systemUI, appearance: appearance == .dark ? .dark : .light)
        let run = try SceneRecording(scene: scene, entry: entry,
                                     settings: RenderSettings(transition: entry.name, reverse: reverse, fps: fps, scale: scale),
                                     environment: environment)
        return GalleryRecording(operation: run.operationName, sceneName: scene.name, transitionDuration: run.transitionDuration,
                                recording: run.recording, warnings: run.warnings)
    }

    /// Writes the gallery of the entries `names` gives (all when nil) into `directory`, recorded
    /// on `screen` in each of `appearances`.
    package static func generate(into directory: String, names: [String]? = nil, screen: Screen = .iPhone16,
                                 appearances: [GalleryAppearance] = GalleryAppearance.allCases, scale: Double = 1, fps: Int = 30, workers: Int,
                                 apng: Bool = true, formats: [GalleryAnimationFormat] = [], sheetFormat: GallerySheetFormat = .png,
                                 progress: (String) -> Void = { _ in }) throws {
        let entries = entries(names)
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        try DocsGallery.generate(into: directory, transitions: entries.map(transition(_:)), appearances: appearances,
                                 record: { t, reverse, appearance in
                                     try record(byName[t.name]!, reverse: reverse, appearance: appearance, screen: screen, scale: scale, fps: fps)
                                 },
                                 screen: screen.description, scale: scale, fps: fps, workers: workers, apng: apng, formats: formats,
                                 sheetFormat: sheetFormat, progress: progress)
    }
}

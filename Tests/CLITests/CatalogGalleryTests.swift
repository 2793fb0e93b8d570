import Foundation
import Raster
import Testing
import Transitions
import TransitionCatalog
import TransitionOutputs
@testable import RenderTransitionCLI

/// The gallery records the UIKit catalog through the recorder, as `render` does: each
/// direction's animation shows the recording's frames, and the pages describe the catalog entry.
@Suite struct CatalogGalleryTests {
    @Test func theGalleryShowsTheRecordingsFrames() throws {
        let dir = NSTemporaryDirectory() + "catalog-gallery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var lines: [String] = []
        try CatalogGallery.generate(into: dir, names: ["circle-scale", "circle-mask"], fps: 4, workers: 2, progress: { lines.append($0) })
        // The order asked for, both directions each.
        #expect(lines.prefix(4).map { String($0.prefix { $0 != ":" }) }
            == ["circle-scale-forward", "circle-scale-reverse", "circle-mask-forward", "circle-mask-reverse"])
        let entry = try #require(Catalog.named("circle-scale"))
        for reverse in [false, true] {
            let run = try SceneRecording(scene: UIKitScene.showcase(for: entry.name), entry: entry,
                                         settings: RenderSettings(transition: entry.name, reverse: reverse, fps: 4, scale: 1))
            let name = "circle-scale-\(reverse ? "reverse" : "forward")"
            #expect(lines.contains("\(name): \(run.frameCount) frames, \(((run.recording.duration * 1e6).rounded() / 1e3).messageDescription) ms"))
            // An APNG's default image is its first frame.
            let first = try PNG.read(contentsOf: "\(dir)/\(name).png")
            let recorded = try run.recording.frame(0)
            #expect(first.width == recorded.width && first.height == recorded.height)
            #expect(Array(first.pixels) == Array(recorded.pixels), "\(name): frame 0")
            // The sheet's last cell is the recording's last frame's time.
            let html = try String(contentsOfFile: "\(dir)/index.html", encoding: .utf8)
            #expect(html.contains("<dt>Frames</dt><dd>\(run.frameCount) at 4 fps</dd>"))
        }
        let index = try String(contentsOfFile: "\(dir)/index.md", encoding: .utf8)
        for s in ["### circle-scale — present", "### circle-scale — dismiss", "### circle-mask — push", "### circle-mask — pop",
                  "Scene `circle-scale`", "Scene `circle-mask`", entry.summary, entry.curve] {
            #expect(index.contains(s), "index.md lacks \(s)")
        }
    }

    @Test func theEntriesAreTheCatalogsInItsOrder() {
        #expect(CatalogGallery.entries(nil).map(\.name) == Catalog.all.map(\.name))
        #expect(CatalogGallery.entries(["push", "circle-mask"]).map(\.name) == ["push", "circle-mask"])
        let t = CatalogGallery.transition(Catalog.named("circular-reveal")!)
        #expect(t.forward == "push" && t.reverse == "pop" && t.durationPart?.total == 0.35 && t.needsTrigger)
    }
}

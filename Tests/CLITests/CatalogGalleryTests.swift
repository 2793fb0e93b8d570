import Foundation
import Raster
import Testing
import TestSupport
import Transitions
import TransitionCatalog
import TransitionOutputs
import UIKit
@testable import RenderTransitionCLI

/// The gallery records the UIKit catalog through the recorder, as `render` does: by default on
/// an iPhone 16 with its status bar and home indicator, in light and dark; each item's animation
/// shows its recording's frames, and the pages describe the catalog entry and the screen.
@Suite(.uikitTurns) struct CatalogGalleryTests {
    @Test func theGalleryShowsTheRecordingsFrames() throws {
        let dir = NSTemporaryDirectory() + "catalog-gallery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var lines: [String] = []
        try CatalogGallery.generate(into: dir, names: ["circle-scale", "circle-mask"], screen: .bare, appearances: [.light], fps: 4, workers: 2,
                                    progress: { lines.append($0) })
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
                  "Scene `circle-scale`", "Scene `circle-mask`", entry.summary, entry.curve, "on its showcase scene (a bare 390 x 844 pt screen)"] {
            #expect(index.contains(s), "index.md lacks \(s)")
        }
    }

    /// The default: an iPhone 16 (393 x 852 pt) with its system UI, light and dark. The frames are
    /// the device recordings' (the status bar, the safe area's layout, the dark colours), and the
    /// pages say what they were recorded on.
    @Test func theDefaultGalleryIsAnIPhone16InLightAndDark() throws {
        let dir = NSTemporaryDirectory() + "catalog-gallery-device-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var lines: [String] = []
        try CatalogGallery.generate(into: dir, names: ["push"], fps: 4, workers: 2, progress: { lines.append($0) })
        #expect(lines.prefix(4).map { String($0.prefix { $0 != ":" }) }
            == ["push-forward", "push-forward-dark", "push-reverse", "push-reverse-dark"])
        let entry = try #require(Catalog.named("push"))
        var scene = UIKitScene.showcase(for: "push")
        scene.size = Size(width: 393, height: 852)
        for (file, appearance) in [("push-forward", GalleryAppearance.light), ("push-forward-dark", .dark)] {
            let run = try SceneRecording(scene: scene, entry: entry, settings: RenderSettings(transition: "push", fps: 4, scale: 1),
                                         environment: SceneEnvironment(device: .iPhone16, systemUI: true, appearance: appearance == .dark ? .dark : .light))
            let first = try PNG.read(contentsOf: "\(dir)/\(file).png")
            let recorded = try run.recording.frame(0)
            #expect(first.width == 393 && first.height == 852)
            #expect(Array(first.pixels) == Array(recorded.pixels), "\(file): frame 0")
        }
        let light = try PNG.read(contentsOf: "\(dir)/push-forward.png"), dark = try PNG.read(contentsOf: "\(dir)/push-forward-dark.png")
        // The corners are painted black; the background fills the status bar's band; the first
        // card starts 120 pt below the safe area's top (59 pt), in each appearance's colours.
        #expect(light[0, 0] == Color.black.premultiplied && dark[0, 0] == Color.black.premultiplied)
        #expect(light[300, 175] == Color(r: 242, g: 242, b: 247).premultiplied && light[300, 183] == Color.white.premultiplied)
        #expect(dark[300, 175] == Color.black.premultiplied && dark[300, 183] == Color(r: 28, g: 28, b: 30).premultiplied)
        // Regenerated, every file has the same bytes (the device, the dark colours and the system UI included).
        let again = dir + "/again"
        try CatalogGallery.generate(into: again, names: ["push"], fps: 4, workers: 1)
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) where name != "again" {
            #expect(FileManager.default.contents(atPath: "\(dir)/\(name)") == FileManager.default.contents(atPath: "\(again)/\(name)"),
                    "\(name) differs between two generations")
        }
        let index = try String(contentsOfFile: "\(dir)/index.md", encoding: .utf8)
        for s in ["rendered on an iPhone 16 (393 x 852 pt) with its status bar, home indicator and rounded corners (painted black)",
                  "](push-forward-dark.png)", "](push-reverse-dark-sheet.png)"] {
            #expect(index.contains(s), "index.md lacks \(s)")
        }
    }

    /// On the device the showcase's trigger is the first card's avatar where the safe area puts
    /// it, 59 pt lower than on the bare screen, in either direction (a pop finds it in the list).
    @Test(arguments: [false, true]) func theShowcasesTriggerFollowsTheSafeArea(reverse: Bool) throws {
        let entry = try #require(Catalog.named("circle-mask"))
        var scene = UIKitScene.showcase
        let settings = RenderSettings(transition: "circle-mask", reverse: reverse, fps: 4, scale: 1)
        #expect(try SceneRecording(scene: scene, entry: entry, settings: settings).trigger == Rect(x: 32, y: 142, width: 40, height: 40))
        scene.size = Size(width: 393, height: 852)
        let run = try SceneRecording(scene: scene, entry: entry, settings: settings, environment: SceneEnvironment(device: .iPhone16, systemUI: true))
        #expect(run.trigger == Rect(x: 32, y: 142 + 59, width: 40, height: 40))
    }

    @Test func theEntriesAreTheCatalogsInItsOrder() {
        #expect(CatalogGallery.entries(nil).map(\.name) == Catalog.all.map(\.name))
        #expect(CatalogGallery.entries(["push", "circle-mask"]).map(\.name) == ["push", "circle-mask"])
        let t = CatalogGallery.transition(Catalog.named("circular-reveal")!)
        #expect(t.forward == "push" && t.reverse == "pop" && t.durationPart?.total == 0.35 && t.needsTrigger)
    }

    @Test func theScreenIsDescribedAsThePagesSayIt() {
        #expect(CatalogGallery.Screen.iPhone16.description == "an iPhone 16 (393 x 852 pt) with its status bar, home indicator and rounded corners (painted black)")
        #expect(CatalogGallery.Screen(device: .iPhoneSE3, systemUI: true).description == "an iPhone SE (3rd generation) (375 x 667 pt) with its status bar")
        #expect(CatalogGallery.Screen(device: .iPhone16, systemUI: false).description
            == "an iPhone 16 (393 x 852 pt), its screen alone (its safe area, no status bar drawn)")
        #expect(CatalogGallery.Screen(device: nil, systemUI: true) == .bare)
    }
}

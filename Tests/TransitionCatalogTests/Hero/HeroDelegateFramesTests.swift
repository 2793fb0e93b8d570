import Testing
import TestSupport
import UIKit
import UIKitRecorder
@testable import TransitionCatalog
import Raster
import Transitions

/// An app that hands UIKit a Hero preset through its own `HeroPresetDelegate` (a navigation
/// controller's delegate for the navigation presets, a transitioning delegate for the others)
/// records exactly the catalog's frames of that preset on the same screens, in both directions.
/// (What those frames show is pinned by GoldenCatalogTests and, by hand, HeroPixelProbeTests.)
@Suite("Hero presets in UIKit: an app's delegate records the catalog's frames", .uikitTurns)
struct HeroDelegateFramesTests {
    static let size = CGSize(width: 390, height: 844)

    @Test("the catalog's frames", arguments: UIKitHeroPreset.all.map(\.name), [false, true])
    func sameFrames(name: String, reverse: Bool) throws {
        try Self.compare(name, reverse: reverse, scale: 1)
    }

    @Test("the catalog's frames at the device's scale 3 (shadow blur and dimming at full resolution)",
          arguments: ["hero-push-left", "hero-zoom-slide-up"], [false, true])
    func sameFramesAtScale3(name: String, reverse: Bool) throws {
        try Self.compare(name, reverse: reverse, scale: 3)
    }

    /// Records `name` through an app's delegate and compares it frame by frame with the catalog's recording.
    static func compare(_ name: String, reverse: Bool, scale: Double) throws {
        let preset = try #require(UIKitHeroPreset(name: name))
        let recorder = TransitionRecorder(screenSize: size, scale: CGFloat(scale), fps: 60)
        let showcase = UIKitScene.showcase
        let recorded = try HeroRecording.frames(preset, reverse: reverse, recorder: recorder,
                                                from: HeroScreenController(showcase.from, size: size),
                                                to: HeroScreenController(showcase.to, size: size))
        #expect(recorder.warnings == [])

        let catalog = try SceneRecording(scene: UIKitScene.showcase(for: name), settings: RenderSettings(reverse: reverse, fps: 60, scale: scale))
        #expect(recorded.count == catalog.frameCount, "frame count")
        let label = "\(name)\(reverse ? " reverse" : "") at scale \(Int(scale))"
        for (i, frame) in recorded.enumerated() where i < catalog.frameCount {
            let d = try ImageDifference(reference: catalog.recording.frame(i), actual: frame)
            #expect(d.maxChannelDifference == 0, "\(label) frame \(i): max channel difference \(d.maxChannelDifference)")
        }
    }
}

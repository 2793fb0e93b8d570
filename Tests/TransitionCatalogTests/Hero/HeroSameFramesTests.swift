import Testing
import UIKit
import UIKitRecorder
import TransitionCatalog
import Raster
import Transitions

/// Every Hero preset written in UIKit records the frames of the engine's catalog render of the
/// same entry on the same screens, in both directions: the same frame count and at most one
/// level of difference in any channel of any pixel of any frame.
///
/// Where a frame differs by one level (at scale 1 zoom-out, zoom's reverse and zoom-slide; at
/// scale 3 also pull: all on the standard curve), the cause is the curve's control points:
/// `CAMediaTimingFunction(controlPoints:)` takes `Float`s, as on iOS, so 0.4 is 0.4000000060,
/// while the engine's preset table holds the `Double` 0.4. With the engine's exact curve (tried
/// through the package initializer) every frame of every preset is identical.
@Suite("Hero presets in UIKit: same frames as the engine's catalog")
struct HeroSameFramesTests {
    static let size = CGSize(width: 390, height: 844)

    @Test("same frames as the catalog", arguments: UIKitHeroPreset.all.map(\.name), [false, true])
    func sameFrames(name: String, reverse: Bool) throws {
        try Self.compare(name, reverse: reverse, scale: 1)
    }

    @Test("same frames at the device's scale 3 (shadow blur and dimming at full resolution)",
          arguments: ["hero-push-left", "hero-zoom-slide-up"], [false, true])
    func sameFramesAtScale3(name: String, reverse: Bool) throws {
        try Self.compare(name, reverse: reverse, scale: 3)
    }

    /// Records `name` in UIKit and compares it frame by frame with the engine's render.
    static func compare(_ name: String, reverse: Bool, scale: Double) throws {
        let preset = try #require(UIKitHeroPreset(name: name))
        let recorder = TransitionRecorder(screenSize: size, scale: CGFloat(scale), fps: 60)
        let recorded = try HeroRecording.frames(preset, reverse: reverse, recorder: recorder,
                                                from: HeroScreenController(UIKitScene.showcase.from, size: size),
                                                to: HeroScreenController(UIKitScene.showcase.to, size: size))
        #expect(recorder.warnings == [])

        let scene = Scene(name: "hero-test", summary: "test", size: Size(width: 390, height: 844), defaultScale: 1,
                          from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: name)
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse, fps: 60, scale: scale))
        #expect(recorded.count == plan.frameCount, "frame count")
        let native = FrameRenderer(plan: plan)
        let label = "\(name)\(reverse ? " reverse" : "") at scale \(Int(scale))"
        var worst = 0, worstFrame = 0
        for (i, frame) in recorded.enumerated() where i < plan.frameCount {
            let d = try ImageDifference(reference: native.renderFrame(i), actual: frame)
            if d.maxChannelDifference > worst { (worst, worstFrame) = (d.maxChannelDifference, i) }
            #expect(d.maxChannelDifference <= 1, "\(label) frame \(i): max channel difference \(d.maxChannelDifference)")
        }
        print("\(label): \(recorded.count) frames (engine \(plan.frameCount)), worst max channel difference \(worst) (frame \(worstFrame))")
    }
}

import Testing
import UIKit
import UIKitRecorder
import Raster
import Transitions

/// Every Hero preset written in UIKit records the frames of the engine's catalog render of the
/// same entry on the same screens, in both directions: the same frame count and at most one
/// level of difference in any channel of any pixel of any frame.
@Suite("Hero presets in UIKit: same frames as the engine's catalog")
struct HeroSameFramesTests {
    static let size = CGSize(width: 390, height: 844)

    @Test("same frames as the catalog", arguments: UIKitHeroPreset.all.map(\.name), [false, true])
    func sameFrames(name: String, reverse: Bool) throws {
        let preset = try #require(UIKitHeroPreset(name: name))
        let recorder = TransitionRecorder(screenSize: Self.size, scale: 1, fps: 60)
        let recorded = try HeroRecording.frames(preset, reverse: reverse, recorder: recorder,
                                                from: HeroScreenController(ShowcaseScreens.list, size: Self.size),
                                                to: HeroScreenController(ShowcaseScreens.detail, size: Self.size))
        #expect(recorder.warnings == [])

        let scene = Scene(name: "hero-test", summary: "test", size: Size(width: 390, height: 844), defaultScale: 1,
                          from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: name)
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse, fps: 60, scale: 1))
        #expect(recorded.count == plan.frameCount, "frame count")
        let native = FrameRenderer(plan: plan)
        var worst = 0, worstFrame = 0
        for (i, frame) in recorded.enumerated() where i < plan.frameCount {
            let d = try ImageDifference(reference: native.renderFrame(i), actual: frame)
            if d.maxChannelDifference > worst { (worst, worstFrame) = (d.maxChannelDifference, i) }
            #expect(d.maxChannelDifference <= 1, "\(name)\(reverse ? " reverse" : "") frame \(i): max channel difference \(d.maxChannelDifference)")
        }
        print("\(name)\(reverse ? " reverse" : ""): \(recorded.count) frames (engine \(plan.frameCount)), worst max channel difference \(worst) (frame \(worstFrame))")
    }
}

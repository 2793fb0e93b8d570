import Testing
import TestSupport
import Raster
import Transitions
@testable import TransitionCatalog

/// First and last frames of UIKit's own styles as the catalog records them on the showcase pair
/// (120 x 200 pt): the from- and to-screens exactly.
@Suite("UIKit: first and last frames", .uikitTurns)
struct SystemEndStateTests {
    static let names = ["cross-dissolve", "cover-vertical", "flip-horizontal", "push"]

    static func scene(_ name: String) -> UIKitScene {
        var s = UIKitScene.showcase(for: name)
        s.size = Size(width: 120, height: 200)
        return s
    }

    static func record(_ name: String, reverse: Bool) throws -> SceneRecording {
        try SceneRecording(scene: scene(name), settings: RenderSettings(reverse: reverse, fps: 60, scale: 1))
    }

    @Test("the last frame is the to-screen, exactly", arguments: names, [false, true])
    func lastFrameIsToScreen(name: String, reverse: Bool) throws {
        let scene = Self.scene(name)
        let recorded = try Self.record(name, reverse: reverse)
        let expected = try CatalogRecordingSupport.still(reverse ? scene.from : scene.to, size: scene.size, scale: 1)
        let last = try recorded.recording.frame(recorded.frameCount - 1)
        #expect(try ImageDifference(reference: expected, actual: last).isIdentical)
    }

    @Test("the first frame is the from-screen, exactly (push's edge shadow starts at alpha 0)",
          arguments: names, [false, true])
    func firstFrameIsFromScreen(name: String, reverse: Bool) throws {
        let scene = Self.scene(name)
        let expected = try CatalogRecordingSupport.still(reverse ? scene.to : scene.from, size: scene.size, scale: 1)
        let first = try Self.record(name, reverse: reverse).recording.frame(0)
        #expect(try ImageDifference(reference: expected, actual: first).isIdentical)
    }

    @Test("the reverse ends where the forward starts", arguments: ["cross-dissolve", "cover-vertical", "flip-horizontal"])
    func reverseEndsAtForwardStart(name: String) throws {
        let start = try Self.record(name, reverse: false).recording.frame(0)
        let back = try Self.record(name, reverse: true)
        let end = try back.recording.frame(back.frameCount - 1)
        #expect(try ImageDifference(reference: start, actual: end).isIdentical)
    }
}

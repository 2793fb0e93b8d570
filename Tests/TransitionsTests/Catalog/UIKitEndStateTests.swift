import Testing
import Raster
@testable import Transitions

/// First and last frames of the UIKit styles: the from- and to-screens exactly.
@Suite("UIKit: first and last frames")
struct UIKitEndStateTests {
    typealias S = UIKitTestSupport
    static let names = ["cross-dissolve", "cover-vertical", "flip-horizontal", "push"]

    @Test("the last frame is the to-screen, exactly", arguments: names, [false, true])
    func lastFrameIsToScreen(name: String, reverse: Bool) throws {
        let plan = try S.plan(name, reverse: reverse)
        let scene = S.scene(name)
        let expected = try S.still(reverse ? scene.from : scene.to, size: scene.size)
        let last = try FrameRenderer(plan: plan).renderFrame(plan.frameCount - 1)
        #expect(try ImageDifference(reference: expected, actual: last).isIdentical)
    }

    @Test("the first frame is the from-screen, exactly (push's edge shadow starts at alpha 0)",
          arguments: names, [false, true])
    func firstFrameIsFromScreen(name: String, reverse: Bool) throws {
        let plan = try S.plan(name, reverse: reverse)
        let scene = S.scene(name)
        let expected = try S.still(reverse ? scene.to : scene.from, size: scene.size)
        let first = try FrameRenderer(plan: plan).renderFrame(0)
        #expect(try ImageDifference(reference: expected, actual: first).isIdentical)
    }

    @Test("the reverse ends where the forward starts", arguments: ["cross-dissolve", "cover-vertical", "flip-horizontal"])
    func reverseEndsAtForwardStart(name: String) throws {
        let forward = try S.plan(name), back = try S.plan(name, reverse: true)
        let start = try S.frame(forward, at: 0)
        let end = try S.frame(back, at: back.totalDuration)
        #expect(try ImageDifference(reference: start, actual: end).isIdentical)
    }
}

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

    @Test("the first frame is the from-screen, exactly (push: but for its shadow at the right edge)",
          arguments: names, [false, true])
    func firstFrameIsFromScreen(name: String, reverse: Bool) throws {
        let plan = try S.plan(name, reverse: reverse)
        let scene = S.scene(name)
        let expected = try S.still(reverse ? scene.to : scene.from, size: scene.size)
        let first = try FrameRenderer(plan: plan).renderFrame(0)
        if name == "push" && !reverse {
            // The incoming view waits at x = W with its 0.5 shadow, which may darken the last
            // 3σ + 1 = 16 pt (σ = shadowRadius = 5 pt).
            for y in 0..<first.height {
                for x in 0..<first.width {
                    let a = expected[x, y], b = first[x, y]
                    if x < first.width - 16 { #expect(a == b) } else { #expect(b.r <= a.r && b.g <= a.g && b.b <= a.b) }
                }
            }
        } else {
            #expect(try ImageDifference(reference: expected, actual: first).isIdentical)
        }
    }

    @Test("the reverse ends where the forward starts", arguments: ["cross-dissolve", "cover-vertical", "flip-horizontal"])
    func reverseEndsAtForwardStart(name: String) throws {
        let forward = try S.plan(name), back = try S.plan(name, reverse: true)
        let start = try S.frame(forward, at: 0)
        let end = try S.frame(back, at: back.totalDuration)
        #expect(try ImageDifference(reference: start, actual: end).isIdentical)
    }
}

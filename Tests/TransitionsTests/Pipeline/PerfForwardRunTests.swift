import Testing
import Raster
@testable import Transitions

/// A `FrameRenderer` advances its last run for a later frame instead of building a fresh one
/// (`ForwardRun`). That must not change a byte: each frame drawn in time order by one renderer
/// equals the same frame from a renderer that has drawn nothing before (a fresh run advanced
/// straight to the frame's time), for every demo and every catalog transition, both ways.
@Suite("Perf: forward run reuse")
struct PerfForwardRunTests {
    /// Every demo with its own transition, and the showcase pair with every catalog transition.
    static var scenes: [Scene] {
        DemoScenes.all + TransitionCatalog.all.map { d in
            var s = DemoScenes.showcase
            s.transition = d.name
            s.name = "showcase-\(d.name)"
            return s
        }
    }

    static func plans() throws -> [TransitionPlan] {
        var out: [TransitionPlan] = []
        for scene in scenes {
            for reverse in [false, true] {
                // 30 fps keeps the count down and still lands frames between and on completions.
                out.append(try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse, fps: 30, scale: 1)))
            }
        }
        return out
    }

    @Test("Frames in time order from one renderer equal frames from fresh renderers")
    func forwardFramesMatchFresh() throws {
        for plan in try Self.plans() {
            let reused = FrameRenderer(plan: plan)
            for i in 0..<plan.frameCount {
                let a = try reused.renderFrame(i).copy()
                let b = try FrameRenderer(plan: plan).renderFrame(i)
                #expect(a.hasSamePixels(as: b), "\(plan.scene.name) reverse \(!plan.operation.isForward) frame \(i)")
            }
        }
    }

    @Test("Ping frames in a shuffled order, repeats included, equal frames from fresh renderers")
    func anyOrderMatchesFresh() throws {
        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: 1))
        let fresh = try (0..<plan.frameCount).map { try FrameRenderer(plan: plan).renderFrame($0).copy() }
        let reused = FrameRenderer(plan: plan)
        // Forward steps, repeats, jumps back (16 is past the mask's completion at 0.25 s, 14
        // before it), the end frame and frames after it.
        let n = plan.frameCount
        let order = [3, 3, 4, 9, 2, 2, 7, n - 1, n - 1, 5, n - 1, 0, 1, 16, 14, 12, 11, n - 2, n - 1, 6]
        for i in order {
            #expect(try reused.renderFrame(i).hasSamePixels(as: fresh[i]), "frame \(i)")
        }
    }

    @Test("Interactive progress and cancel frames between timed frames do not disturb the kept run")
    func interactiveBetweenTimedFrames() throws {
        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: 1))
        let reused = FrameRenderer(plan: plan)
        for i in [2, 6] {
            _ = try reused.renderFrame(i)
            _ = try reused.render(progress: 0.5)
            _ = try reused.renderCancelled()
            #expect(try reused.renderFrame(i + 1).hasSamePixels(as: FrameRenderer(plan: plan).renderFrame(i + 1)), "frame \(i + 1)")
        }
    }
}

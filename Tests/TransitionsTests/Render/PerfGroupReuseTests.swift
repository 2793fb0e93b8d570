import Testing
import Raster
@testable import Transitions

/// An opaque group (a background that covers its region) is not cleared before it is drawn:
/// its background overwrites every pixel the composite reads. The twin is a renderer whose
/// offscreens are fresh (all zero, what the clear gives): a renderer reused out of order,
/// holding the previous frame's group in its offscreen, must give the same bytes.
@Suite("Perf: reused group offscreens")
struct PerfGroupReuseTests {
    @Test("Ping frames from a renderer reused in reverse order equal frames from fresh renderers")
    func reusedRendererMatchesFresh() throws {
        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: 1))
        let reused = FrameRenderer(plan: plan)
        // Reverse: the circle shrinks, so each frame's region lies inside the last one's content.
        for i in stride(from: plan.frameCount - 1, through: 0, by: -1) {
            let a = try reused.renderFrame(i).copy()
            let b = try FrameRenderer(plan: plan).renderFrame(i)
            #expect(a.hasSamePixels(as: b), "frame \(i)")
        }
    }
}

import Testing
import Raster
@testable import Transitions

/// Parallel rendering gives the same bytes as a single thread (DESIGN.md: output is identical
/// for any worker count), and the optional stage timer does not change a frame.
@Suite("Perf: frame sequence determinism")
struct PerfFrameSequenceDeterminismTests {
    static func encodedFrames(_ plan: TransitionPlan, workers: Int) throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        try FrameSequence(plan: plan, workers: workers).run(
            produce: { _, pixmap in try PNG.encode(pixmap) },
            consume: { i, bytes in
                #expect(i == out.count, "frames are consumed in order")
                out.append(bytes)
            })
        return out
    }

    @Test("Ping at scale 1: two workers write the same bytes as one")
    func twoWorkersMatchOne() throws {
        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: 1))
        let one = try Self.encodedFrames(plan, workers: 1)
        let two = try Self.encodedFrames(plan, workers: 2)
        #expect(one.count == plan.frameCount)
        #expect(two.count == one.count)
        for (i, (a, b)) in zip(one, two).enumerated() { #expect(a == b, "frame \(i) differs") }
    }

    @Test("A frame rendered with the stage timer is identical to one without, and the stages are timed")
    func stageTimerDoesNotChangePixels() throws {
        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: 1))
        let plain = FrameRenderer(plan: plan)
        let timed = FrameRenderer(plan: plan)
        let timer = RenderStageTimes()
        timed.stageTimes = timer
        for i in [0, 8, plan.frameCount - 1] {
            let a = try plain.renderFrame(i).copy()
            let b = try timed.renderFrame(i)
            #expect(a.hasSamePixels(as: b), "frame \(i)")
        }
        for stage in [RenderStageTimes.Stage.fill, .snapshotDraw, .textDraw, .maskedDraw, .runSetup] {
            #expect(timer[stage] > 0, "\(stage.name) was timed")
        }
    }
}

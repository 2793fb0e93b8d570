import XCTest
import Raster
import Transitions
@testable import TransitionCatalog

/// The interactive forms through the recorder: a progress holds the transition with a
/// UIPercentDrivenInteractiveTransition; a pan trace's frames are held progresses, the settled
/// end or the from-screen. Each is the engine plan's frame, byte for byte.
final class InteractiveSceneRecordingTests: XCTestCase {
    func testAHeldProgressIsThePlansProgressFrame() throws {
        for (scene, reverse) in [(DemoScenes.ping, false), (DemoScenes.ping, true), (DemoScenes.circleScale, true), (DemoScenes.colorDiffusion, false)] {
            let settings = RenderSettings(reverse: reverse, fps: 30, scale: 1)
            let plan = try TransitionPlan(scene: scene, settings: settings)
            for p in [0, 0.3, 0.8, 1] {
                let held = try SceneRecording(scene: scene.uikit, settings: settings, progress: p)
                XCTAssertEqual(held.frameCount, 1)
                XCTAssertEqual(held.time(ofFrame: 0), p * plan.transitionDuration, accuracy: 1e-12)
                let d = try ImageDifference(reference: FrameRenderer(plan: plan).render(progress: p), actual: held.recording.frame(0))
                XCTAssertEqual(d.maxChannelDifference, 0, "\(scene.name) reverse \(reverse) at \(p)")
            }
        }
    }

    func testAPanTraceIsThePlansInteractiveFrames() throws {
        let finishing = try GestureTrace(samples: [.init(t: 0, x: 20, y: 400), .init(t: 0.1, x: 120, y: 400), .init(t: 0.2, x: 220, y: 400)])
        let cancelling = try GestureTrace(samples: [.init(t: 0, x: 20, y: 400), .init(t: 0.1, x: 140, y: 400), .init(t: 0.2, x: 100, y: 400)])
        let showcase = try XCTUnwrap(DemoScenes.named("showcase"))
        // A cancelled dismissal returns to what the presentation left (the partial curl's page
        // still curled over the presented screen), as the engine's cancel leaves it.
        let cases: [(Scene, RenderSettings)] = [
            (DemoScenes.ping, RenderSettings(fps: 30, scale: 1)), (DemoScenes.ping, RenderSettings(reverse: true, fps: 30, scale: 1)),
            (DemoScenes.rectangleOffset, RenderSettings(fps: 30, scale: 1)),
            (showcase, RenderSettings(transition: "partial-curl", reverse: true, fps: 30, scale: 1)),
        ]
        for (scene, settings) in cases {
            for trace in [finishing, cancelling] {
                let recorded = try SceneRecording(scene: scene.uikit, settings: settings)
                let plan = try TransitionPlan(scene: scene, settings: settings)
                let schedule = try InteractiveSchedule(trace: trace, screenWidth: scene.size.width, duration: recorded.transitionDuration, fps: 30)
                let ours = try recorded.recording(of: schedule)
                let native = Recording(plan: plan, schedule: schedule)
                XCTAssertEqual(ours.frameCount, native.frameCount)
                for i in 0..<ours.frameCount {
                    XCTAssertEqual(ours.time(ofFrame: i), native.time(ofFrame: i), accuracy: 1e-12)
                    let d = try ImageDifference(reference: native.frame(i), actual: ours.frame(i))
                    XCTAssertEqual(d.maxChannelDifference, 0, "\(scene.name) \(schedule.finishes ? "finishing" : "cancelling") frame \(i)")
                }
            }
        }
    }
}

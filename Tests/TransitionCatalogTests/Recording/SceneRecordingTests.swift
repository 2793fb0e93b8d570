import XCTest
import Raster
import Transitions
@testable import TransitionCatalog

/// A catalog entry recorded through the UIKit recorder draws the frames the engine's plan of the
/// same scene draws, byte for byte; it stops when everything has settled.
final class SceneRecordingTests: XCTestCase {
    private func frames(_ recording: Recording) throws -> [Pixmap] {
        try (0..<recording.frameCount).map { try recording.frame($0) }
    }

    private func assertSameFrames(_ scene: Scene, _ settings: RenderSettings, file: StaticString = #filePath, line: UInt = #line) throws {
        let recorded = try SceneRecording(scene: scene.uikit, settings: settings)
        let plan = try TransitionPlan(scene: scene, settings: settings)
        let native = FrameRenderer(plan: plan)
        let label = "\(settings.transition ?? scene.transition)\(settings.reverse == true ? " reverse" : "")"
        XCTAssertEqual(recorded.frameCount, plan.frameCount, "\(label): frame count", file: file, line: line)
        for i in 0..<min(recorded.frameCount, plan.frameCount) {
            XCTAssertEqual(recorded.time(ofFrame: i), plan.time(ofFrame: i), accuracy: 1e-12, "\(label) frame \(i) time", file: file, line: line)
            let d = try ImageDifference(reference: native.renderFrame(i), actual: recorded.recording.frame(i))
            XCTAssertEqual(d.maxChannelDifference, 0, "\(label) frame \(i)", file: file, line: line)
        }
        XCTAssertEqual(recorded.warnings, plan.warnings, label, file: file, line: line)
    }

    func testEverySeedDemoBothDirectionsIsTheNativeFrames() throws {
        for scene in [DemoScenes.ping, DemoScenes.circleMask, DemoScenes.circleScale, DemoScenes.rectangleOffset] {
            for reverse in [false, true] {
                try assertSameFrames(scene, RenderSettings(reverse: reverse, fps: 20, scale: 1))
            }
        }
        try assertSameFrames(DemoScenes.colorDiffusion, RenderSettings(fps: 20, scale: 1))
    }

    func testBridgedEntriesOnTheShowcaseAreTheNativeFrames() throws {
        let showcase = try XCTUnwrap(DemoScenes.named("showcase"))
        for name in ["cross-dissolve", "cover-vertical", "flip-horizontal", "push", "partial-curl", "hero-cover-up", "hero-push-left", "hero-zoom-out"] {
            for reverse in [false, true] {
                try assertSameFrames(showcase, RenderSettings(transition: name, reverse: reverse, fps: 12, scale: 1))
            }
        }
    }

    func testARequestedDurationAndParametersReachTheUIKitAnimator() throws {
        try assertSameFrames(DemoScenes.ping, RenderSettings(duration: 0.7, fps: 20, scale: 1))
        try assertSameFrames(DemoScenes.ping, RenderSettings(fps: 20, scale: 1, parameters: ["mask-duration": 0.4]))
        try assertSameFrames(DemoScenes.ping, RenderSettings(fps: 20, scale: 1, parameters: ["mask-duration": -1]))
        try assertSameFrames(DemoScenes.circleMask, RenderSettings(reverse: true, duration: 0.3, fps: 20, scale: 1))
    }

    /// The one stopping rule: color-diffusion's dismissal ends at 0.9 d, not at d.
    func testColorDiffusionsDismissalStopsWhenItsAnimationsEnd() throws {
        let settings = RenderSettings(reverse: true, fps: 30, scale: 1)
        let recorded = try SceneRecording(scene: DemoScenes.colorDiffusion.uikit, settings: settings)
        let plan = try TransitionPlan(scene: DemoScenes.colorDiffusion, settings: settings)
        XCTAssertEqual(recorded.transitionDuration, 0.5)
        XCTAssertEqual(recorded.recording.duration, 0.45, accuracy: 1e-12)
        XCTAssertEqual(recorded.frameCount, 15)   // 0 ... 14/30 s, the last at the settled 0.45 s
        XCTAssertEqual(plan.frameCount, 16)
        let native = FrameRenderer(plan: plan)
        for i in 0..<recorded.frameCount {
            let d = try ImageDifference(reference: native.renderFrame(i), actual: recorded.recording.frame(i))
            XCTAssertEqual(d.maxChannelDifference, 0, "frame \(i)")
        }
        // The plan's extra frame shows the same settled state.
        XCTAssertEqual(try ImageDifference(reference: native.renderFrame(15), actual: recorded.recording.frame(14)).maxChannelDifference, 0)
    }

    func testRequestsAreRefusedInThePlansWords() throws {
        func refusal(_ settings: RenderSettings, _ scene: Scene = DemoScenes.ping) -> PlanError? {
            do { _ = try SceneRecording(scene: scene.uikit, settings: settings); return nil } catch { return error }
        }
        XCTAssertEqual(refusal(RenderSettings(transition: "nope")), .unknownTransition("nope", known: Catalog.all.map(\.name)))
        XCTAssertEqual(refusal(RenderSettings(fps: 0)), .fpsOutOfRange(0))
        XCTAssertEqual(refusal(RenderSettings(scale: 9)), .scaleOutOfRange(9))
        XCTAssertEqual(refusal(RenderSettings(parameters: ["mask-duratoin": 1])),
                       .unknownParameter("mask-duratoin", transition: "circular-reveal", known: ["mask-duration"]))
        XCTAssertEqual(refusal(RenderSettings(duration: 3600, fps: 1000)), .tooManyFrames(3_600_001))
        var noTrigger = DemoScenes.circleMask
        noTrigger.triggerIdentifier = nil
        XCTAssertEqual(refusal(RenderSettings(), noTrigger), .triggerMissing(transition: "circle-mask"))
        guard case .tooMuchWork = refusal(RenderSettings(scale: 1, workLimit: 10)) else { return XCTFail("a tiny work limit is refused") }
    }

    /// Past its frame limit the recorder names the count the recording would have had.
    func testARecordingPastItsFrameLimitNamesTheCount() throws {
        let full = try SceneRecording(scene: DemoScenes.circleMask.uikit, settings: RenderSettings(fps: 30, scale: 1))
        XCTAssertEqual(full.frameCount, 16)   // 0.5 s at 30 fps: frames 0 ... 15
    }
}

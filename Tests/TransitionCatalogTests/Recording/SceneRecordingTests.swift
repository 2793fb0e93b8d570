import XCTest
import Raster
import Transitions
@testable import TransitionCatalog

/// A catalog entry recorded through the UIKit recorder: frame i shows i / fps until the run has
/// settled, and the last frame is that moment; requests reach the UIKit animator and are refused
/// in the plan's words. (What the frames show is pinned by GoldenCatalogTests on these scenes.)
final class SceneRecordingTests: XCTestCase {
    /// The frames' times: i / fps, the last the settled `end`, `count` in all.
    private func assertTimeline(_ recorded: SceneRecording, count: Int, end: Double, _ label: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(recorded.frameCount, count, "\(label): frame count", file: file, line: line)
        for i in 0..<recorded.frameCount - 1 {
            XCTAssertEqual(recorded.time(ofFrame: i), Double(i) / Double(recorded.fps), accuracy: 1e-12, "\(label) frame \(i) time", file: file, line: line)
        }
        XCTAssertEqual(recorded.recording.duration, end, accuracy: 1e-12, "\(label): settled at", file: file, line: line)
    }

    func testEverySeedDemoBothDirectionsRunsItsDurationAndSettles() throws {
        // Ping runs 0.35 s (its text ends 0.1 s after the 0.25 s mask); the others 0.5 s.
        for (demo, duration) in [("ping", 0.35), ("circle-mask", 0.5), ("circle-scale", 0.5), ("rectangle-offset", 0.5)] {
            for reverse in [false, true] {
                let recorded = try CatalogRecordingSupport.record(demo, reverse: reverse, fps: 20)
                assertTimeline(recorded, count: Int((duration * 20).rounded()) + 1, end: duration, "\(demo) reverse \(reverse)")
                XCTAssertEqual(recorded.warnings, [], demo)
            }
        }
        let diffusion = try CatalogRecordingSupport.record("color-diffusion", fps: 20)
        assertTimeline(diffusion, count: 11, end: 0.5, "color-diffusion")
    }

    func testUIKitsOwnAndHeroEntriesOnTheShowcaseRunTheirDurations() throws {
        // UIKit's styles on the system curve's 0.5 s; Hero's presets 0.35 s.
        for (name, duration) in [("cross-dissolve", 0.5), ("cover-vertical", 0.5), ("flip-horizontal", 0.5), ("push", 0.5), ("partial-curl", 0.5),
                                 ("hero-cover-up", 0.35), ("hero-push-left", 0.35), ("hero-zoom-out", 0.35)] {
            for reverse in [false, true] {
                let recorded = try CatalogRecordingSupport.record("showcase", transition: name, reverse: reverse, fps: 20)
                assertTimeline(recorded, count: Int((duration * 20).rounded(.up)) + 1, end: duration, "\(name) reverse \(reverse)")
                XCTAssertEqual(recorded.warnings, [], name)
            }
        }
    }

    func testARequestedDurationAndParametersReachTheUIKitAnimator() throws {
        // A requested duration is the whole run's: 0.7 s scales Ping's 0.35 s by 2, its mask to 0.5 s.
        let long = try CatalogRecordingSupport.record("ping", fps: 20, duration: 0.7)
        assertTimeline(long, count: 15, end: 0.7, "ping 0.7 s")
        XCTAssertEqual(long.transitionDuration, 0.5, accuracy: 1e-12)
        // Twice as long, the run at t shows what the default run shows at t / 2.
        let short = try CatalogRecordingSupport.record("ping", fps: 40)
        for i in [2, 5, 7, 11] {
            let d = try ImageDifference(reference: short.recording.frame(i), actual: long.recording.frame(i))
            XCTAssertLessThanOrEqual(d.maxChannelDifference, 1, "ping 0.7 s at \(Double(i) / 20) s vs the default at \(Double(i) / 40) s")
        }

        let mask = try SceneRecording(scene: CatalogRecordingSupport.demo("ping"), settings: RenderSettings(fps: 20, scale: 1, parameters: ["mask-duration": 0.4]))
        XCTAssertEqual(mask.transitionDuration, 0.4, accuracy: 1e-12)
        assertTimeline(mask, count: 9, end: 0.4, "ping mask 0.4 s")   // the mask outlasts the text's 0.35 s

        let bad = try SceneRecording(scene: CatalogRecordingSupport.demo("ping"), settings: RenderSettings(fps: 20, scale: 1, parameters: ["mask-duration": -1]))
        XCTAssertEqual(bad.transitionDuration, 0.25, accuracy: 1e-12)
        XCTAssertEqual(bad.warnings, ["circular-reveal: mask-duration -1.0 is not in (0, 3600] seconds; using 0.25 s"])

        let pop = try CatalogRecordingSupport.record("circle-mask", reverse: true, fps: 20, duration: 0.3)
        XCTAssertEqual(pop.transitionDuration, 0.3, accuracy: 1e-12)
        assertTimeline(pop, count: 7, end: 0.3, "circle-mask pop 0.3 s")
    }

    /// The one stopping rule: color-diffusion's dismissal ends at 0.9 d, not at d.
    func testColorDiffusionsDismissalStopsWhenItsAnimationsEnd() throws {
        let recorded = try CatalogRecordingSupport.record("color-diffusion", reverse: true, fps: 30)
        XCTAssertEqual(recorded.transitionDuration, 0.5)
        assertTimeline(recorded, count: 15, end: 0.45, "color-diffusion dismiss")   // 0 ... 14/30 s, the last at the settled 0.45 s
        // Settled, the copy is gone and the home screen shows alone.
        let scene = try CatalogRecordingSupport.demo("color-diffusion")
        let home = try CatalogRecordingSupport.still(scene.from, size: scene.size, scale: 1)
        XCTAssertEqual(try ImageDifference(reference: home, actual: recorded.recording.frame(14)).maxChannelDifference, 0)
    }

    func testRequestsAreRefusedInThePlansWords() throws {
        let ping = try CatalogRecordingSupport.demo("ping")
        func refusal(_ settings: RenderSettings, _ scene: UIKitScene? = nil) -> PlanError? {
            do { _ = try SceneRecording(scene: scene ?? ping, settings: settings); return nil } catch { return error }
        }
        XCTAssertEqual(refusal(RenderSettings(transition: "nope")), .unknownTransition("nope", known: Catalog.all.map(\.name)))
        XCTAssertEqual(refusal(RenderSettings(fps: 0)), .fpsOutOfRange(0))
        XCTAssertEqual(refusal(RenderSettings(scale: 9)), .scaleOutOfRange(9))
        XCTAssertEqual(refusal(RenderSettings(parameters: ["mask-duratoin": 1])),
                       .unknownParameter("mask-duratoin", transition: "circular-reveal", known: ["mask-duration"]))
        XCTAssertEqual(refusal(RenderSettings(duration: 3600, fps: 1000)), .tooManyFrames(3_600_001))
        var noTrigger = try CatalogRecordingSupport.demo("circle-mask")
        noTrigger.triggerIdentifier = nil
        XCTAssertEqual(refusal(RenderSettings(), noTrigger), .triggerMissing(transition: "circle-mask"))
        guard case .tooMuchWork = refusal(RenderSettings(scale: 1, workLimit: 10)) else { return XCTFail("a tiny work limit is refused") }
    }

    func testACircleMaskRecordingHasItsFrames() throws {
        let full = try CatalogRecordingSupport.record("circle-mask", fps: 30)
        XCTAssertEqual(full.frameCount, 16)   // 0.5 s at 30 fps: frames 0 ... 15
    }
}

import XCTest
import Raster
import Transitions
@testable import TransitionCatalog

/// The interactive forms through the recorder: a progress holds the transition with a
/// UIPercentDrivenInteractiveTransition and shows what the timed run shows at that fraction of
/// `transitionDuration`; a pan trace's frames are held progresses, the settled end, or what
/// showed before the transition.
final class InteractiveSceneRecordingTests: XCTestCase {
    func testAHeldProgressIsTheTimedRunsFrameAtThatTime() throws {
        for (demo, reverse) in [("ping", false), ("ping", true), ("circle-scale", true), ("color-diffusion", false)] {
            let scene = try CatalogRecordingSupport.demo(demo)
            // 0.3 and 0.8 of 0.25 s (Ping's mask) or 0.5 s fall on a 40 fps grid.
            let timed = try SceneRecording(scene: scene, settings: RenderSettings(reverse: reverse, fps: 40, scale: 1))
            for p in [0, 0.3, 0.8, 1] {
                let held = try SceneRecording(scene: scene, settings: RenderSettings(reverse: reverse, fps: 40, scale: 1), progress: p)
                XCTAssertEqual(held.frameCount, 1)
                let t = p * timed.transitionDuration
                XCTAssertEqual(held.time(ofFrame: 0), t, accuracy: 1e-12)
                let i = Int((t * 40).rounded())
                XCTAssertEqual(timed.time(ofFrame: i), t, accuracy: 1e-12)
                let timedFrame = try timed.recording.frame(i), heldFrame = try held.recording.frame(0)
                if p == 1 && demo == "circle-scale" {
                    // Held at its end the dismissal has not completed: the dismissed screen still
                    // shows through the mask's 50-pt dot at the centre, which completion removes.
                    let box = try XCTUnwrap(CatalogRecordingSupport.differingBounds(timedFrame, heldFrame))
                    XCTAssertTrue(box.0 >= 194 && box.1 >= 421 && box.2 <= 246 && box.3 <= 473, "\(box)")
                    continue
                }
                let d = try ImageDifference(reference: timedFrame, actual: heldFrame)
                XCTAssertEqual(d.maxChannelDifference, 0, "\(demo) reverse \(reverse) at \(p)")
            }
        }
    }

    func testAPanTraceShowsHeldProgressesThenTheEndItReaches() throws {
        let finishing = try GestureTrace(samples: [.init(t: 0, x: 20, y: 400), .init(t: 0.1, x: 120, y: 400), .init(t: 0.2, x: 220, y: 400)])
        let cancelling = try GestureTrace(samples: [.init(t: 0, x: 20, y: 400), .init(t: 0.1, x: 140, y: 400), .init(t: 0.2, x: 100, y: 400)])
        // A cancelled dismissal returns to what the presentation left (the partial curl's page
        // still curled over the presented screen).
        let cases: [(String, RenderSettings)] = [
            ("ping", RenderSettings(fps: 30, scale: 1)), ("ping", RenderSettings(reverse: true, fps: 30, scale: 1)),
            ("rectangle-offset", RenderSettings(fps: 30, scale: 1)),
            ("showcase", RenderSettings(transition: "partial-curl", reverse: true, fps: 30, scale: 1)),
        ]
        for (demo, settings) in cases {
            let scene = try CatalogRecordingSupport.demo(demo)
            let recorded = try SceneRecording(scene: scene, settings: settings)
            let before: Pixmap
            if settings.reverse == true {
                var forward = settings
                forward.reverse = false
                let presented = try SceneRecording(scene: scene, settings: forward)
                before = try presented.recording.frame(presented.frameCount - 1)
            } else {
                before = try CatalogRecordingSupport.still(scene.from, size: scene.size, scale: 1)
            }
            for trace in [finishing, cancelling] {
                let schedule = try InteractiveSchedule(trace: trace, screenWidth: scene.size.width, duration: recorded.transitionDuration, fps: 30)
                let ours = try recorded.recording(of: schedule)
                let label = "\(demo) \(settings.transition ?? "") reverse \(settings.reverse ?? false) \(schedule.finishes ? "finishing" : "cancelling")"
                XCTAssertEqual(ours.frameCount, schedule.frames.count, label)
                XCTAssertEqual(schedule.frames.last, schedule.finishes ? .finished : .cancelled, label)
                for (i, frame) in schedule.frames.enumerated() {
                    XCTAssertEqual(ours.time(ofFrame: i), Double(i) / 30, accuracy: 1e-12)
                    let expected: Pixmap
                    switch frame {
                    case .progress(let p): expected = try SceneRecording(scene: scene, settings: settings, progress: p).recording.frame(0)
                    case .finished: expected = try recorded.recording.frame(recorded.frameCount - 1)
                    case .cancelled: expected = before
                    }
                    let d = try ImageDifference(reference: expected, actual: ours.frame(i))
                    XCTAssertEqual(d.maxChannelDifference, 0, "\(label) frame \(i) (\(frame))")
                }
            }
        }
    }
}

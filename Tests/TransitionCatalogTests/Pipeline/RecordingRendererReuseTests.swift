import XCTest
import Raster
@testable import Transitions
@testable import TransitionCatalog

/// A worker's renderer draws frame after frame of a recording into the same frame buffer,
/// offscreens and rasterizer (`RecordingFrameRenderer`). That must not change a byte: each
/// frame drawn in time order by one renderer equals the same frame from a renderer that has
/// drawn nothing before, for every demo and every catalog transition, both ways.
final class RecordingRendererReuseTests: XCTestCase {
    /// Every demo with its own transition, and the showcase pair with every catalog transition.
    private var scenes: [UIKitScene] {
        UIKitScene.demos + Catalog.all.map { entry in
            var s = UIKitScene.showcase
            s.transition = entry.name
            s.name = "showcase-\(entry.name)"
            return s
        }
    }

    func testFramesInTimeOrderFromOneRendererAreTheFramesOfFreshRenderers() throws {
        for scene in scenes {
            for reverse in [false, true] {
                // 30 fps keeps the count down and still lands frames between and on completions.
                let recording = try demoRecording(scene, RenderSettings(reverse: reverse, fps: 30, scale: 1))
                let reused = RecordingFrameRenderer(recording)
                for i in 0..<recording.frameCount {
                    let a = try reused.render(i).copy()
                    let b = try RecordingFrameRenderer(recording).render(i)
                    XCTAssertTrue(a.hasSamePixels(as: b), "\(scene.name) reverse \(reverse) frame \(i)")
                }
            }
        }
    }

    func testPingFramesInAShuffledOrderRepeatsIncludedAreTheFramesOfFreshRenderers() throws {
        let recording = try demoRecording()
        let n = recording.frameCount
        XCTAssertGreaterThan(n, 16)
        let fresh = try (0..<n).map { try RecordingFrameRenderer(recording).render($0).copy() }
        let reused = RecordingFrameRenderer(recording)
        // Forward steps, repeats, jumps back (16 is past the mask's completion at 0.25 s, 14
        // before it), the end frame and frames after it.
        let order = [3, 3, 4, 9, 2, 2, 7, n - 1, n - 1, 5, n - 1, 0, 1, 16, 14, 12, 11, n - 2, n - 1, 6]
        for i in order {
            XCTAssertTrue(try reused.render(i).hasSamePixels(as: fresh[i]), "frame \(i)")
        }
    }

    /// A pan's frames (the transition held at a progress, then the cancelled pan's resting
    /// screen) drawn between timed frames by the same renderer do not disturb it.
    func testInteractiveFramesBetweenTimedFramesChangeNoByte() throws {
        let scene = try SceneRecording(scene: .ping, settings: RenderSettings(scale: 1))
        let timedFrames = scene.recording.frozenFrames
        // Right to 60 pt, then back to 40 pt at release: moving back, the pan cancels.
        let trace = try GestureTrace(samples: [.init(t: 0, x: 0, y: 0), .init(t: 0.1, x: 60, y: 0), .init(t: 0.2, x: 40, y: 0)])
        let schedule = try InteractiveSchedule(trace: trace, screenWidth: scene.scene.size.width, duration: scene.transitionDuration, fps: scene.fps)
        XCTAssertFalse(schedule.finishes)
        let pan = try scene.recording(of: schedule).frozenFrames
        let shared = renderer(for: scene.recording)
        for i in [2, 6] {
            try draw(timedFrames[i], with: shared.renderer, into: shared.target)
            try draw(pan[pan.count / 2], with: shared.renderer, into: shared.target)
            try draw(pan[pan.count - 1], with: shared.renderer, into: shared.target)
            try draw(timedFrames[i + 1], with: shared.renderer, into: shared.target)
            let fresh = renderer(for: scene.recording)
            try draw(timedFrames[i + 1], with: fresh.renderer, into: fresh.target)
            XCTAssertTrue(shared.target.hasSamePixels(as: fresh.target), "frame \(i + 1)")
        }
    }
}

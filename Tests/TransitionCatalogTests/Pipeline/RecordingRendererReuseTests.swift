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

    /// An interactive recording's held frame drawn between timed frames does not disturb the renderer.
    func testAHeldInteractiveFrameBetweenTimedFramesChangesNoByte() throws {
        let timed = try demoRecording()
        let timedFrames = try XCTUnwrap(timed.frozenFrames)
        let held = try XCTUnwrap(try SceneRecording(scene: .ping, settings: RenderSettings(scale: 1), progress: 0.5).recording.frozenFrames)
        let shared = renderer(for: timed)
        for i in [2, 6] {
            try draw(timedFrames[i], with: shared.renderer, into: shared.target)
            try draw(held[0], with: shared.renderer, into: shared.target)
            try draw(timedFrames[i + 1], with: shared.renderer, into: shared.target)
            let fresh = renderer(for: timed)
            try draw(timedFrames[i + 1], with: fresh.renderer, into: fresh.target)
            XCTAssertTrue(shared.target.hasSamePixels(as: fresh.target), "frame \(i + 1)")
        }
    }
}

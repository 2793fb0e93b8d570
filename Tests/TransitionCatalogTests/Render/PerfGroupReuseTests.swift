import XCTest
import Raster
@testable import Transitions
@testable import TransitionCatalog

/// An opaque group (a background that covers its region) is not cleared before it is drawn:
/// its background overwrites every pixel the composite reads. The twin is a renderer whose
/// offscreens are fresh (all zero, what the clear gives): a renderer reused out of order,
/// holding the previous frame's group in its offscreen, must give the same bytes.
final class PerfGroupReuseTests: XCTestCase {
    /// Ping frames from a renderer reused in reverse order equal frames from fresh renderers.
    func testARendererReusedInReverseOrderDrawsTheFreshRenderersBytes() throws {
        let recording = try demoRecording()
        let reused = RecordingFrameRenderer(recording)
        // Reverse: the circle shrinks, so each frame's region lies inside the last one's content.
        for i in stride(from: recording.frameCount - 1, through: 0, by: -1) {
            let a = try reused.render(i).copy()
            let b = try RecordingFrameRenderer(recording).render(i)
            XCTAssertTrue(a.hasSamePixels(as: b), "frame \(i)")
        }
    }
}

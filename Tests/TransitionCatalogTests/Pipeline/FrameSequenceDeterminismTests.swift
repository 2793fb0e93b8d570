import XCTest
import Raster
@testable import Transitions
@testable import TransitionCatalog

/// Parallel rendering gives the same bytes as a single thread (DESIGN.md: output is identical
/// for any worker count), and the optional stage timer does not change a frame: the one
/// pipeline, a scene recorded through UIKit (`SceneRecording`) drawn by `FrameSequence`.
final class FrameSequenceDeterminismTests: XCTestCase {
    private func encodedFrames(_ recording: Recording, workers: Int) throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        try FrameSequence(recording: recording, workers: workers).run(
            produce: { _, pixmap in try PNG.encode(pixmap) },
            consume: { i, bytes in
                XCTAssertEqual(i, out.count, "frames are consumed in order")
                out.append(bytes)
            })
        return out
    }

    /// Ping at scale 1: two workers write the same bytes as one.
    func testTwoWorkersWriteTheBytesOneWrites() throws {
        let recording = try demoRecording()
        let one = try encodedFrames(recording, workers: 1)
        let two = try encodedFrames(recording, workers: 2)
        XCTAssertEqual(one.count, recording.frameCount)
        XCTAssertEqual(two.count, one.count)
        for (i, (a, b)) in zip(one, two).enumerated() { XCTAssertEqual(a, b, "frame \(i) differs") }
    }

    /// A frame rendered with the stage timer is identical to one without, and the stages are timed.
    func testTheStageTimerDoesNotChangeAPixel() throws {
        let recording = try demoRecording()
        let frames = recording.frozenFrames
        let plain = renderer(for: recording), timed = renderer(for: recording)
        let timer = RenderStageTimes()
        timed.renderer.stageTimes = timer
        for i in [0, 8, frames.count - 1] {
            try draw(frames[i], with: plain.renderer, into: plain.target)
            try draw(frames[i], with: timed.renderer, into: timed.target)
            XCTAssertTrue(plain.target.hasSamePixels(as: timed.target), "frame \(i)")
        }
        // Ping draws fills, the from-screen's snapshot, the text and the masked reveal.
        for stage in [RenderStageTimes.Stage.fill, .snapshotDraw, .textDraw, .maskedDraw] {
            XCTAssertGreaterThan(timer[stage], 0, "\(stage.name) was timed")
        }
    }
}

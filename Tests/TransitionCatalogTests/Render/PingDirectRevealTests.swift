import XCTest
import Raster
@testable import Transitions
@testable import TransitionCatalog

/// The exact shortcuts of the reveal (a coverage-only shape mask composited directly instead of
/// rendered; an opaque-background group drawn offscreen only where something lies over its
/// background) on the frames the CLI records for Ping, against the reference twin: the same
/// renderer with `usesExactShortcuts` off, the general route. (Random trees: TransitionsTests'
/// PerfDirectRevealTests.)
final class PingDirectRevealTests: XCTestCase {
    /// Ping frames at scales 1 and 2 are byte-identical with and without the shortcuts.
    func testPingFramesAreTheGeneralRoutesBytes() throws {
        for scale in [1.0, 2.0] {
            let recording = try demoRecording(.ping, RenderSettings(scale: scale))
            let frames = recording.frozenFrames
            let fast = renderer(for: recording), reference = renderer(for: recording)
            reference.renderer.usesExactShortcuts = false
            for (i, frame) in frames.enumerated() {
                try draw(frame, with: fast.renderer, into: fast.target)
                try draw(frame, with: reference.renderer, into: reference.target)
                XCTAssertTrue(fast.target.hasSamePixels(as: reference.target), "scale \(scale) frame \(i)")
            }
        }
    }
}

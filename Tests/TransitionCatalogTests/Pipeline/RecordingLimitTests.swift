import XCTest
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// Ceilings on frame counts and canvas sizes, checked by the one pipeline (`SceneRecording`,
/// validated by `RenderLimits` in `PlanError`'s words): each refused with a one-line message
/// naming the value, before anything the size of the request is allocated or run.
final class RecordingLimitTests: XCTestCase {
    func testARecordingOver100000FramesIsRefusedNamingTheCount() {
        for (duration, fps, frames) in [(3600.0, 1000, 3_600_001), (3600.0, 28, 100_801), (101.0, 1000, 101_001)] {
            let settings = RenderSettings(transition: "cross-dissolve", duration: duration, fps: fps, scale: 1)
            do {
                let recorded = try SceneRecording(scene: .ping, settings: settings)
                XCTFail("recorded \(recorded.frameCount) frames")
            } catch {
                guard case .tooManyFrames(let n) = error else { XCTFail("expected tooManyFrames, got \(error)"); continue }
                XCTAssertGreaterThanOrEqual(n, frames)
                XCTAssertTrue(error.description.contains("\(n) frames") && error.description.contains("100000"), "\(error)")
            }
        }
    }

    /// The ceiling itself: 99.999 s at 1000 fps is frames 0 ... 99999, exactly the limit, on a
    /// screen small enough that recording them all is quick.
    func testARecordingOfExactlyTheCeilingsFramesIsMade() throws {
        func plain(_ color: UIColor) -> UIKitScreen {
            UIKitScreen(name: "plain") { size in
                let v = UIView(frame: CGRect(origin: .zero, size: size))
                v.backgroundColor = color
                return v
            }
        }
        let tiny = UIKitScene(name: "tiny", summary: "a 4 x 4 pt fade", size: Size(width: 4, height: 4), defaultScale: 1,
                              from: plain(.white), to: plain(.black), transition: "cross-dissolve")
        let recorded = try SceneRecording(scene: tiny, settings: RenderSettings(duration: 99.999, fps: 1000, scale: 1))
        XCTAssertEqual(recorded.frameCount, RenderLimits.maximumFrameCount)
    }

    func testDurationsOutside0To3600AndFpsOutside1To1000AreRefused() {
        for settings in [
            RenderSettings(duration: 3600.5), RenderSettings(duration: 0), RenderSettings(duration: -1),
            RenderSettings(duration: .nan), RenderSettings(duration: .infinity), RenderSettings(fps: 0),
            RenderSettings(fps: 1001), RenderSettings(fps: .max), RenderSettings(scale: 4.01), RenderSettings(scale: .nan),
        ] {
            XCTAssertThrowsError(try SceneRecording(scene: .ping, settings: settings), "\(settings)") { XCTAssertTrue($0 is PlanError) }
        }
    }

    func testACanvasPast16384PixelsASideIsRefusedBeforeAnythingIsRecorded() {
        var wide = UIKitScene.ping
        wide.size = Size(width: 5000, height: 100)
        wide.transition = "cross-dissolve"
        wide.triggerIdentifier = nil
        XCTAssertThrowsError(try SceneRecording(scene: wide, settings: RenderSettings(scale: 4))) {
            XCTAssertEqual($0 as? PlanError, .canvasTooLarge(width: 20000, height: 400))
        }
    }
}

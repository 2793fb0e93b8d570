import XCTest
import UIKit
import UIKitRecorder
@testable import TransitionCatalog
import Raster
import Transitions

/// The circle-mask navigator an app installs (CircleMaskNavigator): tapped, it records the
/// catalog's circle-mask frames; dragged, each held frame is the catalog's frame held at the
/// progress the drag reached. (What the catalog's frames show is pinned by GoldenCatalogTests.)
final class CircleMaskTests: XCTestCase {
    private let size = Size(width: 390, height: 844)
    /// At 2x, not the main screen's 3x outside a recording: the navigator loads the first screen
    /// before the recording starts, and a label built then draws for the window it moves into.
    private func makeRecorder() -> TransitionRecorder {
        TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 2, fps: 30)
    }

    private func catalog(reverse: Bool, progress: Double? = nil) throws -> SceneRecording {
        try SceneRecording(scene: CatalogRecordingSupport.demo("circle-mask"), settings: RenderSettings(reverse: reverse, fps: 30, scale: 2),
                           progress: progress)
    }

    private func trigger(reverse: Bool) throws -> CGRect {
        CGRect(try XCTUnwrap(try catalog(reverse: reverse, progress: 0).trigger))
    }

    func testTappedPushAndPopAreTheCatalogsFrames() throws {
        let scene = try CatalogRecordingSupport.demo("circle-mask")
        for reverse in [false, true] {
            let recorder = makeRecorder()
            let first = ScreenController(scene.from, size: size), second = ScreenController(scene.to, size: size)
            let nav = UINavigationController(rootViewController: first)
            if reverse { nav.setViewControllers([first, second], animated: false) }
            nav.isNavigationBarHidden = true
            let navigator = CircleMaskNavigator(navigationController: nav, trigger: try trigger(reverse: reverse)) { second }
            let frames = try recorder.frames(root: nav) {
                if reverse { nav.popViewController(animated: true) } else { nav.pushViewController(second, animated: true) }
            }
            let catalog = try catalog(reverse: reverse)
            XCTAssertEqual(frames.count, catalog.frameCount)
            for (i, frame) in frames.enumerated() where i < catalog.frameCount {
                let d = try ImageDifference(reference: catalog.recording.frame(i), actual: frame)
                XCTAssertEqual(d.maxChannelDifference, 0, "circle-mask \(reverse ? "pop" : "push") (tapped) frame \(i)")
            }
            _ = navigator
        }
    }

    func testDraggedPushHoldsTheCatalogsFrameOfItsProgressThenFinishes() throws {
        let scene = try CatalogRecordingSupport.demo("circle-mask")
        let recorder = makeRecorder()
        let first = ScreenController(scene.from, size: size), second = ScreenController(scene.to, size: size)
        let nav = UINavigationController(rootViewController: first)
        nav.isNavigationBarHidden = true
        let navigator = CircleMaskNavigator(navigationController: nav, trigger: try trigger(reverse: false)) { second }
        // Down 40 pt every 1/30 s from y = 100: 10 % of the drag per sample, to 70 % at t = 0.2.
        let trace = (0...7).map { (t: Double($0) / 30, x: 200.0, y: 100 + 40 * Double($0)) }
        let frames = try recorder.frames(root: nav, pan: trace, on: nav.view)
        // Frames 1 ... 6 are held at 10 % ... 60 % of the 0.5 s transition.
        for k in 1...6 {
            let held = try catalog(reverse: false, progress: Double(k) / 10)
            let d = try ImageDifference(reference: held.recording.frame(0), actual: frames[k])
            XCTAssertLessThanOrEqual(d.maxChannelDifference, 1, "frame \(k), held at \(k * 10) %")
        }
        // Released at 70 %: the last 30 % (0.15 s) runs with ease-in-ease-out; settled on the second screen.
        XCTAssertEqual(frames.count, 13)
        let end = try catalog(reverse: false)
        let last = try ImageDifference(reference: end.recording.frame(end.frameCount - 1), actual: frames.last!)
        XCTAssertEqual(last.maxChannelDifference, 0)
        XCTAssertTrue(nav.topViewController === second)
        _ = navigator
    }
}

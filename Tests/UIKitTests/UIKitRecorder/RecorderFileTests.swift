import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import Raster
import TransitionOutputs

/// A recording written as `.frames` is numbered PNG files that decode to the frames.
final class RecorderFileTests: XCTestCase {
    func testRecordWritesNumberedFramesThatDecodeToTheFrames() throws {
        let dir = NSTemporaryDirectory() + "uikit-recorder-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: 30)
        func makeNav() -> UINavigationController {
            let nav = UINavigationController(rootViewController: RevealScreenController.white())
            nav.isNavigationBarHidden = true
            return nav
        }
        let delegate = RevealNavigationDelegate()
        let nav = makeNav()
        nav.delegate = delegate
        let recording = try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
        try recording.write(.frames, to: dir)
        let n = recording.frameCount
        // 0.35 s at 30 fps: frames at 0 ... 0.333 and the settled 0.35.
        XCTAssertEqual(n, 12)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(names, (0..<12).map { String(format: "frame-%04d.png", $0) })

        let nav2 = makeNav()
        nav2.delegate = delegate
        let frames = try recorder.frames(root: nav2) { nav2.pushViewController(RevealScreenController.black(), animated: true) }
        for (i, f) in frames.enumerated() {
            let decoded = try PNG.read(contentsOf: dir + "/" + names[i])
            XCTAssertTrue(decoded.hasSamePixels(as: f), "frame \(i) on disk differs from frames(...)")
        }
        // The last frame is the settled black screen with its white dot at (361.5, 48.5).
        let last = frames.last!
        XCTAssertEqual(last[10, 800], PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(last[361, 48], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}

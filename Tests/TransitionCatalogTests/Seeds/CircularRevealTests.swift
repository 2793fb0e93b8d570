import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import TransitionCatalog
import Raster
import Transitions

/// The catalog's circular reveal (UIKit), on UIKit-written screens, records the same frames as the engine's native Ping demo.
final class CircularRevealTests: XCTestCase {
    func testPushMatchesNativePingFrames() throws {
        let nav = UINavigationController(rootViewController: RevealScreenController.white())
        nav.isNavigationBarHidden = true
        let delegate = RevealNavigationDelegate()
        nav.delegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 3, fps: 60)
        let recorded = try recorder.frames(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
        XCTAssertEqual(recorder.warnings, [])

        let plan = try TransitionPlan(scene: DemoScenes.ping)
        XCTAssertEqual(recorded.count, plan.frameCount, "frame count")
        let native = FrameRenderer(plan: plan)
        var worst = 0
        for (i, frame) in recorded.enumerated() where i < plan.frameCount {
            let d = try ImageDifference(reference: native.renderFrame(i), actual: frame)
            worst = max(worst, d.maxChannelDifference)
            XCTAssertLessThanOrEqual(d.maxChannelDifference, 1, "frame \(i): max channel difference \(d.maxChannelDifference)")
        }
        print("reveal push vs native ping: \(recorded.count) frames, max channel difference \(worst)")
        XCTAssertEqual(nav.viewControllers.count, 2)
    }
}

extension CircularRevealTests {
    func testPopMatchesNativeReversePingFrames() throws {
        let white = RevealScreenController.white(), black = RevealScreenController.black()
        let nav = UINavigationController(rootViewController: white)
        nav.setViewControllers([white, black], animated: false)
        nav.isNavigationBarHidden = true
        let delegate = RevealNavigationDelegate()
        nav.delegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 3, fps: 60)
        let recorded = try recorder.frames(root: nav) { nav.popViewController(animated: true) }
        XCTAssertEqual(recorder.warnings, [])
        XCTAssertTrue(nav.topViewController === white)

        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(reverse: true))
        XCTAssertEqual(recorded.count, plan.frameCount, "frame count")
        let native = FrameRenderer(plan: plan)
        var worst = 0
        for (i, frame) in recorded.enumerated() where i < plan.frameCount {
            let d = try ImageDifference(reference: native.renderFrame(i), actual: frame)
            worst = max(worst, d.maxChannelDifference)
            XCTAssertLessThanOrEqual(d.maxChannelDifference, 1, "frame \(i): max channel difference \(d.maxChannelDifference)")
        }
        print("reveal pop vs native reverse ping: \(recorded.count) frames, max channel difference \(worst)")
    }
}

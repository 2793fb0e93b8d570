import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
@testable import TransitionCatalog
import Raster
import Transitions

/// Ping's reveal as an app writes it (UIKitDogfood's RevealAnimator on its own screens, handed
/// to the navigation controller by its delegate) records the catalog's Ping demo frames, both
/// ways, within one level. (What the catalog's frames show is pinned by GoldenCatalogTests.)
final class CircularRevealTests: XCTestCase {
    private func assertCatalogsFrames(_ recorded: [Pixmap], reverse: Bool, _ label: String) throws {
        let catalog = try CatalogRecordingSupport.record("ping", reverse: reverse, fps: 60, scale: 3)
        XCTAssertEqual(recorded.count, catalog.frameCount, "\(label): frame count")
        var worst = 0
        for (i, frame) in recorded.enumerated() where i < catalog.frameCount {
            let d = try ImageDifference(reference: catalog.recording.frame(i), actual: frame)
            worst = max(worst, d.maxChannelDifference)
            XCTAssertLessThanOrEqual(d.maxChannelDifference, 1, "\(label) frame \(i): max channel difference \(d.maxChannelDifference)")
        }
        print("\(label) vs the catalog's ping: \(recorded.count) frames, max channel difference \(worst)")
    }

    func testPushIsTheCatalogsPingFrames() throws {
        let nav = UINavigationController(rootViewController: RevealScreenController.white())
        nav.isNavigationBarHidden = true
        let delegate = RevealNavigationDelegate()
        nav.delegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 3, fps: 60)
        let recorded = try recorder.frames(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
        XCTAssertEqual(recorder.warnings, [])
        try assertCatalogsFrames(recorded, reverse: false, "reveal push")
        XCTAssertEqual(nav.viewControllers.count, 2)
    }

    func testPopIsTheCatalogsReversePingFrames() throws {
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
        try assertCatalogsFrames(recorded, reverse: true, "reveal pop")
    }
}

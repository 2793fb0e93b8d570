import XCTest
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// The UIKit demos (written as app code) and their scene files (built from decoded nodes) are
/// two builders of the same screens: recorded, they give the same frames, and each UIKit demo
/// records the frames of its engine twin (`DemoScenes`), which the engine's own tests pin.
final class UIKitDemoSceneFileTests: XCTestCase {
    private static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/fixtures/scenes"
    }()

    func testEveryDemoHasAnEngineTwinAndASceneFile() throws {
        XCTAssertEqual(UIKitScene.demos.map(\.name), DemoScenes.all.map(\.name))
        for demo in UIKitScene.demos {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(Self.fixtures)/\(demo.name).json"), demo.name)
            let twin = DemoScenes.named(demo.name)!
            XCTAssertEqual(demo.summary, twin.summary)
            XCTAssertEqual(demo.transition, twin.transition)
            if demo.name == UIKitScene.showcase.name {
                // The UIKit showcase names its trigger view (the first card's avatar, which the
                // safe area moves on a device); on the bare screen it is the twin's rectangle.
                func find(_ v: UIView) -> UIView? {
                    v.accessibilityIdentifier == demo.triggerIdentifier ? v : v.subviews.lazy.compactMap(find).first
                }
                let list = demo.from.makeView(size: demo.size)
                let avatar = try XCTUnwrap(find(list))
                XCTAssertEqual(withExtendedLifetime(list) { avatar.convert(avatar.bounds, to: nil).raster }, twin.triggerFrame)
                continue
            }
            XCTAssertEqual(demo.triggerIdentifier, twin.triggerIdentifier)
            XCTAssertEqual(demo.triggerFrame, twin.triggerFrame)
        }
    }

    func testEachSceneFileRecordsItsDemosFrames() throws {
        for demo in UIKitScene.demos {
            let file = UIKitScene(try SceneFile.decode(contentsOf: "\(Self.fixtures)/\(demo.name).json"))
            XCTAssertEqual(file.size, demo.size)
            for reverse in [false, true] {
                let settings = RenderSettings(reverse: reverse, fps: 10, scale: 1)
                let ours = try SceneRecording(scene: file, settings: settings)
                let theirs = try SceneRecording(scene: demo, settings: settings)
                XCTAssertEqual(ours.trigger, theirs.trigger, demo.name)
                XCTAssertEqual(ours.frameCount, theirs.frameCount, demo.name)
                for i in Set([0, 2, ours.frameCount - 1]) where i < min(ours.frameCount, theirs.frameCount) {
                    let d = try ImageDifference(reference: theirs.recording.frame(i), actual: ours.recording.frame(i))
                    XCTAssertEqual(d.maxChannelDifference, 0, "\(demo.name)\(reverse ? " reverse" : "") frame \(i)")
                }
            }
        }
    }
}

import XCTest
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// fixtures/scenes/<demo>.json describes the built-in demo of that name: the UIKit demos
/// (written as app code) and their scene files (built from decoded nodes) are two builders of
/// the same screens, so recorded they give the same frames, byte for byte.
final class UIKitDemoSceneFileTests: XCTestCase {
    private static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/fixtures/scenes"
    }()

    func testEveryDemoHasASceneFileWithItsSettings() throws {
        for demo in UIKitScene.demos {
            let path = "\(Self.fixtures)/\(demo.name).json"
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(demo.name): no fixtures/scenes/\(demo.name).json")
            let file = try SceneFile.decode(contentsOf: path, transitions: Catalog.all.map(\.name))
            XCTAssertEqual(file.name, demo.name)
            XCTAssertEqual(file.summary, demo.summary, demo.name)
            XCTAssertEqual(file.size, demo.size, demo.name)
            XCTAssertEqual(file.defaultScale, demo.defaultScale, demo.name)
            XCTAssertEqual(file.transition, demo.transition, demo.name)
            XCTAssertEqual(file.reverse, demo.reverse, demo.name)
            if demo.name == UIKitScene.showcase.name, file.triggerIdentifier == nil {
                // The UIKit showcase names its trigger view (the first card's avatar, which the
                // safe area moves on a device); on the bare screen it is the file's rectangle.
                func find(_ v: UIView) -> UIView? {
                    v.accessibilityIdentifier == demo.triggerIdentifier ? v : v.subviews.lazy.compactMap(find).first
                }
                let list = demo.from.makeView(size: demo.size)
                let avatar = try XCTUnwrap(find(list))
                XCTAssertEqual(withExtendedLifetime(list) { avatar.convert(avatar.bounds, to: nil).raster }, file.triggerFrame)
                continue
            }
            XCTAssertEqual(file.triggerIdentifier, demo.triggerIdentifier, demo.name)
            XCTAssertEqual(file.triggerFrame, demo.triggerFrame, demo.name)
        }
    }

    /// First, early, middle and last frames (the text fly-in, the mask and the end state) at 30 fps.
    func testEachSceneFileRecordsItsDemosFrames() throws {
        for demo in UIKitScene.demos {
            let file = UIKitScene(try SceneFile.decode(contentsOf: "\(Self.fixtures)/\(demo.name).json", transitions: Catalog.all.map(\.name)))
            for reverse in [false, true] {
                let settings = RenderSettings(reverse: reverse, fps: 30, scale: 1)
                let ours = try SceneRecording(scene: file, settings: settings)
                let theirs = try SceneRecording(scene: demo, settings: settings)
                let label = "\(demo.name)\(reverse ? " reverse" : "")"
                XCTAssertEqual(ours.trigger, theirs.trigger, label)
                XCTAssertEqual(ours.frameCount, theirs.frameCount, label)
                for i in Set([0, 2, 5, ours.frameCount - 1]) where i < min(ours.frameCount, theirs.frameCount) {
                    let a = try theirs.recording.frame(i), b = try ours.recording.frame(i)
                    let d = try ImageDifference(reference: a, actual: b)
                    XCTAssertEqual(d.maxChannelDifference, 0, "\(label) frame \(i)")
                    // Same pixels must also mean the same file bytes (the encoder is deterministic).
                    XCTAssertEqual(try PNG.encode(a), try PNG.encode(b), "\(label) frame \(i) PNG bytes")
                }
            }
        }
    }

    /// The colour-diffusion file pins its box to the safe area's centre as the demo does, so on an
    /// iPhone 16 either way up it records the demo's frames too (the box at (393 − 80) / 2 =
    /// 156.5, (852 − 80) / 2 + (59 − 34) / 2 = 398.5 in portrait; at 386, 146 held sideways),
    /// where before pins its trigger fell outside the landscape screen.
    func testTheDiffusionFileFollowsTheSafeAreaAsItsDemoDoes() throws {
        let file = UIKitScene(try SceneFile.decode(contentsOf: "\(Self.fixtures)/color-diffusion.json", transitions: Catalog.all.map(\.name)))
        for (orientation, size) in [(UIInterfaceOrientation.portrait, Size(width: 393, height: 852)), (.landscapeRight, Size(width: 852, height: 393))] {
            var ours = file, theirs = UIKitScene.colorDiffusion
            ours.size = size
            theirs.size = size
            let environment = SceneEnvironment(device: .iPhone16, orientation: orientation, systemUI: true)
            let settings = RenderSettings(fps: 10, scale: 1)
            let a = try SceneRecording(scene: theirs, settings: settings, environment: environment)
            let b = try SceneRecording(scene: ours, settings: settings, environment: environment)
            XCTAssertEqual(b.trigger, a.trigger, "\(orientation)")
            XCTAssertEqual(b.trigger?.minX, orientation == .portrait ? 156.5 : 386, "\(orientation)")
            XCTAssertEqual(b.frameCount, a.frameCount, "\(orientation)")
            for i in Set([0, 2, a.frameCount - 1]) {
                XCTAssertEqual(try ImageDifference(reference: a.recording.frame(i), actual: b.recording.frame(i)).maxChannelDifference, 0, "\(orientation) frame \(i)")
            }
        }
    }
}

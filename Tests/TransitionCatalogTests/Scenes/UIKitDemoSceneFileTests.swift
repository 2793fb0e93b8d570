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

    /// The devices a file must follow as its demo does: an iPhone 16 either way up (393 x 852 pt
    /// inset 59 at the top and 34 at the bottom; 852 x 393 inset 59 at the sides and 21 at the
    /// bottom) and an iPad (10th generation, 820 x 1180 pt inset 24 at the top and 20 at the
    /// bottom; DeviceModel), as `--device` puts a scene on one (RenderRequest.onDevice: the
    /// scene's size becomes the device's screen in its orientation).
    static let devices: [(name: String, environment: SceneEnvironment)] = [
        ("iphone-16", SceneEnvironment(device: .iPhone16)),
        ("iphone-16 landscape", SceneEnvironment(device: .iPhone16, orientation: .landscapeRight)),
        ("ipad-10", SceneEnvironment(device: .iPad10)),
    ]

    /// The demos whose screens switch to a layout of their own in compact height (ModalScreens,
    /// ShowcaseScreens.detail): a scene file has one layout, which pins move and stretch but
    /// cannot rearrange, so held sideways these files show their portrait layout in the safe area.
    static let ownLandscapeLayout: Set<String> = ["circle-scale", "rectangle-offset", "modal-styles", "navigation", "showcase"]

    /// `scene` on `environment`'s device, as `--device` makes it.
    static func onDevice(_ scene: UIKitScene, _ environment: SceneEnvironment) -> UIKitScene {
        var s = scene
        let size = environment.device!.screenSize(in: environment.orientation)
        s.size = Size(width: size.width, height: size.height)
        return s
    }

    /// Each file's pins (and its cards' children's autoresizing) lay its screens out as the demo
    /// lays out its own on each device: the same trigger and, in both directions, the same first,
    /// early, middle and last frames, byte for byte. Held sideways the demos with their own
    /// compact-height layout are left out (`ownLandscapeLayout`; their list screen is checked below).
    func testEachSceneFileRecordsItsDemosFramesOnTheDevices() throws {
        for demo in UIKitScene.demos {
            let file = UIKitScene(try SceneFile.decode(contentsOf: "\(Self.fixtures)/\(demo.name).json", transitions: Catalog.all.map(\.name)))
            for (device, environment) in Self.devices where !(environment.orientation.isLandscape && Self.ownLandscapeLayout.contains(demo.name)) {
                for reverse in [false, true] {
                    let settings = RenderSettings(reverse: reverse, fps: 30, scale: 1)
                    let ours = try SceneRecording(scene: Self.onDevice(file, environment), settings: settings, environment: environment)
                    let theirs = try SceneRecording(scene: Self.onDevice(demo, environment), settings: settings, environment: environment)
                    let label = "\(demo.name) on \(device)\(reverse ? " reverse" : "")"
                    XCTAssertEqual(ours.trigger, theirs.trigger, label)
                    XCTAssertEqual(ours.frameCount, theirs.frameCount, label)
                    for i in Set([0, 2, 5, ours.frameCount / 2, ours.frameCount - 1]) where i < min(ours.frameCount, theirs.frameCount) {
                        let a = try theirs.recording.frame(i), b = try ours.recording.frame(i)
                        let d = try ImageDifference(reference: a, actual: b)
                        XCTAssertEqual(d.maxChannelDifference, 0, "\(label) frame \(i): \(d)")
                        XCTAssertTrue(try PNG.encode(a) == PNG.encode(b), "\(label) frame \(i) PNG bytes")
                    }
                }
            }
        }
    }

    /// The triggers the pins move, worked out by hand (SafeAreaPin's rules, docs/scene-format.md):
    /// Ping's 25-pt button at (349, 36) pinned top, right moves by the width's change less the
    /// right inset and down by the top inset; the diffusion box at (155, 382) pinned to the centre
    /// by half the size's change and half the insets' difference; the showcase's avatar (16, 22)
    /// in the card at (16, 120) pinned top, fill moves by the left and top insets.
    func testThePinsMoveTheTriggersWhereTheDeviceShowsThem() throws {
        let expected: [String: [Rect]] = [
            // iphone-16: 349 + 3, 36 + 59; landscape: 349 + 462 − 59 = 752, 36; ipad-10: 349 + 430, 36 + 24.
            "ping": [Rect(x: 352, y: 95, width: 25, height: 25), Rect(x: 752, y: 36, width: 25, height: 25), Rect(x: 779, y: 60, width: 25, height: 25)],
            // iphone-16: 155 + 1.5, 382 + 4 + 12.5; landscape: 155 + 231, 382 − 225.5 − 10.5; ipad-10: 155 + 215, 382 + 168 + 2.
            "color-diffusion": [Rect(x: 156.5, y: 398.5, width: 80, height: 80), Rect(x: 386, y: 146, width: 80, height: 80),
                                Rect(x: 370, y: 552, width: 80, height: 80)],
            // iphone-16: (16 + 16, 120 + 59 + 22); landscape: (16 + 59 + 16, 120 + 22); ipad-10: (32, 120 + 24 + 22).
            "showcase": [Rect(x: 32, y: 201, width: 40, height: 40), Rect(x: 91, y: 142, width: 40, height: 40), Rect(x: 32, y: 166, width: 40, height: 40)],
        ]
        for (name, rects) in expected {
            let file = UIKitScene(try SceneFile.decode(contentsOf: "\(Self.fixtures)/\(name).json", transitions: Catalog.all.map(\.name)))
            for ((device, environment), rect) in zip(Self.devices, rects) {
                let run = try SceneRecording(scene: Self.onDevice(file, environment), settings: RenderSettings(fps: 10, scale: 1), environment: environment)
                XCTAssertEqual(run.trigger, rect, "\(name) on \(device)")
            }
        }
    }

    /// Held sideways the showcase pair's list keeps its portrait layout (only the detail has its
    /// own), so the files' list screen at rest, the first frame of a cross-dissolve, is the demo's.
    func testTheShowcaseListFollowsTheLandscapeSafeAreaAsItsDemoDoes() throws {
        let environment = Self.devices[1].environment
        for name in ["modal-styles", "navigation", "showcase"] {
            let demo = try XCTUnwrap(UIKitScene.demo(named: name))
            let file = UIKitScene(try SceneFile.decode(contentsOf: "\(Self.fixtures)/\(name).json", transitions: Catalog.all.map(\.name)))
            let settings = RenderSettings(transition: "cross-dissolve", fps: 10, scale: 1)
            let a = try SceneRecording(scene: Self.onDevice(demo, environment), settings: settings, environment: environment).recording.frame(0)
            let b = try SceneRecording(scene: Self.onDevice(file, environment), settings: settings, environment: environment).recording.frame(0)
            XCTAssertEqual(try ImageDifference(reference: a, actual: b).maxChannelDifference, 0, name)
        }
    }

    /// Regression: at an iPhone 16's own 3x a pinned label refitted to an unrounded height sat a
    /// rounding error off the demo's label (whose height is whole pixels), one level on the edges
    /// of "Transitions"; refitted in whole pixels its frame, and so its pixels, are the demo's.
    func testAPinnedLabelAtTheDevicesScaleIsTheDemosToTheByte() throws {
        let environment = Self.devices[0].environment
        let file = UIKitScene(try SceneFile.decode(contentsOf: "\(Self.fixtures)/circle-scale.json", transitions: Catalog.all.map(\.name)))
        let settings = RenderSettings(fps: 10, scale: 3)
        let a = try SceneRecording(scene: Self.onDevice(.circleScale, environment), settings: settings, environment: environment).recording.frame(0)
        let b = try SceneRecording(scene: Self.onDevice(file, environment), settings: settings, environment: environment).recording.frame(0)
        XCTAssertEqual(try ImageDifference(reference: a, actual: b).maxChannelDifference, 0)
    }
}

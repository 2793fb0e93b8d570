import XCTest
import UIKit
import Foundation
import Raster
import Transitions
@testable import TransitionCatalog

/// A scene file's screens built in UIKit (`SceneNode.makeView()`) record the frames the engine's
/// own views of the same file drew, byte for byte, and show what the file says where probed.
final class UIKitSceneFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "uikit-scenefile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: true)
        // 2 x 1 pixels: blue, then green.
        let image = try XCTUnwrap(Pixmap(width: 2, height: 1))
        image.pixels[0] = Color(r: 0, g: 0, b: 255).premultiplied.packed
        image.pixels[1] = Color(r: 0, g: 255, b: 0).premultiplied.packed
        try PNG.write(image, to: directory + "/images/two.png")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: directory) }

    /// Every kind of node: an image, a label (no inset, no padding), a text view (UIKit's
    /// padding and inset), an oval, a translucent box, a hidden box, and a clipping rounded
    /// rectangle with a child that overhangs it.
    private let json = """
    {
      "version": 1, "size": {"width": 100, "height": 200}, "transition": "circle-mask", "trigger": "button",
      "from": {"backgroundColor": "#FFFFFF", "children": [
        {"id": "photo", "type": "image", "frame": [10, 10, 20, 20], "src": "images/two.png"},
        {"id": "button", "type": "rect", "frame": [70, 170, 20, 20], "backgroundColor": "#FF9500"},
        {"type": "text", "frame": [10, 40, 80, 0], "inset": [0, 0, 0, 0], "padding": 0, "sizeToFit": true,
         "runs": [{"text": "Hello there, label", "font": {"size": 15, "weight": "semibold"}, "color": "#000000"}]},
        {"type": "rect", "frame": [10, 100, 20, 20], "backgroundColor": "#000000", "alpha": 0.5},
        {"type": "rect", "frame": [40, 100, 20, 20], "backgroundColor": "#FF0000", "hidden": true},
        {"type": "roundedRect", "frame": [70, 100, 20, 20], "cornerRadius": 4, "clipsToBounds": true, "backgroundColor": "#0000FF",
         "children": [{"type": "rect", "frame": [10, 10, 30, 30], "backgroundColor": "#00FF00"}]},
        {"type": "oval", "frame": [40, 140, 20, 20], "backgroundColor": "#00FF00"}
      ]},
      "to": {"backgroundColor": "#202020", "children": [
        {"id": "button", "type": "rect", "frame": [70, 170, 20, 20], "backgroundColor": "#FF9500"},
        {"id": "text", "type": "text", "frame": [0, 20, 100, 60], "alignment": "center",
         "runs": [{"text": "Centred ", "font": {"size": 14}, "color": "#FFFFFF"}, {"text": "text", "font": {"size": 14, "weight": "bold"}, "color": "#FFCC00"}]}
      ]}
    }
    """

    private func decode() throws -> SceneDescription {
        let path = directory + "/scene.json"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)))
        return try SceneFile.decode(contentsOf: path)
    }

    func testBothDirectionsRecordTheEngineViewsFrames() throws {
        let file = try decode()
        for reverse in [false, true] {
            let settings = RenderSettings(reverse: reverse, fps: 10, scale: 2)
            let recorded = try SceneRecording(scene: UIKitScene(file), settings: settings)
            let plan = try TransitionPlan(scene: file.engineScene, settings: settings)
            XCTAssertEqual(recorded.frameCount, plan.frameCount)
            let native = FrameRenderer(plan: plan)
            for i in 0..<min(recorded.frameCount, plan.frameCount) {
                let a = try native.renderFrame(i), b = try recorded.recording.frame(i)
                let d = try ImageDifference(reference: a, actual: b)
                XCTAssertEqual(d.maxChannelDifference, 0, "reverse \(reverse) frame \(i)")
            }
        }
    }

    /// The from-screen at rest (frame 0 at scale 2), probed where the file's numbers put each view.
    func testTheFromScreenShowsWhatTheFileSays() throws {
        let recorded = try SceneRecording(scene: UIKitScene(try decode()), settings: RenderSettings(fps: 10, scale: 2))
        let frame = try recorded.recording.frame(0)
        func pixel(_ x: Double, _ y: Double) -> PremultipliedColor { frame[Int(x * 2), Int(y * 2)] }
        let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        // The image stretched over 20 x 20 pt: its left edge blue, its right edge green.
        XCTAssertEqual(pixel(10.5, 20), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(pixel(29.5, 20), PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        // Black at alpha 0.5 over white: 255 / 2.
        let half = pixel(20, 110)
        XCTAssertEqual(Int(half.r), 128, accuracy: 1)
        XCTAssertTrue(half.r == half.g && half.g == half.b)
        // The hidden red box shows the screen.
        XCTAssertEqual(pixel(50, 110), white)
        // The clipping box: its own blue, its child's green inside it, nothing of the child past its edge.
        XCTAssertEqual(pixel(75, 105), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(pixel(85, 115), PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(pixel(95, 115), white)
        XCTAssertEqual(pixel(85, 125), white)
        // The oval: green at its centre, the screen at its bounding box's corner.
        XCTAssertEqual(pixel(50, 150), PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(pixel(40.5, 140.5), white)
        // The label: ink on its lines (at least two: the text is wider than 80 pt), none below them.
        let layout = try TextLayout(AttributedText("Hello there, label", font: .system(size: 15, weight: .semibold)),
                                    width: 80, insets: .zero, lineFragmentPadding: 0)
        XCTAssertGreaterThanOrEqual(layout.lines.count, 2)
        func inkRows(from y0: Double, to y1: Double) -> Int {
            var rows = 0
            for y in Int(y0 * 2)..<Int(y1 * 2) where (20..<180).contains(where: { frame[$0, y].r < 128 }) { rows += 1 }
            return rows
        }
        let bottom = 40 + layout.size.height
        XCTAssertLessThan(bottom, 95)
        XCTAssertGreaterThan(inkRows(from: 40, to: 40 + layout.lines[0].height), 8)
        XCTAssertGreaterThan(inkRows(from: bottom - layout.lines[layout.lines.count - 1].height, to: bottom), 8)
        XCTAssertEqual(inkRows(from: bottom + 1, to: max(bottom + 1, 99)), 0)
    }

    /// The ids reach UIKit as accessibility identifiers, and the trigger is the image's frame.
    func testIdsAreAccessibilityIdentifiersAndTheTriggerIsFound() throws {
        let scene = UIKitScene(try decode())
        let root = scene.from.makeView(size: scene.size)
        XCTAssertEqual(root.subviews.map(\.accessibilityIdentifier), ["photo", "button", nil, nil, nil, nil, nil])
        XCTAssertTrue(root.subviews[0] is UIImageView)
        // A label text node is a view of the node's frame with the label at its top.
        XCTAssertTrue(root.subviews[2].subviews.first is UILabel)
        XCTAssertEqual(root.subviews[2].subviews.first?.frame.origin, .zero)
        XCTAssertTrue(scene.to.makeView(size: scene.size).subviews.last is UITextView)
        let recorded = try SceneRecording(scene: scene, settings: RenderSettings(fps: 10, scale: 1))
        XCTAssertEqual(recorded.trigger, Rect(x: 70, y: 170, width: 20, height: 20))
    }
}

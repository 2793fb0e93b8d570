import XCTest
import UIKit
import Foundation
import Raster
import Transitions
@testable import TransitionCatalog

/// A scene file's screens built in UIKit (`SceneNode.makeView()`) show what the file says where
/// probed, at rest and where each direction settles.
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
        return try SceneFile.decode(contentsOf: path, transitions: Catalog.all.map(\.name))
    }

    /// Both directions at scale 2: the forward run settles on the to-screen, the reverse run on
    /// the from-screen, each probed where the file's numbers put its views.
    func testBothDirectionsSettleOnTheScreenTheFileDescribes() throws {
        let scene = UIKitScene(try decode())
        let forward = try SceneRecording(scene: scene, settings: RenderSettings(fps: 10, scale: 2))
        try assertToScreen(forward.recording.frame(forward.frameCount - 1))
        let reverse = try SceneRecording(scene: scene, settings: RenderSettings(reverse: true, fps: 10, scale: 2))
        try assertToScreen(reverse.recording.frame(0), revealedAt: CGRect(x: 70, y: 170, width: 20, height: 20))
        try assertFromScreen(reverse.recording.frame(reverse.frameCount - 1))
    }

    /// The to-screen: #202020, the orange button, the centred two-colour line of text in 20 ..< 80
    /// (white and #FFCC00 ink, about as much left of the centre as right of it). `revealedAt` is
    /// the only place the from-screen may still show (a reverse mask's start), so it is not probed.
    private func assertToScreen(_ frame: Pixmap, revealedAt hole: CGRect? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        func pixel(_ x: Double, _ y: Double) -> PremultipliedColor { frame[Int(x * 2), Int(y * 2)] }
        let grey = PremultipliedColor(r: 0x20, g: 0x20, b: 0x20, a: 255)
        XCTAssertEqual(pixel(2, 2), grey, file: file, line: line)
        XCTAssertEqual(pixel(50, 150), grey, file: file, line: line)
        XCTAssertEqual(pixel(80, 180), PremultipliedColor(r: 0xFF, g: 0x95, b: 0, a: 255), "the button", file: file, line: line)
        var left = 0, right = 0, yellow = 0
        for y in 40..<160 {
            for x in 0..<200 where frame[x, y] != grey {
                if x < 100 { left += 1 } else { right += 1 }
                if frame[x, y].r > 200 && frame[x, y].b < 100 { yellow += 1 }
            }
        }
        XCTAssertGreaterThan(left + right, 100, "text ink", file: file, line: line)
        XCTAssertGreaterThan(yellow, 20, "the #FFCC00 run", file: file, line: line)
        XCTAssertLessThan(abs(left - right), (left + right) / 2, "centred: \(left) left, \(right) right", file: file, line: line)
        // Nothing of the from-screen's white outside the text band (and the reverse mask's start).
        for y in stride(from: 1, to: 400, by: 6) where !(40..<160).contains(y) {
            for x in stride(from: 1, to: 200, by: 6) {
                if let hole, hole.insetBy(dx: -1, dy: -1).contains(CGPoint(x: Double(x) / 2, y: Double(y) / 2)) { continue }
                XCTAssertNotEqual(frame[x, y], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "(\(x), \(y))", file: file, line: line)
            }
        }
    }

    /// The from-screen at rest (frame 0 at scale 2), probed where the file's numbers put each view.
    func testTheFromScreenShowsWhatTheFileSays() throws {
        let recorded = try SceneRecording(scene: UIKitScene(try decode()), settings: RenderSettings(fps: 10, scale: 2))
        try assertFromScreen(recorded.recording.frame(0))
    }

    private func assertFromScreen(_ frame: Pixmap, file: StaticString = #filePath, line: UInt = #line) throws {
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

    /// The decoded image is shared by every build of the screen, not decoded per build.
    func testEveryBuildSharesTheDecodedImage() throws {
        let scene = UIKitScene(try decode())
        let a = try XCTUnwrap(scene.from.makeView(size: scene.size).subviews[0] as? UIImageView)
        let b = try XCTUnwrap(scene.from.makeView(size: scene.size).subviews[0] as? UIImageView)
        XCTAssertFalse(a === b, "every build makes new views")
        let pixels = try XCTUnwrap(a.image?.cgImage?.pixmap)
        XCTAssertTrue(pixels === b.image?.cgImage?.pixmap, "one decoded pixmap behind both")
        XCTAssertEqual(pixels.width, 2)
        XCTAssertEqual(pixels[0, 0], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    /// A text view node with `sizeToFit` is as tall as its text laid out at the node's width
    /// with UITextView's inset and padding.
    func testASizeToFitTextViewIsAsTallAsItsLaidOutText() throws {
        let path = directory + "/fitted.json"
        let fitted = """
        {"version": 1, "size": {"width": 200, "height": 300}, "transition": "cross-dissolve", "from": {}, "to": {"children": [
          {"id": "label", "type": "text", "frame": [70, 10, 120, 0], "sizeToFit": true, "alignment": "center",
           "runs": [{"text": "Hello \\u00e9\\ud83d\\ude00\\n", "font": {"size": 14, "weight": "semibold", "family": "DejaVu Serif"}, "color": "#333333"},
                    {"text": "world"}]}]}}
        """
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(fitted.utf8)))
        let scene = UIKitScene(try SceneFile.decode(contentsOf: path, transitions: Catalog.all.map(\.name)))
        let view = try XCTUnwrap(scene.to.makeView(size: scene.size).subviews.first as? UITextView)
        let text = AttributedText(runs: [
            TextRun("Hello é😀\n", font: FontDescriptor(family: "DejaVu Serif", pointSize: 14, weight: .semibold), color: Color(hex: "#333333")!),
            TextRun("world", font: TextLayout.defaultFont, color: .black),
        ])
        let laidOut = try TextLayout(text, width: 120, alignment: .center).size.height
        XCTAssertEqual(view.frame.minX, 70, accuracy: 1e-9)
        XCTAssertEqual(view.frame.minY, 10, accuracy: 1e-9)
        XCTAssertEqual(view.frame.width, 120, accuracy: 1e-9)
        XCTAssertEqual(view.frame.height, CGFloat(laidOut), accuracy: 1e-9, "sizeToFit gives the laid-out height")
        XCTAssertGreaterThan(laidOut, 2 * 14, "two lines")
    }
}

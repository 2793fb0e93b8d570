import XCTest
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// Two screenshots shown by UIKit image views (`UIKitScene(screenshots:)`): Ping's reveal
/// uncovers the next one from the trigger, and the settled screen is the screenshot's pixels.
final class UIKitScreenshotSceneTests: XCTestCase {
    /// 60 x 100 pixels: a vertical ramp of `base`'s channels with a white block (the "text") at (10, 20).
    private func screenshot(_ base: (UInt8, UInt8, UInt8)) throws -> Pixmap {
        let p = try XCTUnwrap(Pixmap(width: 60, height: 100))
        for y in 0..<100 {
            for x in 0..<60 {
                let inBlock = (10..<50).contains(x) && (20..<36).contains(y)
                let shade = UInt8(155 + y)
                p.pixels[y * 60 + x] = (inBlock ? Color(r: 255, g: 255, b: 255)
                    : Color(r: base.0 == 0 ? 0 : shade, g: base.1 == 0 ? 0 : shade, b: base.2 == 0 ? 0 : shade)).premultiplied.packed
            }
        }
        return p
    }

    func testThePingRevealOfTwoScreenshotsUncoversTheNextScreenshotAndSettlesOnIt() throws {
        let from = try screenshot((1, 0, 0)), to = try screenshot((0, 0, 1))
        let text = Rect(x: 5, y: 10, width: 20, height: 8)
        let pair = try ScreenshotScene.prepare(from: from, fromName: "a.png", to: to, toName: "b.png", scale: 2, toText: text)
        let trigger = Rect(x: 20, y: 2, width: 6, height: 6)
        let scene = UIKitScene(screenshots: pair, transition: "circular-reveal", trigger: trigger)
        XCTAssertEqual(scene.size, Size(width: 30, height: 50))
        for reverse in [false, true] {
            let settings = RenderSettings(reverse: reverse, fps: 20, scale: 2)
            let recorded = try SceneRecording(scene: scene, settings: settings)
            let arriving = reverse ? from : to
            // 0.05 s in, the circle around the trigger's centre (23, 5) pt, outside the text's
            // region, shows the arriving screenshot; the far corner is not reached yet.
            let early = try recorded.recording.frame(1)
            XCTAssertEqual(early[46, 10], arriving[46, 10], "reverse \(reverse): the trigger's centre")
            XCTAssertNotEqual(early[59, 99], arriving[59, 99], "reverse \(reverse): the far corner")
            // Settled, the screen is the screenshot it ends on, pixel for pixel (the text back in its hole).
            let last = try recorded.recording.frame(recorded.frameCount - 1)
            XCTAssertEqual(Array(last.pixels), Array(arriving.pixels), "reverse \(reverse): last frame")
        }
    }

    /// The text region flies as an image view named as Ping's reveal finds it; its hole in the
    /// to-screenshot is filled with the ring around it.
    func testTheTextRegionIsAnIdentifiedImageViewOverItsFilledHole() throws {
        let to = try screenshot((0, 0, 1))
        let pair = try ScreenshotScene.prepare(from: try screenshot((1, 0, 0)), fromName: "a", to: to, toName: "b", scale: 2,
                                               toText: Rect(x: 5, y: 10, width: 20, height: 8))
        let root = UIKitScene(screenshots: pair, transition: "circular-reveal", trigger: nil).to.makeView(size: pair.size)
        let text = try XCTUnwrap(root.subviews.last as? UIImageView)
        XCTAssertEqual(text.accessibilityIdentifier, "text")
        XCTAssertEqual(text.frame, CGRect(x: 5, y: 10, width: 20, height: 8))
        XCTAssertEqual(text.image?.size, CGSize(width: 20, height: 8))
        // The block's top-left pixel (10, 20) is white in the screenshot, the ring's colour in the base.
        XCTAssertEqual(to[10, 20], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertNotEqual(pair.to[10, 20], to[10, 20])
    }
}

import Testing
import TestSupport
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// Two screenshots on an iPhone 16 with its system UI: a screenshot holds the status bar it was
/// taken with, so no second one is drawn over it; the home indicator and the rounded corners,
/// which screenshots leave out, are. Probes at scale 1 on 393 x 852 pt screenshots of one colour.
@Suite(.uikitTurns) struct ScreenshotSystemUITests {
    static let grey = Color(r: 128, g: 128, b: 128)

    /// The first frame of a cross-dissolve between two grey screenshots of the iPhone 16's screen.
    static func firstFrame(systemUI: Bool) throws -> Pixmap {
        let shot = try #require(Pixmap(width: 393, height: 852))
        shot.clear(to: grey.premultiplied)
        let pair = try ScreenshotScene.prepare(from: shot, fromName: "a.png", to: shot, toName: "b.png", scale: 1)
        let scene = UIKitScene(screenshots: pair, transition: "cross-dissolve", trigger: nil)
        let run = try SceneRecording(scene: scene, settings: RenderSettings(fps: 10, scale: 1),
                                     environment: SceneEnvironment(device: .iPhone16, systemUI: systemUI))
        return try run.recording.frame(0)
    }

    @Test func theScreenshotsStatusBarIsTheOnlyOne() throws {
        let f = try Self.firstFrame(systemUI: true)
        // The status bar's band, the top 54 pt, clear of the 55 pt corners: every pixel the
        // screenshot's grey (a drawn bar would put 9:41 at the left and the icons at the right).
        var others = 0
        for y in 0..<54 { for x in 60..<333 where f[x, y] != Self.grey.premultiplied { others += 1 } }
        #expect(others == 0)
        // The corners are painted black; the home indicator, 134 x 5 pt, 8 pt above the bottom
        // (y 839...844) and centred (x 129.5...263.5), is drawn over the grey.
        #expect(f[0, 0] == Color(r: 0, g: 0, b: 0).premultiplied)
        #expect(f[196, 841] != Self.grey.premultiplied && f[196, 835] == Self.grey.premultiplied)
    }

    @Test func withoutTheSystemUINothingIsDrawnOverTheScreenshot() throws {
        let f = try Self.firstFrame(systemUI: false)
        #expect(f[0, 0] == Self.grey.premultiplied && f[196, 841] == Self.grey.premultiplied)
    }
}

import Testing
import Raster
import Transitions
import TestSupport
import UIKit
@testable import TransitionCatalog

/// The Ping transition (TRANSITIONS.md section 1) as the catalog records it on the Ping demo.
@Suite("Seed transitions: Ping's circular reveal", .uikitTurns)
struct PingValueTests {
    static func scene() throws -> UIKitScene { try CatalogRecordingSupport.demo("ping") }

    @Test("durations: the mask lasts 0.25 s, the text until 0.35 s, 22 frames at 60 fps")
    func durations() throws {
        let recorded = try CatalogRecordingSupport.record("ping")
        #expect(recorded.transitionDuration == 0.25)
        expectApproximatelyEqual(recorded.recording.duration, 0.35, within: 1e-12)
        #expect(recorded.frameCount == 22)
    }

    @Test("a requested duration is the whole run's: 1 s is 61 frames, the mask 5/7 s, list's '0.25 s mask, 0.35 s total'")
    func requestedDurationIsTheRun() throws {
        let long = try CatalogRecordingSupport.record("ping", duration: 1)
        expectApproximatelyEqual(long.recording.duration, 1, within: 1e-12)
        #expect(long.frameCount == 61)
        expectApproximatelyEqual(long.transitionDuration, 0.25 / 0.35, within: 1e-12)
        #expect(Catalog.named("circular-reveal")?.durationSummary == "0.25 s mask, 0.35 s total")
        #expect(Catalog.named("circle-mask")?.durationSummary == "0.50 s")
    }

    @Test("t = 0 shows the white screen everywhere outside the button")
    func firstFrame() throws {
        let scene = try Self.scene()
        let frame = try CatalogRecordingSupport.record("ping").recording.frame(0)
        let white = try CatalogRecordingSupport.still(scene.from, size: scene.size, scale: 1)
        let button = IntRect(x: 349 - 1, y: 36 - 1, width: 27, height: 27)
        var differing = 0
        for y in 0..<844 { for x in 0..<390 where frame[x, y] != white[x, y] {
            #expect(x >= button.x && x < button.maxX && y >= button.y && y < button.maxY, "pixel (\(x), \(y)) differs")
            differing += 1
        } }
        // Inside the button the revealed to-screen shows its own (white) button under the mask.
        #expect(differing > 0)
    }

    @Test("t = 0.35 s is exactly the black screen")
    func lastFrame() throws {
        let scene = try Self.scene()
        let recorded = try CatalogRecordingSupport.record("ping")
        let black = try CatalogRecordingSupport.still(scene.to, size: scene.size, scale: 1)
        #expect(try recorded.recording.frame(recorded.frameCount - 1).hasSamePixels(as: black))
    }

    @Test("the snapshot flies off: centre moved by (-1000, +1500) and scale 5 at 0.25 s, easeIn before")
    func snapshotMotion() throws {
        var mid: CGPoint?, end: CGPoint?, endScale: CATransform3D?, hasSnapshot = false
        try CatalogProbe.run("circular-reveal", scene: Self.scene(), at: [0.05, 0.25]) { t, p in
            // Over the backdrop in the old screen's colour, under the next screen.
            guard let views = p.container?.subviews, views.count == 3, let shown = views[1].layer.presentation() else { return }
            hasSnapshot = views[1] !== p.toView && views[1] !== p.fromView && views[2] === p.toView
            if t == 0.05 { mid = shown.position } else { (end, endScale) = (shown.position, shown.transform) }
        }
        #expect(hasSnapshot)
        let e = CurveReference.easeIn(0.05 / 0.25)
        expectApproximatelyEqual(Double(try #require(end).x), 195 - 1000, within: 1e-9)
        expectApproximatelyEqual(Double(try #require(end).y), 422 + 1500, within: 1e-9)
        let m = try #require(endScale)
        #expect(m.m11 == 5 && m.m22 == 5 && m.m12 == 0 && m.m21 == 0 && m.m41 == 0 && m.m42 == 0)
        expectApproximatelyEqual(Double(try #require(mid).x), 195 - 1000 * e, within: 1e-6)
    }

    @Test("the text waits 0.1 s, then flies in from the button over 0.25 s, easeOut", arguments: [0.0, 0.05, 0.1, 0.2, 0.35])
    func textMotion(t: Double) throws {
        var alpha: Double?, scale: Double?, centre: CGPoint?, rest: CGPoint?
        try CatalogProbe.run("circular-reveal", scene: Self.scene(), at: [t]) { _, p in
            guard let text = CatalogProbe.firstView(in: p.toView, identifiedBy: UIKitPingScreens.textIdentifier),
                  let shown = text.layer.presentation() else { return }
            (alpha, scale, centre, rest) = (Double(shown.opacity), Double(shown.transform.m11), shown.position, text.layer.position)
        }
        let e = t <= 0.1 ? 0 : CurveReference.easeOut(min((t - 0.1) / 0.25, 1))
        expectApproximatelyEqual(try #require(alpha), e, within: 1e-6)
        expectApproximatelyEqual(try #require(scale), 0.1 + 0.9 * e, within: 1e-6)
        let button = (x: 349 + 12.5, y: 36 + 12.5)
        let r = try #require(rest), c = try #require(centre)
        expectApproximatelyEqual(Double(c.x), button.x + (Double(r.x) - button.x) * e, within: 1e-6)
    }

    @Test("the mask grows linearly from the button's oval to the oval reaching the farthest corner")
    func maskPath() throws {
        var bounds: Rect?
        try CatalogProbe.run("circular-reveal", scene: Self.scene(), at: [0.125]) { _, p in
            bounds = (p.toView.layer.mask as? CAShapeLayer)?.presentation()?.path?.path.controlPointBounds
        }
        let r = Point(x: 361.5, y: 48.5).distance(to: Point(x: 0, y: 844))
        let b = try #require(bounds)
        expectApproximatelyEqual(b.width, 25 + (2 * r) * 0.5, within: 1e-9)
        expectApproximatelyEqual(b.midX, 361.5, within: 1e-9)
    }
}

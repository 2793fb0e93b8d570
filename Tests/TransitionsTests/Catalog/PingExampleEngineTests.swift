import Testing
import Raster
@testable import Transitions
import TestSupport

/// The Ping transition written against the engine (TRANSITIONS.md section 1).
@Suite("Engine: Ping example")
struct PingExampleEngineTests {
    let plan = try! TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(fps: 60, scale: 1))

    /// A screen of the Ping demo rendered alone at scale 1.
    func screen(_ s: Screen) throws -> Pixmap {
        let v = MainScreen.$scale.withValue(1) { s.build(DemoScenes.screenSize) }
        return try renderLayer(v.layer, width: 390, height: 844)
    }

    @Test("durations: the mask lasts 0.25 s, the text until 0.35 s, 22 frames at 60 fps")
    func durations() {
        #expect(plan.transitionDuration == 0.25)
        expectApproximatelyEqual(plan.totalDuration, 0.35, within: 1e-12)
        #expect(plan.frameCount == 22)
    }

    @Test("a requested duration is the whole run's: 1 s is 61 frames, the mask 5/7 s, list's '0.25 s mask, 0.35 s total'")
    func requestedDurationIsTheRun() throws {
        let long = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(duration: 1, fps: 60, scale: 1))
        #expect(abs(long.totalDuration - 1) < 1e-12)
        #expect(long.frameCount == 61)
        #expect(abs(long.transitionDuration - 0.25 / 0.35) < 1e-12)
        #expect(TransitionCatalog.named("circular-reveal")?.durationSummary == "0.25 s mask, 0.35 s total")
        #expect(TransitionCatalog.named("circle-mask")?.durationSummary == "0.50 s")
    }

    @Test("t = 0 shows the white screen everywhere outside the button")
    func firstFrame() throws {
        let frame = try FrameRenderer(plan: plan).render(at: 0).copy()
        let white = try screen(PingScreens.white)
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
        let frame = try FrameRenderer(plan: plan).render(at: 0.35)
        #expect(frame.hasSamePixels(as: try screen(PingScreens.black)))
    }

    @Test("the snapshot flies off: centre moved by (-1000, +1500) and scale 5 at 0.25 s, easeIn before")
    func snapshotMotion() {
        let run = plan.makeRun()
        let snapshot = run.container.subviews[1]
        #expect(snapshot.layer.snapshot != nil)
        let end = snapshot.layer.presentationValue(.position, at: 0.25)!.point!
        expectApproximatelyEqual(end.x, (195 - 1000), within: 1e-9); expectApproximatelyEqual(end.y, (422 + 1500), within: 1e-9)
        #expect(snapshot.layer.presentationValue(.transform, at: 0.25)?.transform?.affine == Transform2D(scaleX: 5, y: 5))
        let e = TimingFunction.easeIn.value(at: 0.05 / 0.25)
        let mid = snapshot.layer.presentationValue(.position, at: 0.05)!.point!
        expectApproximatelyEqual(mid.x, (195 - 1000 * e), within: 1e-9)
    }

    @Test("the text waits 0.1 s, then flies in from the button over 0.25 s, easeOut", arguments: [0.0, 0.05, 0.1, 0.2, 0.35])
    func textMotion(t: Double) {
        let run = plan.makeRun()
        let text = run.context.toView.viewWithIdentifier("text")!.layer
        let e = t <= 0.1 ? 0 : TimingFunction.easeOut.value(at: min((t - 0.1) / 0.25, 1))
        expectApproximatelyEqual(text.presentationValue(.opacity, at: t)!.number!, e, within: 1e-9)
        let scale = text.presentationValue(.transform, at: t)!.transform!.m11
        expectApproximatelyEqual(scale, (0.1 + 0.9 * e), within: 1e-9)
        let button = Point(x: 349 + 12.5, y: 36 + 12.5)
        let rest = text.position
        let c = text.presentationValue(.position, at: t)!.point!
        expectApproximatelyEqual(c.x, (button.x + (rest.x - button.x) * e), within: 1e-9)
    }

    @Test("the mask grows linearly from the button's oval to the oval reaching the farthest corner")
    func maskPath() {
        let run = plan.makeRun()
        let mask = run.context.toView.layer.mask as! ShapeLayer
        let r = Point(x: 361.5, y: 48.5).distance(to: Point(x: 0, y: 844))
        let half = mask.presentationValue(.path, at: 0.125)!.path!
        let bounds = half.controlPointBounds
        expectApproximatelyEqual(bounds.width, (25 + (2 * r) * 0.5), within: 1e-9)
        expectApproximatelyEqual(bounds.midX, 361.5, within: 1e-9)
    }
}

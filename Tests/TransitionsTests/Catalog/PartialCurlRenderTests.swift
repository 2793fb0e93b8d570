import Foundation
import Raster
import Testing
@testable import Transitions
import TestSupport

@Suite("Curl: partial-curl frames")
struct PartialCurlRenderTests {
    /// A page whose halves differ (blue above, red below) over a green screen, so every
    /// region of a frame says which surface shows there.
    static let split = Scene(
        name: "curl-split", summary: "test", size: Size(width: 200, height: 400), defaultScale: 1,
        from: Screen(name: "split", backgroundColor: Color(r: 0, g: 0, b: 255)) { size in
            let v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            v.backgroundColor = Color(r: 0, g: 0, b: 255)
            let lower = View(frame: Rect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2))
            lower.backgroundColor = Color(r: 255, g: 0, b: 0)
            v.addSubview(lower)
            return v
        },
        to: Screen(name: "green", backgroundColor: Color(r: 0, g: 255, b: 0)) { size in
            let v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            v.backgroundColor = Color(r: 0, g: 255, b: 0)
            return v
        },
        transition: "partial-curl")

    static let showcase = DemoScenes.showcase(for: "partial-curl")

    static func plan(_ scene: Scene, reverse: Bool = false, parameters: [String: Double] = [:]) throws -> TransitionPlan {
        try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse, scale: 1, parameters: parameters))
    }

    static func rowsEqual(_ a: Pixmap, _ b: Pixmap, _ rows: Range<Int>) -> Bool {
        rows.allSatisfy { y in (0..<a.width).allSatisfy { a[$0, y] == b[$0, y] } }
    }

    @Test("the catalog offers partial-curl as a present/dismiss pair of 0.5 s (the system curve's)")
    func registered() throws {
        let d = try #require(TransitionCatalog.named("partial-curl"))
        #expect(d.forward == .present && d.reverse == .dismiss && d.defaultDuration == 0.5 && !d.needsTrigger)
    }

    @Test("the first frame is the from-screen exactly")
    func firstFrameIsFromScreen() throws {
        let r = FrameRenderer(plan: try Self.plan(Self.showcase))
        let alone = try r.renderCancelled().copy()
        #expect(try r.renderFrame(0).hasSamePixels(as: alone))
    }

    @Test("at rest the top of the page is still down, the back of the curl is the mirrored lower page made lighter, and the bottom shows the to-screen")
    func restingStateRegions() throws {
        let plan = try Self.plan(Self.split)
        let r = FrameRenderer(plan: plan)
        let from = try r.renderCancelled().copy()
        let last = try r.renderFrame(plan.frameCount - 1).copy()
        let to = try FrameRenderer(plan: Self.plan(Self.split, reverse: true)).renderCancelled().copy()
        #expect(to[100, 390] == Color(r: 0, g: 255, b: 0).premultiplied)
        // The flap reaches no higher than y = 107 at the right edge (hand computation for a
        // 10 degree axis resting 180 pt above the bottom); its shadow stays 14 pt above it.
        #expect(Self.rowsEqual(last, from, 0..<90), "top rows differ from the from-screen")
        // The curl and its shadow end 2.25 r past an axis at y <= 238: below 330 the to-screen.
        #expect(Self.rowsEqual(last, to, 330..<400), "bottom rows differ from the to-screen")
        // 30 pt above the axis on the centre line: the flap, showing the page 143 pt below the
        // axis (red), 45 % toward white: 255, 0 + 0.45 * 255 = 115, 115.
        let a = 10 * Double.pi / 180
        let q = Point(x: 100 - 30 * sin(a), y: 220 - 30 * cos(a))
        let px = last[Int(q.x), Int(q.y)]
        #expect(px.a == 255 && px.r == 255, "flap pixel \(px)")
        expectApproximatelyEqual(Int(px.g), 115, within: 1, "flap pixel \(px) green"); expectApproximatelyEqual(Int(px.b), 115, within: 1, "flap pixel \(px) blue")
    }

    @Test("the dismiss starts where the present rests and ends on its to-screen exactly")
    func dismissFallsBack() throws {
        let present = try Self.plan(Self.showcase)
        let presentRenderer = FrameRenderer(plan: present)
        let resting = try presentRenderer.renderFrame(present.frameCount - 1).copy()
        let list = try presentRenderer.renderCancelled().copy()
        let dismiss = try Self.plan(Self.showcase, reverse: true)
        #expect(dismiss.operation == .dismiss); expectApproximatelyEqual(dismiss.totalDuration, 0.5, within: 1e-9)
        let r = FrameRenderer(plan: dismiss)
        #expect(try r.renderFrame(0).hasSamePixels(as: resting))
        #expect(try r.renderFrame(dismiss.frameCount - 1).hasSamePixels(as: list))
    }

    @Test("two renders of the same frame are identical")
    func deterministic() throws {
        let plan = try Self.plan(Self.showcase)
        let a = try FrameRenderer(plan: plan).renderFrame(20).copy()
        let b = try FrameRenderer(plan: plan).renderFrame(20)
        #expect(a.hasSamePixels(as: b))
    }

    @Test("progress follows its timing curve over the duration, reversed when uncurling",
          arguments: [TimingCurve.easeInEaseOut, .system], [0.0, 0.1, 0.3, 0.5, 0.9, 1.2])
    func progressFollowsCurve(curve: TimingCurve, time: Double) throws {
        let g = try #require(PageCurlGeometry(page: Rect(x: 0, y: 0, width: 10, height: 10), radius: 2, angle: 0, restingFraction: 0.5))
        let image = try #require(Pixmap(width: 10, height: 10))
        let up = PageCurlLayer(geometry: g, image: image, beginTime: 0.1, duration: 0.6, timingCurve: curve, isUncurling: false)
        let down = PageCurlLayer(geometry: g, image: image, beginTime: 0.1, duration: 0.6, timingCurve: curve, isUncurling: true)
        let f = min(max((time - 0.1) / 0.6, 0), 1)
        expectApproximatelyEqual(up.progress(at: time), curve.value(at: f), within: 1e-12)
        expectApproximatelyEqual(up.progress(at: time) + down.progress(at: time), 1, within: 1e-12)
    }

    @Test("the catalog's curl runs on the system curve: at 0.1 s it is 55 % of the way to rest")
    func curlUsesSystemCurve() throws {
        let plan = try Self.plan(Self.split)
        let run = plan.makeRun()
        run.advance(to: 0.1)
        let curl = try #require(run.container.layer.sublayers.compactMap { $0 as? PageCurlLayer }.first)
        #expect(curl.timingCurve == .system)
        expectApproximatelyEqual(curl.progress(at: 0.1), UIKitTestSupport.systemCurve(0.1), within: 1e-12)
    }

    @Test("an out-of-range parameter is reported by name and value, and the default is used")
    func badParameterWarns() throws {
        let plan = try Self.plan(Self.split, parameters: ["curl-radius": -5])
        #expect(plan.warnings.contains { $0.contains("curl-radius") && $0.contains("-5.0") && $0.contains("using 36") })
        let good = try Self.plan(Self.split)
        let frame = plan.frameCount / 2
        #expect(try FrameRenderer(plan: plan).renderFrame(frame).hasSamePixels(as: FrameRenderer(plan: good).renderFrame(frame)))
    }
}

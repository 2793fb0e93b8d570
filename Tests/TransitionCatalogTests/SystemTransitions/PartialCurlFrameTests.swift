import Foundation
import Raster
import Testing
import TestSupport
import Transitions
import UIKit
@testable import TransitionCatalog

/// partial-curl as the catalog presents it (UIKit's own `.partialCurl`): its frames against
/// the screens alone and hand-computed regions.
@Suite("Curl: partial-curl frames", .uikitTurns)
struct PartialCurlFrameTests {
    /// A page whose halves differ (blue above, red below) over a green screen, so every
    /// region of a frame says which surface shows there.
    static let split: UIKitScene = {
        let page = UIKitScreen(name: "split") { size in
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            v.backgroundColor = .blue
            let lower = UIView(frame: CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2))
            lower.backgroundColor = .red
            v.addSubview(lower)
            return v
        }
        let green = UIKitScreen(name: "green") { size in
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            v.backgroundColor = .green
            return v
        }
        return UIKitScene(name: "curl-split", summary: "test", size: Size(width: 200, height: 400), defaultScale: 1,
                          from: page, to: green, transition: "partial-curl")
    }()

    static let showcase = UIKitScene.showcase(for: "partial-curl")

    static func record(_ scene: UIKitScene, reverse: Bool = false, parameters: [String: Double] = [:]) throws -> SceneRecording {
        try SceneRecording(scene: scene, settings: RenderSettings(reverse: reverse, scale: 1, parameters: parameters))
    }

    static func last(_ r: SceneRecording) throws -> Pixmap { try r.recording.frame(r.frameCount - 1) }

    static func rowsEqual(_ a: Pixmap, _ b: Pixmap, _ rows: Range<Int>) -> Bool {
        rows.allSatisfy { y in (0..<a.width).allSatisfy { a[$0, y] == b[$0, y] } }
    }

    @Test("the catalog offers partial-curl as a present/dismiss pair of 0.5 s (the system curve's)")
    func registered() throws {
        let e = try #require(Catalog.named("partial-curl"))
        #expect(e.kind == .present && e.defaultDuration == 0.5 && !e.needsTrigger)
        #expect(e.kind.operations == (forward: "present", reverse: "dismiss"))
    }

    @Test("the first frame is the from-screen exactly")
    func firstFrameIsFromScreen() throws {
        let alone = try CatalogRecordingSupport.still(Self.showcase.from, size: Self.showcase.size, scale: 1)
        #expect(try Self.record(Self.showcase).recording.frame(0).hasSamePixels(as: alone))
    }

    @Test("at rest the top of the page is still down, the back of the curl is the mirrored lower page made lighter, and the bottom shows the to-screen")
    func restingStateRegions() throws {
        let from = try CatalogRecordingSupport.still(Self.split.from, size: Self.split.size, scale: 1)
        let to = try CatalogRecordingSupport.still(Self.split.to, size: Self.split.size, scale: 1)
        let last = try Self.last(Self.record(Self.split))
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
        let resting = try Self.last(Self.record(Self.showcase))
        let list = try CatalogRecordingSupport.still(Self.showcase.from, size: Self.showcase.size, scale: 1)
        let dismiss = try Self.record(Self.showcase, reverse: true)
        #expect(dismiss.operationName == "dismiss"); expectApproximatelyEqual(dismiss.recording.duration, 0.5, within: 1e-9)
        #expect(try dismiss.recording.frame(0).hasSamePixels(as: resting))
        #expect(try Self.last(dismiss).hasSamePixels(as: list))
    }

    /// Regression (issue 29): the flat page's fast path took every offset below
    /// pi r - D - 0.4 r - 1 px, D the farthest the page reaches past the axis, also past the
    /// axis; early in the curl that bound lies beyond the whole lifted corner, which was drawn
    /// flat: at 0.05 s the split page's red reached the bottom-right corner unlifted.
    ///
    /// By hand, the split page (200 x 400 at scale 1; the green screen has no subviews, so the
    /// axis rests at 0.45 of the height, through (100, 220)), r = 36, tilt 10 degrees:
    /// n = (sin 10, cos 10) = (0.173648, 0.984808), along the axis (0.984808, -0.173648).
    /// At rest the farthest corner (200, 400) is 100 x 0.173648 + 180 x 0.984808 = 194.630
    /// past the axis. At 0.05 s the system curve (w = sqrt(1000 / 3) = 18.2574, wt = 0.91287)
    /// has p = 1 - 1.91287 e^-0.91287 = 0.23223, so the axis sits (1 - p) 194.630 = 149.43 along
    /// n from rest, through O = (125.948, 367.161), and the page reaches D = p 194.630 = 45.20
    /// past it. The old bound: 113.097 - 45.20 - 14.4 - 1 = 52.50 > D.
    @Test("early in the curl the lifted corner is on the cylinder: shaded where it rises, the shadowed screen past its outer side")
    func liftedCornerIsCurledEarly() throws {
        let recorded = try Self.record(Self.split)
        expectApproximatelyEqual(recorded.time(ofFrame: 3), 0.05, within: 1e-12)
        let frame = try recorded.recording.frame(3)
        // Before the axis the page is flat and untouched: (100, 300) is 70 pt short of it.
        #expect(frame[100, 300] == Color(r: 255, g: 0, b: 0).premultiplied)

        // (160, 385), centre (160.5, 385.5): offset s = 34.552 x 0.173648 + 18.339 x 0.984808
        // = 24.060 from the axis, on the rising quarter (s < r). It shows the page point
        // a = r asin(s / r) = 36 asin(0.66833) = 26.351 past the axis (at (160.9, 387.8), red,
        // 12.4 pt inside the bottom edge, whose distance there is 38.78), front up, darkened
        // toward the silhouette by 0.3 (1 - sqrt(1 - 0.66833^2)) = 0.3 x 0.2561: red
        // 255 x 0.9232 = 235. The falling quarter there, pi r - a = 86.75, is off the page.
        let rising = frame[160, 385]
        #expect(rising.a == 255 && rising.g == 0 && rising.b == 0, "rising-quarter pixel \(rising)")
        expectApproximatelyEqual(Int(rising.r), 235, within: 2, "rising-quarter pixel \(rising): the page shaded on the roll, not flat (255)")

        // (190, 394), centre (190.5, 394.5): s = 64.552 x 0.173648 + 27.339 x 0.984808 = 38.133,
        // past the roll's outer side (r = 36): none of the page, the green screen under the
        // ground shadow. The page's edge there is hi = 43.72 past the axis (the bottom edge), so
        // the roll reaches 36 sin(43.72 / 36) = 33.738 and stands 36 (1 - cos(43.72 / 36))
        // = 23.44 high; the shadow fades over 0.25 r + 0.5 x 23.44 = 20.72 from strength
        // 0.4 x 23.44 / 36 = 0.2604: alpha 0.2604 (1 - (38.133 - 33.738) / 20.72)^2 = 0.1617,
        // 41 of 255, green 255 - 41 = 214.
        let shadowed = frame[190, 394]
        #expect(shadowed.a == 255 && shadowed.r == 0 && shadowed.b == 0, "pixel past the roll \(shadowed): the screen, not the flat page")
        expectApproximatelyEqual(Int(shadowed.g), 214, within: 2, "pixel past the roll \(shadowed): green under the roll's shadow")
    }

    /// The shade the page's cut edge casts on the layer below it (up to 0.25 black, fading over
    /// 0.4 r of page past the edge) stopped at the axis: where the page ends on the roll's top,
    /// the rising quarter under the missing part showed bright in a hard, stepped line beside
    /// the shaded flat page (the page view controller's turn and the partial curl's early frames).
    ///
    /// By hand, the split page as above, at 0.1 s: wt = 1.82574, p = 1 - 2.82574 e^-1.82574
    /// = 0.54478; the axis sits (1 - p) 194.630 = 88.600 along n from rest, through
    /// O = (115.385, 307.254). Pixel (160, 305), centre (160.5, 305.5): s = 45.115 x 0.173648
    /// - 1.754 x 0.984808 = 6.107, t = 45.115 x 0.984808 + 1.754 x 0.173648 = 44.734; the axis
    /// point there is (159.440, 299.486) and the page ends at the bottom edge,
    /// hi = (400 - 299.486) / 0.984808 = 102.065 past it. On the roll: a = 36 asin(6.107 / 36)
    /// = 6.137 (the page at (160.51, 305.53), in the red half), front up, darkened by
    /// 0.3 (1 - sqrt(1 - 0.16964^2)) = 0.0044: red 254. Above it the falling quarter would be
    /// the page at pi r - a = 106.961, e = 4.896 past its edge: shade 0.25 (1 - 4.896 / 14.4)^2
    /// = 0.1089, 28 of 255: red 254 x 227 / 255 = 226 (254 before).
    @Test("the shade of the page's cut edge runs on across the axis onto the rising quarter")
    func edgeShadeCrossesTheAxis() throws {
        let recorded = try Self.record(Self.split)
        expectApproximatelyEqual(recorded.time(ofFrame: 6), 0.1, within: 1e-12)
        let px = try recorded.recording.frame(6)[160, 305]
        #expect(px.a == 255 && px.g == 0 && px.b == 0, "rising-quarter pixel \(px)")
        expectApproximatelyEqual(Int(px.r), 226, within: 2, "rising-quarter pixel \(px): the page under the edge's shade")
    }

    @Test("two recordings of the same frame are identical")
    func deterministic() throws {
        let a = try Self.record(Self.showcase).recording.frame(20)
        let b = try Self.record(Self.showcase).recording.frame(20)
        #expect(a.hasSamePixels(as: b))
    }

    @Test("the catalog's curl runs on the system curve: at 0.1 s it is 55 % of the way to rest")
    func curlUsesSystemCurve() throws {
        var curl: PageCurlLayer?
        try CatalogProbe.run("partial-curl", scene: Self.split, at: [0.1]) { _, p in
            curl = p.container?.layer.base.sublayers.compactMap { $0 as? PageCurlLayer }.first
        }
        let c = try #require(curl)
        #expect(c.timingCurve == .system)
        expectApproximatelyEqual(c.progress(at: c.beginTime + 0.1), CurveReference.systemCurve(0.1), within: 1e-12)
    }

    @Test("an out-of-range parameter is reported by name and value, and the default is used")
    func badParameterWarns() throws {
        let bad = try Self.record(Self.split, parameters: ["curl-radius": -5])
        #expect(bad.warnings.contains { $0.contains("curl-radius") && $0.contains("-5.0") && $0.contains("using 36") }, "\(bad.warnings)")
        let good = try Self.record(Self.split)
        let frame = good.frameCount / 2
        #expect(try bad.recording.frame(frame).hasSamePixels(as: good.recording.frame(frame)))
    }

    @Test("the page is a snapshot the renderer turns into pixels: none made while the curl is set up, one for many frames")
    func pageBitmapMadeOnceByTheRenderer() throws {
        var source: SnapshotSource?, rendersDuringRun: Int?
        let (recording, _) = try CatalogProbe.run("partial-curl", scene: Self.split, at: [0.05]) { _, p in
            let curl = p.container?.layer.base.sublayers.compactMap { $0 as? PageCurlLayer }.first
            if case .snapshot(let s) = curl?.page { (source, rendersDuringRun) = (s, s.bitmapRenders) }
        }
        let s = try #require(source, "the curl's page is not a snapshot")
        #expect(rendersDuringRun == 0)
        for i in [6, 15, 24, 30] {
            // The top of the page stays flat and shows the page's blue.
            #expect(try recording.frame(i)[100, 20] == Color(r: 0, g: 0, b: 255).premultiplied, "frame \(i)")
        }
        #expect(s.bitmapRenders == 1)
    }
}

import Testing
import UIKit
import Raster
import Transitions
import TestSupport
@testable import TransitionCatalog

/// cross-dissolve and cover-vertical as the catalog presents them: presentation values and
/// pixels against UIKit's system curve (curve 7), x(t) = 1 − (1 + ωt)e^(−ωt), written out in
/// `CurveReference` independently of `SystemCurve`. On the showcase pair, 120 x 200 pt.
@Suite("UIKit: cross-dissolve and cover-vertical values", .uikitTurns)
struct ModalStyleValueTests {
    static let times: [Double] = [0, 0.05, 0.1, 0.2, 0.3, 0.45]

    /// The showcase pair on a small screen (fast to render).
    static func scene(_ transition: String, from: UIKitScreen? = nil, to: UIKitScreen? = nil) -> UIKitScene {
        var s = UIKitScene.showcase(for: transition)
        s.size = Size(width: 120, height: 200)
        if let from { s.from = from }
        if let to { s.to = to }
        return s
    }

    /// The presentation transform's translation and the opacity of `view` now.
    static func shown(_ view: UIView) -> (x: Double, y: Double, opacity: Double, identity: Bool)? {
        guard let p = view.layer.presentation() else { return nil }
        return (Double(p.transform.m41), Double(p.transform.m42), Double(p.opacity), CATransform3DIsIdentity(p.transform))
    }

    @Test("cover-vertical present: the to-view's translation is (0, H · (1 − x(t))) at 50, 100 and 200 ms",
          arguments: [(0.05, 0.2323), (0.1, 0.5448), (0.2, 0.8793)])
    func coverVerticalFollowsCurve7(t: Double, x: Double) throws {
        // Figures from the issue (23 %, 55 %, 88 %); easeInEaseOut would give 2.3 %, 8.2 %, 33 %.
        var seen: (x: Double, y: Double, opacity: Double, identity: Bool)?
        try CatalogProbe.run("cover-vertical", scene: Self.scene("cover-vertical"), at: [t]) { _, p in seen = Self.shown(p.toView) }
        let p = try #require(seen)
        expectApproximatelyEqual(p.x, 0, within: 1e-9)
        expectApproximatelyEqual(p.y, 200 * (1 - CurveReference.systemCurve(t)), within: 1e-6)
        expectApproximatelyEqual(p.y, 200 * (1 - x), within: 0.02)
    }

    @Test("cover-vertical dismiss: the from-view slides down, (0, H · x(t)), the to-view stays", arguments: times)
    func coverVerticalDismiss(t: Double) throws {
        var moving: (x: Double, y: Double, opacity: Double, identity: Bool)?, still: (x: Double, y: Double, opacity: Double, identity: Bool)?
        try CatalogProbe.run("cover-vertical", scene: Self.scene("cover-vertical"), reverse: true, at: [t]) { _, p in
            (moving, still) = (Self.shown(p.fromView), Self.shown(p.toView))
        }
        expectApproximatelyEqual(try #require(moving).y, 200 * CurveReference.systemCurve(t), within: 1e-6)
        #expect(try #require(still).identity)
    }

    @Test("cross-dissolve, both directions: the to-view fades in (x(t)) on top while the from-view fades out (1 − x(t))",
          arguments: [false, true], times)
    func crossDissolveBothFade(reverse: Bool, t: Double) throws {
        var to: Double?, from: Double?, toOnTop = false
        try CatalogProbe.run("cross-dissolve", scene: Self.scene("cross-dissolve"), reverse: reverse, at: [t]) { _, p in
            (to, from) = (Self.shown(p.toView)?.opacity, Self.shown(p.fromView)?.opacity)
            toOnTop = p.container?.subviews.last === p.toView
        }
        // Opacity is a Float in Core Animation's API, as on iOS.
        expectApproximatelyEqual(try #require(to), CurveReference.systemCurve(t), within: 1e-6)
        expectApproximatelyEqual(try #require(from), 1 - CurveReference.systemCurve(t), within: 1e-6)
        #expect(toOnTop)
    }

    /// A screen of one colour.
    static func solid(_ name: String, _ color: UIColor) -> UIKitScreen {
        UIKitScreen(name: name) { size in
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            v.backgroundColor = color
            return v
        }
    }

    @Test("a cross-dissolve mid-frame is to · e + from · (1 − e)² over the window's black (both alphas at work)")
    func crossDissolveMidFramePixels() throws {
        let scene = Self.scene("cross-dissolve", from: Self.solid("white", .white), to: Self.solid("blue", .blue))
        // 0.07 s is frame 7 at 100 fps.
        let recorded = try SceneRecording(scene: scene, settings: RenderSettings(fps: 100, scale: 1))
        let t = 0.07
        #expect(abs(recorded.time(ofFrame: 7) - t) < 1e-12)
        let e = CurveReference.systemCurve(t)
        let p = try recorded.recording.frame(7)[60, 100]
        // Group opacity: from drawn at (1 − e) over black, then to at e over that.
        let red = 255 * (1 - e) * (1 - e), blue = 255 * e + 255 * (1 - e) * (1 - e)
        expectApproximatelyEqual(Double(p.r), red, within: 1.5, "red \(p.r), expected \(red)")
        expectApproximatelyEqual(Double(p.b), blue, within: 1.5, "blue \(p.b), expected \(blue)")
        #expect(p.a == 255)
    }

    @Test("the default durations are the curve's 0.5 s and the recordings end there")
    func durations() throws {
        for name in ["cross-dissolve", "cover-vertical", "flip-horizontal", "push", "partial-curl"] {
            let recorded = try SceneRecording(scene: Self.scene(name), settings: RenderSettings(fps: 30, scale: 1))
            #expect(recorded.recording.duration == 0.5, "\(name)")
            #expect(recorded.frameCount == 16, "\(name)")
        }
    }
}

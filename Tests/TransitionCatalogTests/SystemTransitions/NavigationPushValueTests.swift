import Testing
import UIKit
import Raster
import Transitions
import TestSupport
@testable import TransitionCatalog

/// push/pop as the catalog runs them (UIKit's own navigation transition): the parallax,
/// dimming and edge shadow against hand-computed numbers (W = 120 pt: parallax offset
/// round(0.7 W) = 84, the screen underneath ends at −36), on the showcase pair.
@Suite("UIKit: navigation push and pop", .uikitTurns)
struct NavigationPushValueTests {
    static let w = 120.0
    static let times: [Double] = [0, 0.03, 0.1, 0.175, 0.25, 0.34, 0.45]

    static func scene(width: Double = w, height: Double = 200, from: UIKitScreen? = nil, to: UIKitScreen? = nil) -> UIKitScene {
        var s = UIKitScene.showcase(for: "push")
        s.size = Size(width: width, height: height)
        if let from { s.from = from }
        if let to { s.to = to }
        return s
    }

    /// The dimming view on the screen underneath: black at alpha 0.1, its own alpha the amount.
    static func dimming(_ v: UIView) -> UIView? {
        v.subviews.last.flatMap { $0.backgroundColor == UIColor(white: 0, alpha: 0.1) ? $0 : nil }
    }

    /// The edge shadow strip on the top screen: 9 pt wide, just left of its bounds.
    static func edgeShadow(_ v: UIView) -> UIView? {
        v.subviews.last.flatMap { $0.frame == CGRect(x: -9, y: 0, width: 9, height: v.bounds.height) ? $0 : nil }
    }

    /// What one moment of a push or pop shows: the two screens' x translations, the dimming
    /// and shadow alphas, and whether the screen on top is the one expected.
    struct Moment {
        var toX = Double.nan, fromX = Double.nan, dimming = Double.nan, shadow = Double.nan, topIsExpected = false
    }

    static func moment(reverse: Bool, at t: Double) throws -> Moment {
        var m = Moment()
        try CatalogProbe.run("push", scene: scene(), reverse: reverse, at: [t]) { _, p in
            let (top, lower) = reverse ? (p.fromView, p.toView) : (p.toView, p.fromView)
            m.toX = Double(p.toView.layer.presentation()?.transform.m41 ?? .nan)
            m.fromX = Double(p.fromView.layer.presentation()?.transform.m41 ?? .nan)
            m.dimming = Double(dimming(lower)?.layer.presentation()?.opacity ?? .nan)
            m.shadow = Double(edgeShadow(top)?.layer.presentation()?.opacity ?? .nan)
            m.topIsExpected = p.container?.subviews.last === top
        }
        return m
    }

    @Test("push: to-view at W·(1−e), from-view at −36·e, dimming and edge shadow both e; e = curve 7 at t",
          arguments: times)
    func push(t: Double) throws {
        let m = try Self.moment(reverse: false, at: t)
        let e = CurveReference.systemCurve(t)
        expectApproximatelyEqual(m.toX, Self.w * (1 - e), within: 1e-6)
        expectApproximatelyEqual(m.fromX, -36 * e, within: 1e-6)
        // Opacity is a Float in Core Animation's API, as on iOS.
        expectApproximatelyEqual(m.dimming, e, within: 1e-6)
        expectApproximatelyEqual(m.shadow, e, within: 1e-6, "the shadow's alpha follows the dimming amount, growing as the view arrives")
        #expect(m.topIsExpected)
    }

    @Test("the from-view's motion ends at −(W − round(0.7 W)): −117 pt on a 390-pt screen, not −W/3")
    func parallaxAtTheEndOfTheMotion() throws {
        var xs: [Double: Double] = [:]
        let times = [0.25, 0.5 - 1e-6]
        try CatalogProbe.run("push", scene: Self.scene(width: 390), at: times) { t, p in
            xs[t] = Double(p.fromView.layer.presentation()?.transform.m41 ?? .nan)
        }
        for t in times { expectApproximatelyEqual(try #require(xs[t]), -117 * CurveReference.systemCurve(t), within: 1e-6, "at \(t)") }
        // Just before the end the spring is within 0.11 % of it.
        expectApproximatelyEqual(try #require(xs[0.5 - 1e-6]), -117, within: 0.13)
    }

    @Test("pop plays push backwards: top view to W·e with its shadow 1 − e, lower view from −36 with dimming 1 − e",
          arguments: times)
    func pop(t: Double) throws {
        let m = try Self.moment(reverse: true, at: t)
        let e = CurveReference.systemCurve(t)
        expectApproximatelyEqual(m.fromX, Self.w * e, within: 1e-6)
        expectApproximatelyEqual(m.toX, -36 * (1 - e), within: 1e-6)
        expectApproximatelyEqual(m.dimming, 1 - e, within: 1e-6)
        expectApproximatelyEqual(m.shadow, 1 - e, within: 1e-6)
        #expect(m.topIsExpected)
    }

    static func solid(_ name: String, _ color: UIColor) -> UIKitScreen {
        UIKitScreen(name: name) { size in
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            v.backgroundColor = color
            return v
        }
    }

    @Test("pixels: the old screen is dimmed by 0.1·e, and the shadow darkens only the 9 pt left of the edge, more as the view arrives")
    func shadowAndDimmingPixels() throws {
        let scene = Self.scene(from: Self.solid("white", .white), to: Self.solid("gray", UIColor(white: 0.5, alpha: 1)))
        // 0.02 s and 0.1 s are frames 1 and 5 at 50 fps.
        let recorded = try SceneRecording(scene: scene, settings: RenderSettings(fps: 50, scale: 1))
        let row = 100
        func edgeDarkness(frame i: Int) throws -> (frame: Pixmap, edge: Int) {
            (try recorded.recording.frame(i), Int((Self.w * (1 - CurveReference.systemCurve(recorded.time(ofFrame: i)))).rounded()))
        }
        let (early, edgeEarly) = try edgeDarkness(frame: 1)
        let (late, edgeLate) = try edgeDarkness(frame: 5)
        let eEarly = CurveReference.systemCurve(0.02), eLate = CurveReference.systemCurve(0.1)
        // Far from the edge: white dimmed to 255·(1 − 0.1 e).
        expectApproximatelyEqual(Double(early[5, row].r), 255 * (1 - 0.1 * eEarly), within: 1)
        expectApproximatelyEqual(Double(late[5, row].r), 255 * (1 - 0.1 * eLate), within: 1)
        // Right next to the edge the shadow adds darkness that grows with e (UIKit: 0 → 1).
        let darkEarly = Int(early[edgeEarly - 20, row].r) - Int(early[edgeEarly - 2, row].r)
        let darkLate = Int(late[edgeLate - 20, row].r) - Int(late[edgeLate - 2, row].r)
        #expect(darkEarly >= 0 && darkLate > darkEarly + 10, "shadow darkness \(darkEarly) early, \(darkLate) later")
        // Nothing beyond 9 pt from the edge, and the incoming view itself is untouched.
        #expect(late[edgeLate - 11, row] == late[edgeLate - 20, row])
        #expect(late[edgeLate + 2, row].r == 128)
    }

    @Test("the dimming view and the edge shadow are removed when the transition ends")
    func cleanUp() throws {
        let (_, p) = try CatalogProbe.run("push", scene: Self.scene())
        #expect(p.transitionContainer?.subviews.map { $0 === p.toView } == [true])
        #expect(Self.edgeShadow(p.toView) == nil)
        #expect(Self.dimming(p.fromView) == nil)
    }
}

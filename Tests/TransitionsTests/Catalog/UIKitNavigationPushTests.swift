import Testing
import Raster
@testable import Transitions
import TestSupport

/// push/pop: UIKit's parallax, dimming and edge shadow against hand-computed numbers
/// (W = 120 pt: parallax offset round(0.7 W) = 84, the screen underneath ends at −36).
@Suite("UIKit: navigation push and pop")
struct UIKitNavigationPushTests {
    typealias S = UIKitTestSupport
    static let w = 120.0
    static let times: [Double] = [0, 0.03, 0.1, 0.175, 0.25, 0.34, 0.45]

    /// The dimming view on the screen underneath: black at alpha 0.1, its own alpha the amount.
    static func dimming(_ v: View) -> Layer? {
        v.subviews.last.flatMap { $0.backgroundColor == Color(white: 0, alpha: 0.1) ? $0.layer : nil }
    }

    /// The edge shadow strip on the top screen: 9 pt wide, just left of its bounds.
    static func edgeShadow(_ v: View) -> Layer? {
        v.subviews.last.flatMap { $0.frame == Rect(x: -9, y: 0, width: 9, height: v.bounds.height) ? $0.layer : nil }
    }

    @Test("push: to-view at W·(1−e), from-view at −36·e, dimming and edge shadow both e; e = curve 7 at t",
          arguments: times)
    func push(t: Double) throws {
        let plan = try S.plan("push")
        let run = plan.makeRun()
        run.advance(to: t)
        let e = S.systemCurve(t)
        let to = run.context.toView, from = run.context.fromView
        let toX = try #require(S.translation(to.layer.presentationValue(.transform, at: t))).x
        let fromX = try #require(S.translation(from.layer.presentationValue(.transform, at: t))).x
        expectApproximatelyEqual(toX, Self.w * (1 - e), within: 1e-6)
        expectApproximatelyEqual(fromX, -36 * e, within: 1e-6)
        let dim = try #require(Self.dimming(from)?.presentationValue(.opacity, at: t)?.number)
        expectApproximatelyEqual(dim, e, within: 1e-9)
        let shadow = try #require(Self.edgeShadow(to)?.presentationValue(.opacity, at: t)?.number)
        expectApproximatelyEqual(shadow, e, within: 1e-9, "the shadow's alpha follows the dimming amount, growing as the view arrives")
        #expect(run.container.subviews.last === to)
    }

    @Test("the from-view's motion ends at −(W − round(0.7 W)): −117 pt on a 390-pt screen, not −W/3")
    func parallaxAtTheEndOfTheMotion() throws {
        let scene = S.scene("push", size: Size(width: 390, height: 200))
        let plan = try S.plan("push", scene: scene)
        let run = plan.makeRun()
        run.advance(to: 0)
        let from = run.context.fromView.layer
        let motion = try #require(from.animation(forKey: "transform") as? BasicAnimation)
        #expect(S.translation(motion.toValue)?.x == -117)
        #expect(NavigationPushAnimator.parallaxOffset(width: 390) == 273)
        // Just before the end the spring is within 0.11 % of it.
        let t = 0.5 - 1e-6
        run.advance(to: t)
        let x = try #require(S.translation(from.presentationValue(.transform, at: t))).x
        expectApproximatelyEqual(x, -117 * S.systemCurve(t), within: 1e-6); expectApproximatelyEqual(x, -117, within: 0.13)
    }

    @Test("pop plays push backwards: top view to W·e with its shadow 1 − e, lower view from −36 with dimming 1 − e",
          arguments: times)
    func pop(t: Double) throws {
        let plan = try S.plan("push", reverse: true)
        #expect(plan.operation == .pop)
        let run = plan.makeRun()
        run.advance(to: t)
        let e = S.systemCurve(t)
        let top = run.context.fromView, lower = run.context.toView
        try expectApproximatelyEqual(#require(S.translation(top.layer.presentationValue(.transform, at: t))).x, Self.w * e, within: 1e-6)
        try expectApproximatelyEqual(#require(S.translation(lower.layer.presentationValue(.transform, at: t))).x, -36 * (1 - e), within: 1e-6)
        try expectApproximatelyEqual(#require(Self.dimming(lower)?.presentationValue(.opacity, at: t)?.number), (1 - e), within: 1e-9)
        try expectApproximatelyEqual(#require(Self.edgeShadow(top)?.presentationValue(.opacity, at: t)?.number), (1 - e), within: 1e-9)
        #expect(run.container.subviews.last === top)
    }

    @Test("pixels: the old screen is dimmed by 0.1·e, and the shadow darkens only the 9 pt left of the edge, more as the view arrives")
    func shadowAndDimmingPixels() throws {
        let scene = S.scene("push", from: S.solid("white", .white), to: S.solid("gray", Color(white: 0.5)))
        let plan = try S.plan("push", scene: scene)
        let row = 100
        func edgeDarkness(at t: Double) throws -> (frame: Pixmap, edge: Int) {
            (try S.frame(plan, at: t), Int((Self.w * (1 - S.systemCurve(t))).rounded()))
        }
        let (early, edgeEarly) = try edgeDarkness(at: 0.02)
        let (late, edgeLate) = try edgeDarkness(at: 0.1)
        let eEarly = S.systemCurve(0.02), eLate = S.systemCurve(0.1)
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
        let plan = try S.plan("push")
        let run = plan.makeRun()
        _ = run.runToEnd()
        #expect(run.container.subviews.count == 1)
        #expect(Self.edgeShadow(run.context.toView) == nil)
        #expect(Self.dimming(run.context.fromView) == nil)
    }
}

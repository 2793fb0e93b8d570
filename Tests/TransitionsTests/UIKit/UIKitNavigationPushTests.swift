import Testing
import Raster
@testable import Transitions

/// push/pop: offsets, dimming and shadow against hand-computed numbers (W = 120 pt).
@Suite("UIKit: navigation push and pop")
struct UIKitNavigationPushTests {
    typealias S = UIKitTestSupport
    static let w = 120.0
    static let times: [Double] = [0, 0.03, 0.1, 0.175, 0.25, 0.34]

    /// The black overlay view added on top of a dimmed screen.
    static func overlay(_ v: View) -> Layer? { v.subviews.last.flatMap { $0.backgroundColor == .black ? $0.layer : nil } }

    @Test("push: to-view at W·(1−e), from-view at −W/3·e, overlay 0.1·e, shadow 0.5·(1−e); e = (0,0)(0.2,1) of t/0.35",
          arguments: times)
    func push(t: Double) throws {
        let plan = try S.plan("push")
        let run = plan.makeRun()
        run.advance(to: t)
        let e = S.deceleration(t / 0.35)
        let to = run.context.toView.layer, from = run.context.fromView.layer
        let toX = try #require(S.translation(to.presentationValue(.transform, at: t))).x
        let fromX = try #require(S.translation(from.presentationValue(.transform, at: t))).x
        #expect(abs(toX - Self.w * (1 - e)) < 1e-4)
        #expect(abs(fromX - -Self.w / 3 * e) < 1e-4)
        let dim = try #require(Self.overlay(run.context.fromView)?.presentationValue(.opacity, at: t)?.number)
        #expect(abs(dim - 0.1 * e) < 1e-6)
        #expect(abs(try #require(to.presentationValue(.shadowOpacity, at: t)?.number) - 0.5 * (1 - e)) < 1e-6)
        #expect(to.shadowRadius == 5 && to.shadowOffset == .zero && to.shadowColor == .black)
        // The to-view is on top.
        #expect(run.container.subviews.last === run.context.toView)
    }

    @Test("pop plays push backwards: top view to W·e with shadow 0.5·e, lower view from −W/3 with overlay 0.1·(1−e)",
          arguments: times)
    func pop(t: Double) throws {
        let plan = try S.plan("push", reverse: true)
        #expect(plan.operation == .pop)
        let run = plan.makeRun()
        run.advance(to: t)
        let e = S.deceleration(t / 0.35)
        let top = run.context.fromView.layer, lower = run.context.toView.layer
        #expect(abs(try #require(S.translation(top.presentationValue(.transform, at: t))).x - Self.w * e) < 1e-4)
        #expect(abs(try #require(S.translation(lower.presentationValue(.transform, at: t))).x - -Self.w / 3 * (1 - e)) < 1e-4)
        let dim = try #require(Self.overlay(run.context.toView)?.presentationValue(.opacity, at: t)?.number)
        #expect(abs(dim - 0.1 * (1 - e)) < 1e-6)
        #expect(abs(try #require(top.presentationValue(.shadowOpacity, at: t)?.number) - 0.5 * e) < 1e-6)
        #expect(run.container.subviews.last === run.context.fromView)
    }

    @Test("the shadow darkens only a few points left of the incoming view's edge")
    func shadowAlongLeftEdge() throws {
        let scene = S.scene("push", from: S.solid("white", .white), to: S.solid("gray", Color(white: 0.5)))
        let plan = try S.plan("push", scene: scene)
        let t = S.time(where: S.deceleration, reaches: 0.5, duration: 0.35)
        let p = try S.frame(plan, at: t)
        // e = 0.5: the edge is at x = 60; the overlay dims white to 255·(1 − 0.05) ≈ 242.
        let row = 100
        #expect(p[30, row].r == 242)
        #expect(p[57, row].r < 235)
        // 3σ (σ = shadowRadius = 5 pt) left of the edge the shadow has faded below a level.
        #expect(p[45, row].r >= 241)
        #expect(p[65, row].r == 128)
    }

    @Test("the overlay is removed when the transition ends")
    func cleanUp() throws {
        let plan = try S.plan("push")
        let run = plan.makeRun()
        _ = run.runToEnd()
        #expect(run.container.subviews.count == 1)
        #expect(run.context.toView.layer.shadowOpacity == 0)
        #expect(Self.overlay(run.context.fromView) == nil)
    }
}

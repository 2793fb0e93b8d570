import Testing
import Raster
@testable import Transitions
import TestSupport

/// cross-dissolve and cover-vertical: presentation values and pixels against UIKit's system
/// curve (curve 7), x(t) = 1 − (1 + ωt)e^(−ωt), written out here independently of `SystemCurve`.
@Suite("UIKit: cross-dissolve and cover-vertical values")
struct UIKitModalStyleTests {
    typealias S = UIKitTestSupport
    static let times: [Double] = [0, 0.05, 0.1, 0.2, 0.3, 0.45]

    @Test("cover-vertical present: the to-view's translation is (0, H · (1 − x(t))) at 50, 100 and 200 ms",
          arguments: [(0.05, 0.2323), (0.1, 0.5448), (0.2, 0.8793)])
    func coverVerticalFollowsCurve7(t: Double, x: Double) throws {
        // Figures from the issue (23 %, 55 %, 88 %); easeInEaseOut would give 2.3 %, 8.2 %, 33 %.
        let plan = try S.plan("cover-vertical")
        let p = try #require(S.translation(S.value(.transform, of: { $0.context.toView.layer }, in: plan, at: t)))
        expectApproximatelyEqual(p.x, 0, within: 1e-9)
        expectApproximatelyEqual(p.y, 200 * (1 - S.systemCurve(t)), within: 1e-6)
        expectApproximatelyEqual(p.y, 200 * (1 - x), within: 0.02)
    }

    @Test("cover-vertical dismiss: the from-view slides down, (0, H · x(t)), the to-view stays", arguments: times)
    func coverVerticalDismiss(t: Double) throws {
        let plan = try S.plan("cover-vertical", reverse: true)
        let p = try #require(S.translation(S.value(.transform, of: { $0.context.fromView.layer }, in: plan, at: t)))
        expectApproximatelyEqual(p.y, 200 * S.systemCurve(t), within: 1e-6)
        let still = S.value(.transform, of: { $0.context.toView.layer }, in: plan, at: t)
        #expect(still?.transform == .identity)
    }

    @Test("cross-dissolve, both directions: the to-view fades in (x(t)) on top while the from-view fades out (1 − x(t))",
          arguments: [false, true], times)
    func crossDissolveBothFade(reverse: Bool, t: Double) throws {
        let plan = try S.plan("cross-dissolve", reverse: reverse)
        let run = plan.makeRun()
        run.advance(to: t)
        let to = try #require(run.context.toView.layer.presentationValue(.opacity, at: t)?.number)
        let from = try #require(run.context.fromView.layer.presentationValue(.opacity, at: t)?.number)
        expectApproximatelyEqual(to, S.systemCurve(t), within: 1e-9)
        expectApproximatelyEqual(from, (1 - S.systemCurve(t)), within: 1e-9)
        #expect(run.container.subviews.last === run.context.toView)
    }

    @Test("a cross-dissolve mid-frame is to · e + from · (1 − e)² over the window's black (both alphas at work)")
    func crossDissolveMidFramePixels() throws {
        let to = Color(r: 0, g: 0, b: 255), from = Color(r: 255, g: 255, b: 255)
        let scene = S.scene("cross-dissolve", from: S.solid("white", from), to: S.solid("blue", to))
        let plan = try S.plan("cross-dissolve", scene: scene)
        let t = 0.07
        let e = S.systemCurve(t)
        let p = try S.frame(plan, at: t)[60, 100]
        // Group opacity: from drawn at (1 − e) over black, then to at e over that.
        let red = 255 * (1 - e) * (1 - e), blue = 255 * e + 255 * (1 - e) * (1 - e)
        expectApproximatelyEqual(Double(p.r), red, within: 1.5, "red \(p.r), expected \(red)")
        expectApproximatelyEqual(Double(p.b), blue, within: 1.5, "blue \(p.b), expected \(blue)")
        #expect(p.a == 255)
    }

    @Test("the default durations are the curve's 0.5 s and the plans end there")
    func durations() throws {
        for name in ["cross-dissolve", "cover-vertical", "flip-horizontal", "push", "partial-curl"] {
            let plan = try S.plan(name, fps: 30)
            #expect(plan.totalDuration == 0.5, "\(name)")
            #expect(plan.frameCount == 16, "\(name)")
        }
    }
}

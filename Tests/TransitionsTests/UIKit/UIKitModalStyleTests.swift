import Testing
import Raster
@testable import Transitions

/// cross-dissolve and cover-vertical: presentation values against hand-computed curves.
@Suite("UIKit: cross-dissolve and cover-vertical values")
struct UIKitModalStyleTests {
    typealias S = UIKitTestSupport
    static let times: [Double] = [0, 0.05, 0.125, 0.25, 0.3, 0.4, 0.45]

    @Test("cross-dissolve present: the to-view's opacity is easeInEaseOut(t / 0.5)", arguments: times)
    func crossDissolvePresentOpacity(t: Double) throws {
        let plan = try S.plan("cross-dissolve")
        let v = S.value(.opacity, of: { $0.context.toView.layer }, in: plan, at: t)?.number
        #expect(abs(try #require(v) - S.easeInEaseOut(t / 0.5)) < 1e-6)
    }

    @Test("cross-dissolve dismiss: the from-view's opacity is 1 − easeInEaseOut(t / 0.5), over the to-view", arguments: times)
    func crossDissolveDismissOpacity(t: Double) throws {
        let plan = try S.plan("cross-dissolve", reverse: true)
        let run = plan.makeRun()
        run.advance(to: t)
        let from = run.context.fromView.layer
        #expect(abs(try #require(from.presentationValue(.opacity, at: t)?.number) - (1 - S.easeInEaseOut(t / 0.5))) < 1e-6)
        #expect(run.context.toView.layer.presentationValue(.opacity, at: t)?.number == 1)
        let order = run.container.subviews
        #expect(order.firstIndex { $0 === run.context.toView }! < order.firstIndex { $0 === run.context.fromView }!)
    }

    @Test("cover-vertical present: the to-view's translation is (0, H · (1 − e))", arguments: times)
    func coverVerticalPresent(t: Double) throws {
        let plan = try S.plan("cover-vertical")
        let p = try #require(S.translation(S.value(.transform, of: { $0.context.toView.layer }, in: plan, at: t)))
        #expect(abs(p.x) < 1e-9)
        #expect(abs(p.y - 200 * (1 - S.easeInEaseOut(t / 0.5))) < 1e-4)
    }

    @Test("cover-vertical dismiss: the from-view slides down, (0, H · e), the to-view stays", arguments: times)
    func coverVerticalDismiss(t: Double) throws {
        let plan = try S.plan("cover-vertical", reverse: true)
        let p = try #require(S.translation(S.value(.transform, of: { $0.context.fromView.layer }, in: plan, at: t)))
        #expect(abs(p.y - 200 * S.easeInEaseOut(t / 0.5)) < 1e-4)
        let still = S.value(.transform, of: { $0.context.toView.layer }, in: plan, at: t)
        #expect(still?.transform == .identity)
    }

    @Test("the default durations are 0.5 s and the plans end there")
    func durations() throws {
        for name in ["cross-dissolve", "cover-vertical"] {
            let plan = try S.plan(name, fps: 30)
            #expect(plan.totalDuration == 0.5)
            #expect(plan.frameCount == 16)
        }
    }
}

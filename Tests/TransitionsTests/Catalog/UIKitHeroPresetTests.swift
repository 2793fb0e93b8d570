import Testing
import Raster
@testable import Transitions
import TestSupport

/// Hero's presets: the table, its reverses, values at t, and every preset's end frames.
@Suite("UIKit: Hero presets")
struct UIKitHeroPresetTests {
    typealias S = UIKitTestSupport

    @Test("35 presets: fade, zoom, zoom-out once, eight kinds in four directions, all in the catalog")
    func names() {
        #expect(HeroPreset.all.count == 3 + 8 * 4)
        #expect(Set(HeroPreset.all.map(\.name)).count == HeroPreset.all.count)
        for p in HeroPreset.all { #expect(TransitionCatalog.named(p.name) != nil, "\(p.name)") }
        #expect(TransitionCatalog.named("hero-zoom-slide-up") != nil)
        #expect(TransitionCatalog.named("hero-fade-left") == nil)
        #expect(HeroPreset(.push) == nil)
        #expect(HeroPreset(.fade, .left) == nil)
    }

    struct Reverse: Sendable, CustomTestStringConvertible {
        let preset: String, reversed: String
        var testDescription: String { "\(preset) ↔ \(reversed)" }
    }

    @Test("reversed follows Hero's table and undoes itself", arguments: [
        Reverse(preset: "hero-push-left", reversed: "hero-pull-right"),
        Reverse(preset: "hero-cover-up", reversed: "hero-uncover-down"),
        Reverse(preset: "hero-page-in-right", reversed: "hero-page-out-left"),
        Reverse(preset: "hero-slide-down", reversed: "hero-slide-up"),
        Reverse(preset: "hero-zoom-slide-left", reversed: "hero-zoom-slide-right"),
        Reverse(preset: "hero-zoom", reversed: "hero-zoom-out"),
        Reverse(preset: "hero-fade", reversed: "hero-fade"),
    ])
    func reversed(_ c: Reverse) throws {
        let p = try #require(HeroPreset.all.first { $0.name == c.preset })
        #expect(p.reversed.name == c.reversed)
        #expect(p.reversed.reversed == p)
    }

    @Test("push-left: the new screen starts one width right with no shadow; the old ends a third left, dimmed 0.1")
    func pushLeftTable() throws {
        let p = try #require(HeroPreset(.push, .left))
        #expect(p.toMotion.start == HeroViewState(offset: Point(x: 1, y: 0)))
        #expect(p.toMotion.end == HeroViewState(shadowOpacity: 0.5))
        #expect(p.fromMotion.end == HeroViewState(offset: Point(x: -1.0 / 3, y: 0), overlay: 0.1))
        #expect(p.toViewOnTop && p.curve == TimingFunction(controlPoints: 0, 0, 0.2, 1))
        let down = try #require(HeroPreset(.push, .down))
        #expect(down.toMotion.start.offset == Point(x: 0, y: -1))
    }

    @Test("hero-push-up at t: the new screen rises from H·(1−e), the old one to −H/3·e; e = (0,0)(0.2,1)",
          arguments: [0.05, 0.15, 0.3])
    func pushUpValues(t: Double) throws {
        let plan = try S.plan("hero-push-up")
        let run = plan.makeRun()
        run.advance(to: t)
        let e = S.deceleration(t / 0.35)
        let to = try #require(S.translation(run.context.toView.layer.presentationValue(.transform, at: t)))
        let from = try #require(S.translation(run.context.fromView.layer.presentationValue(.transform, at: t)))
        expectApproximatelyEqual(to.x, 0, within: 1e-9); expectApproximatelyEqual(to.y, 200 * (1 - e), within: 1e-4)
        expectApproximatelyEqual(from.y, -200.0 / 3 * e, within: 1e-4)
        try expectApproximatelyEqual(#require(run.context.toView.layer.presentationValue(.shadowOpacity, at: t)?.number), 0.5 * e, within: 1e-6)
    }

    @Test("hero-zoom at t: the old screen grows to 1.3 and fades; the new one grows from 0.7; e = (0.4,0)(0.2,1)",
          arguments: [0.05, 0.2, 0.3])
    func zoomValues(t: Double) throws {
        let plan = try S.plan("hero-zoom")
        let run = plan.makeRun()
        run.advance(to: t)
        let e = S.standard(t / 0.35)
        let from = run.context.fromView.layer, to = run.context.toView.layer
        try expectApproximatelyEqual(#require(from.presentationValue(.transform, at: t)?.transform).m11, (1 + 0.3 * e), within: 1e-6)
        try expectApproximatelyEqual(#require(from.presentationValue(.opacity, at: t)?.number), (1 - e), within: 1e-6)
        try expectApproximatelyEqual(#require(to.presentationValue(.transform, at: t)?.transform).m22, (0.7 + 0.3 * e), within: 1e-6)
        #expect(run.container.subviews.last === run.context.fromView)
    }

    @Test("every preset plans a finite render whose last frame is the to-screen, both directions",
          arguments: HeroPreset.all.map(\.name), [false, true])
    func endsOnToScreen(name: String, reverse: Bool) throws {
        let plan = try S.plan(name, reverse: reverse)
        let fade = name == "hero-fade"
        #expect(plan.totalDuration == (fade ? 0.208 : 0.35))
        #expect(plan.frameCount == (fade ? 14 : 22))
        #expect(plan.warnings.isEmpty)
        let scene = S.scene(name)
        let expected = try S.still(reverse ? scene.from : scene.to, size: scene.size)
        let last = try FrameRenderer(plan: plan).renderFrame(plan.frameCount - 1)
        #expect(try ImageDifference(reference: expected, actual: last).isIdentical)
    }

    @Test("hero-fade lasts Hero's computed 0.208 s (its .fade drops .duration(0.35); nothing moves): 14 frames at 60 fps, 8 at 30")
    func fadeDuration() throws {
        for (fps, frames) in [(60, 14), (30, 8)] {
            let plan = try S.plan("hero-fade", fps: fps)
            #expect(plan.transitionDuration == 0.208 && plan.totalDuration == 0.208)
            #expect(plan.frameCount == frames, "\(fps) fps: \(plan.frameCount) frames")
        }
        #expect(TransitionCatalog.named("hero-fade")?.defaultDuration == 0.208)
        // The to-view's alpha runs on Hero's default (standard) curve over those 0.208 s.
        let t = 0.1
        let alpha = try #require(S.value(.opacity, of: { $0.context.toView.layer }, in: S.plan("hero-fade"), at: t)?.number)
        expectApproximatelyEqual(alpha, S.standard(t / 0.208), within: 1e-6)
    }

    @Test("Hero's computed duration: 0.208 s + moved points / 3000, clamped at 500 points (0.375 s)")
    func optimizedDuration() {
        #expect(HeroPreset.optimizedDuration(movedPoints: 0) == 0.208)
        expectApproximatelyEqual(HeroPreset.optimizedDuration(movedPoints: 300), 0.308, within: 1e-12)
        expectApproximatelyEqual(HeroPreset.optimizedDuration(movedPoints: 900), (0.208 + 500.0 / 3000), within: 1e-12)
    }

    @Test("every other preset keeps Hero's explicit 0.35 s, and a requested duration still wins",
          arguments: HeroPreset.all.filter { $0.kind != .fade }.map(\.name))
    func otherPresetsKeep035(name: String) throws {
        #expect(TransitionCatalog.named(name)?.defaultDuration == 0.35)
        let plan = try TransitionPlan(scene: S.scene(name), settings: RenderSettings(duration: 0.6, scale: 1))
        #expect(plan.transitionDuration == 0.6)
    }
}

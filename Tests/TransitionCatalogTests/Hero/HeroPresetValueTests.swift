import Testing
import Raster
import Transitions
import TestSupport
import UIKit
@testable import TransitionCatalog

/// Hero's presets as the catalog records them on the showcase pair (120 x 200 pt): values at t,
/// durations, and every preset's end frames. (The table itself: HeroPresetTests.)
@Suite("Hero presets in UIKit: values and end frames", .uikitTurns)
struct HeroPresetValueTests {
    static func scene(_ name: String) -> UIKitScene {
        var s = UIKitScene.showcase(for: name)
        s.size = Size(width: 120, height: 200)
        return s
    }

    static func settings(reverse: Bool = false, fps: Int = 60, duration: Double? = nil) -> RenderSettings {
        RenderSettings(reverse: reverse, duration: duration, fps: fps, scale: 1)
    }

    static func standard(_ x: Double) -> Double { CurveReference.ease(0.4, 0, 0.2, 1, x) }
    static func deceleration(_ x: Double) -> Double { CurveReference.ease(0, 0, 0.2, 1, x) }

    @Test("hero-push-up at t: the new screen rises from H·(1−e), the old one to −H/3·e; e = (0,0)(0.2,1)",
          arguments: [0.05, 0.15, 0.3])
    func pushUpValues(t: Double) throws {
        var to: CATransform3D?, from: CATransform3D?, shadow: Double?
        try CatalogProbe.run("hero-push-up", scene: Self.scene("hero-push-up"), at: [t]) { _, p in
            to = p.toView.layer.presentation()?.transform
            from = p.fromView.layer.presentation()?.transform
            shadow = p.toView.layer.presentation().map { Double($0.shadowOpacity) }
        }
        let e = Self.deceleration(t / 0.35)
        let m = try #require(to), n = try #require(from)
        expectApproximatelyEqual(Double(m.m41), 0, within: 1e-9); expectApproximatelyEqual(Double(m.m42), 200 * (1 - e), within: 1e-4)
        expectApproximatelyEqual(Double(n.m42), -200.0 / 3 * e, within: 1e-4)
        expectApproximatelyEqual(try #require(shadow), 0.5 * e, within: 1e-6)
    }

    @Test("hero-zoom at t: the old screen grows to 1.3 and fades; the new one grows from 0.7; e = (0.4,0)(0.2,1)",
          arguments: [0.05, 0.2, 0.3])
    func zoomValues(t: Double) throws {
        var fromScale: Double?, fromAlpha: Double?, toScale: Double?, fromOnTop = false
        try CatalogProbe.run("hero-zoom", scene: Self.scene("hero-zoom"), at: [t]) { _, p in
            let from = p.fromView.layer.presentation(), to = p.toView.layer.presentation()
            (fromScale, fromAlpha, toScale) = (from.map { Double($0.transform.m11) }, from.map { Double($0.opacity) }, to.map { Double($0.transform.m22) })
            fromOnTop = p.container?.subviews.last === p.fromView
        }
        let e = Self.standard(t / 0.35)
        expectApproximatelyEqual(try #require(fromScale), 1 + 0.3 * e, within: 1e-6)
        expectApproximatelyEqual(try #require(fromAlpha), 1 - e, within: 1e-6)
        expectApproximatelyEqual(try #require(toScale), 0.7 + 0.3 * e, within: 1e-6)
        #expect(fromOnTop)
    }

    @Test("every preset records a finite run whose last frame is the to-screen, both directions",
          arguments: UIKitHeroPreset.all.map(\.name), [false, true])
    func endsOnToScreen(name: String, reverse: Bool) throws {
        let scene = Self.scene(name)
        let recorded = try SceneRecording(scene: scene, settings: Self.settings(reverse: reverse))
        let fade = name == "hero-fade"
        #expect(abs(recorded.recording.duration - (fade ? 0.208 : 0.35)) < 1e-12)
        #expect(recorded.frameCount == (fade ? 14 : 22))
        #expect(recorded.warnings.isEmpty)
        let expected = try CatalogRecordingSupport.still(reverse ? scene.from : scene.to, size: scene.size, scale: 1)
        let last = try recorded.recording.frame(recorded.frameCount - 1)
        #expect(try ImageDifference(reference: expected, actual: last).isIdentical)
    }

    @Test("hero-fade lasts Hero's computed 0.208 s (its .fade drops .duration(0.35); nothing moves): 14 frames at 60 fps, 8 at 30")
    func fadeDuration() throws {
        for (fps, frames) in [(60, 14), (30, 8)] {
            let recorded = try SceneRecording(scene: Self.scene("hero-fade"), settings: Self.settings(fps: fps))
            #expect(recorded.transitionDuration == 0.208 && abs(recorded.recording.duration - 0.208) < 1e-12)
            #expect(recorded.frameCount == frames, "\(fps) fps: \(recorded.frameCount) frames")
        }
        #expect(Catalog.named("hero-fade")?.defaultDuration == 0.208)
        // The to-view's alpha runs on Hero's default (standard) curve over those 0.208 s.
        var alpha: Double?
        try CatalogProbe.run("hero-fade", scene: Self.scene("hero-fade"), at: [0.1]) { _, p in
            alpha = p.toView.layer.presentation().map { Double($0.opacity) }
        }
        expectApproximatelyEqual(try #require(alpha), Self.standard(0.1 / 0.208), within: 1e-6)
    }

    @Test("every other preset keeps Hero's explicit 0.35 s, and a requested duration still wins",
          arguments: UIKitHeroPreset.all.filter { $0.kind != .fade }.map(\.name))
    func otherPresetsKeep035(name: String) throws {
        #expect(Catalog.named(name)?.defaultDuration == 0.35)
        let recorded = try SceneRecording(scene: Self.scene(name), settings: Self.settings(fps: 10, duration: 0.6))
        #expect(recorded.transitionDuration == 0.6)
    }
}

import Testing
import TestSupport
@testable import TransitionCatalog
import UIKit
import UIKitRecorder
import Raster

/// The UIKit-written preset table: names, reverses, Hero's numbers, and what a finished
/// transition leaves behind.
@Suite("Hero presets in UIKit: the table", .uikitTurns)
struct HeroPresetTests {
    @Test("35 presets: fade, zoom, zoom-out once, eight kinds in four directions; names parse back")
    func names() throws {
        #expect(HeroPreset.all.count == 3 + 8 * 4)
        #expect(Set(HeroPreset.all.map(\.name)).count == HeroPreset.all.count)
        for p in HeroPreset.all { #expect(HeroPreset(name: p.name) == p) }
        #expect(HeroPreset(name: "hero-zoom-slide-up") == HeroPreset(.zoomSlide, .up))
        #expect(HeroPreset(name: "hero-fade-left") == nil)
        #expect(HeroPreset(.push) == nil)
        #expect(HeroPreset(.fade, .left) == nil)
    }

    @Test("reversed follows Hero's table and undoes itself", arguments: [
        ("hero-push-left", "hero-pull-right"), ("hero-cover-up", "hero-uncover-down"),
        ("hero-page-in-right", "hero-page-out-left"), ("hero-slide-down", "hero-slide-up"),
        ("hero-zoom-slide-left", "hero-zoom-slide-right"), ("hero-zoom", "hero-zoom-out"), ("hero-fade", "hero-fade"),
    ])
    func reversed(_ pair: (String, String)) throws {
        let p = try #require(HeroPreset(name: pair.0))
        #expect(p.reversed.name == pair.1)
        #expect(p.reversed.reversed == p)
    }

    @Test("durations: 0.35 s, fade Hero's computed 0.208 s; 0.208 + moved points / 3000 clamped at 500")
    func durations() {
        for p in HeroPreset.all { #expect(p.defaultDuration == (p.kind == .fade ? 0.208 : 0.35), "\(p.name)") }
        #expect(HeroPreset.optimizedDuration(movedPoints: 0) == 0.208)
        #expect(abs(HeroPreset.optimizedDuration(movedPoints: 300) - 0.308) < 1e-12)
        #expect(abs(HeroPreset.optimizedDuration(movedPoints: 900) - (0.208 + 500.0 / 3000)) < 1e-12)
        #expect(HeroPresetTransition(preset: HeroPreset(.fade)!).transitionDuration(using: nil) == 0.208)
        #expect(HeroPresetTransition(preset: HeroPreset(.fade)!, duration: 0.5).transitionDuration(using: nil) == 0.5)
    }

    @Test("curves: deceleration (0,0)(0.2,1) for push, cover and page-in; standard (0.4,0)(0.2,1) otherwise")
    func curves() {
        func points(_ f: CAMediaTimingFunction) -> [Float] {
            var out: [Float] = []
            for i in 1...2 {
                var v: [Float] = [0, 0]
                f.getControlPoint(at: i, values: &v)
                out += v
            }
            return out
        }
        for p in HeroPreset.all {
            let slidesOver = [.push, .cover, .pageIn].contains(p.kind)
            #expect(points(p.timingFunction) == (slidesOver ? [0, 0, 0.2, 1] : [0.4, 0, 0.2, 1]), "\(p.name)")
        }
    }

    @Test("push-left: the new screen starts one width right, arrives with a 0.5 shadow; the old one ends a third left, dimmed 0.1")
    func pushLeftTable() throws {
        let m = try #require(HeroPreset(.push, .left)).motions
        #expect(m.to.start == HeroPreset.ViewState(offset: CGVector(dx: 1, dy: 0)))
        #expect(m.to.end == HeroPreset.ViewState(shadowOpacity: 0.5))
        #expect(m.from.end == HeroPreset.ViewState(offset: CGVector(dx: -1.0 / 3, dy: 0), overlay: 0.1))
        #expect(m.from.start == .rest)
        let t = m.to.start.transform(in: CGSize(width: 390, height: 844))
        #expect(t.m41 == 390 && t.m42 == 0 && t.m11 == 1)
        let z = HeroPreset.ViewState(offset: CGVector(dx: 0, dy: -1), scale: 0.8).transform(in: CGSize(width: 390, height: 844))
        #expect(z.m11 == 0.8 && z.m22 == 0.8 && z.m41 == 0 && z.m42 == -844, "a translation is not scaled")
    }

    @Test("the shadow strip is 20 pt along the edge that leads the motion")
    func shadowStrip() {
        let b = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(HeroPresetTransition.shadowStrip(of: b, travel: CGVector(dx: 1, dy: 0)) == CGRect(x: 0, y: 0, width: 20, height: 844))
        #expect(HeroPresetTransition.shadowStrip(of: b, travel: CGVector(dx: -1, dy: 0)) == CGRect(x: 370, y: 0, width: 20, height: 844))
        #expect(HeroPresetTransition.shadowStrip(of: b, travel: CGVector(dx: 0, dy: 1)) == CGRect(x: 0, y: 0, width: 390, height: 20))
        #expect(HeroPresetTransition.shadowStrip(of: b, travel: CGVector(dx: 0, dy: -1)) == CGRect(x: 0, y: 824, width: 390, height: 20))
    }

    @Test("a finished push and pop leave both screens at rest: identity transform, alpha 1, no shadow, no overlay")
    func cleansUp() throws {
        let delegate = HeroPresetDelegate(preset: HeroPreset(.push, .left)!)
        let list = UIViewController(), detail = UIViewController()
        list.view.backgroundColor = .red
        detail.view.backgroundColor = .blue
        let nav = UINavigationController(rootViewController: list)
        nav.isNavigationBarHidden = true
        nav.delegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 60)
        _ = try recorder.record(root: nav) { nav.pushViewController(detail, animated: true) }
        _ = try recorder.record(root: nav) { nav.popViewController(animated: true) }
        #expect(nav.topViewController === list)
        for v in [list.view!, detail.view!] {
            #expect(CATransform3DIsIdentity(v.layer.transform))
            #expect(v.layer.opacity == 1 && v.layer.shadowOpacity == 0 && v.layer.shadowPath == nil)
            #expect(v.subviews.isEmpty, "the dimming overlay is removed")
        }
    }

    @Test("a requested duration replaces Hero's: cover-up presented over 0.5 s and dismissed over 0.5 s record 31 frames each (60 fps)")
    func requestedDuration() throws {
        let delegate = HeroPresetDelegate(preset: HeroPreset(.cover, .up)!, duration: 0.5)
        let home = UIViewController(), sheet = UIViewController()
        home.view.backgroundColor = .red
        sheet.view.backgroundColor = .blue
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 60)
        let present = try recorder.frames(root: home) { home.present(sheet, animated: true) }
        #expect(present.count == 31)
        #expect(home.presentedViewController === sheet)
        let dismiss = try recorder.frames(root: home) { sheet.dismiss(animated: true) }
        #expect(dismiss.count == 31)
        #expect(home.presentedViewController == nil)
        let last = try #require(dismiss.last)
        #expect(last[50, 100] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "the dismissal ends on the red screen")
    }
}

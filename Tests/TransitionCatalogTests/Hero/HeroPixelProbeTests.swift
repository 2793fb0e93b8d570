import Testing
import TestSupport
import UIKit
import UIKitRecorder
import Raster

/// Independent probes of the UIKit-written presets: on a red old screen and a blue new one,
/// the moving screen's edge (and the colour on each side of it) at frame 10 (t = 1/6 s) where
/// the preset's geometry, worked by hand, puts it. The curves are solved here by bisection.
/// Where neither screen covers a pixel, the frame shows black, as a device's empty window does.
@Suite("Hero presets in UIKit: pixel probes", .uikitTurns)
struct HeroPixelProbeTests {
    static let w = 390.0, h = 844.0, t = 10.0 / 60

    /// A cubic-Bézier timing curve (0,0)(x1,y1)(x2,y2)(1,1) at x, by bisection on the x polynomial.
    static func ease(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func bez(_ p1: Double, _ p2: Double, _ u: Double) -> Double { 3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bez(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bez(y1, y2, (lo + hi) / 2)
    }
    /// Hero's standard curve at t in a 0.35 s preset.
    static let standard = ease(0.4, 0, 0.2, 1, t / 0.35)
    /// Hero's deceleration curve at t in a 0.35 s preset.
    static let deceleration = ease(0, 0, 0.2, 1, t / 0.35)

    /// Frame 10 of the preset played forward from a red screen to a blue one.
    static func frame(_ name: String) throws -> Pixmap {
        let preset = try #require(UIKitHeroPreset(name: name))
        let recorder = TransitionRecorder(screenSize: CGSize(width: w, height: h), scale: 1, fps: 60)
        let frames = try HeroRecording.frames(preset, reverse: false, recorder: recorder,
                                              from: HeroScreenController(solid: .red), to: HeroScreenController(solid: .blue))
        return frames[10]
    }

    /// Expects the pixel containing the point (x, y) to be (r, g, b, a) within 2 levels.
    static func expectPixel(_ f: Pixmap, _ x: Double, _ y: Double, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 255,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let c = f[Int(x.rounded(.down)), Int(y.rounded(.down))]
        let got = [c.r, c.g, c.b, c.a].map(Double.init), want = [r, g, b, a]
        #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "pixel at (\(x), \(y)): \(got), expected \(want)", sourceLocation: sourceLocation)
    }

    /// Red dimmed by a black overlay of opacity o; blue likewise.
    static func red(dimmed o: Double) -> Double { 255 * (1 - o) }
    static let blue = 255.0

    @Test("fade: the centre is red·(1−a) + blue·a, a = standard(t / 0.208)")
    func fade() throws {
        let f = try Self.frame("hero-fade")
        let a = Self.ease(0.4, 0, 0.2, 1, Self.t / 0.208)
        Self.expectPixel(f, 195, 422, 255 * (1 - a), 0, 255 * a)
    }

    @Test("zoom: the blue screen's left edge at 195·(1 − s), s = 0.7 + 0.3e, under the red one fading to 1 − e")
    func zoom() throws {
        let f = try Self.frame("hero-zoom")
        let e = Self.standard, x = 195 * (1 - (0.7 + 0.3 * e))
        Self.expectPixel(f, x + 2, 422, 255 * (1 - e), 0, 255 * e)
        Self.expectPixel(f, x - 2, 422, 255 * (1 - e), 0, 0)
    }

    @Test("zoom-out: the red screen's left edge at 195·(1 − s), s = 1 − 0.3e, under the blue one fading in to e")
    func zoomOut() throws {
        let f = try Self.frame("hero-zoom-out")
        let e = Self.standard, x = 195 * (1 - (1 - 0.3 * e))
        Self.expectPixel(f, x + 2, 422, 255 * (1 - e), 0, 255 * e)
        Self.expectPixel(f, x - 2, 422, 0, 0, 255 * e)
    }

    @Test("push-left: the blue screen's left edge at W·(1 − e) (deceleration); the red one dimmed 0.1e")
    func pushLeft() throws {
        let f = try Self.frame("hero-push-left")
        let e = Self.deceleration, x = Self.w * (1 - e)
        Self.expectPixel(f, x + 2, 422, 0, 0, Self.blue)
        Self.expectPixel(f, x - 12, 422, Self.red(dimmed: 0.1 * e), 0, 0)
    }

    @Test("pull-left: the red screen's right edge at W·(1 − e) (standard); the blue one under it dimmed 0.1·(1 − e)")
    func pullLeft() throws {
        let f = try Self.frame("hero-pull-left")
        let e = Self.standard, x = Self.w * (1 - e)
        Self.expectPixel(f, x - 2, 422, 255, 0, 0)
        Self.expectPixel(f, x + 12, 422, 0, 0, Self.blue * (1 - 0.1 * (1 - e)))
    }

    @Test("cover-up: the blue screen's top edge at H·(1 − e) (deceleration); the red one dimmed 0.1e")
    func coverUp() throws {
        let f = try Self.frame("hero-cover-up")
        let e = Self.deceleration, y = Self.h * (1 - e)
        Self.expectPixel(f, 195, y + 2, 0, 0, Self.blue)
        Self.expectPixel(f, 195, y - 12, Self.red(dimmed: 0.1 * e), 0, 0)
    }

    @Test("uncover-down: the red screen's top edge at H·e (standard); the blue one above dimmed 0.1·(1 − e)")
    func uncoverDown() throws {
        let f = try Self.frame("hero-uncover-down")
        let e = Self.standard, y = Self.h * e
        Self.expectPixel(f, 195, y + 2, 255, 0, 0)
        Self.expectPixel(f, 195, y - 12, 0, 0, Self.blue * (1 - 0.1 * (1 - e)))
    }

    @Test("slide-right: the screens meet at x = W·e (standard), blue on the left, red on the right")
    func slideRight() throws {
        let f = try Self.frame("hero-slide-right")
        let x = Self.w * Self.standard
        Self.expectPixel(f, x - 2, 422, 0, 0, Self.blue)
        Self.expectPixel(f, x + 2, 422, 255, 0, 0)
    }

    @Test("zoom-slide-left: a 0.1·W gap between the screens, from 390 − 429e to 429 − 429e (standard)")
    func zoomSlideLeft() throws {
        let f = try Self.frame("hero-zoom-slide-left")
        // To: scale 0.8 + 0.2e about the centre, shifted W·(1 − e): left edge 195 + W(1 − e) − 195·s.
        // From: scale 1 − 0.2e, shifted −W·e: right edge 195 − W·e + 195·s.
        let e = Self.standard, toLeft = 429 - 429 * e, fromRight = 390 - 429 * e
        Self.expectPixel(f, toLeft + 2, 422, 0, 0, Self.blue)
        Self.expectPixel(f, fromRight - 2, 422, 255, 0, 0)
        Self.expectPixel(f, (toLeft + fromRight) / 2, 422, 0, 0, 0)
    }

    @Test("page-in-right: the blue screen's right edge at W·e (deceleration); the red one shrunk to 1 − 0.3e, dimmed 0.1e")
    func pageInRight() throws {
        let f = try Self.frame("hero-page-in-right")
        let e = Self.deceleration, x = Self.w * e
        Self.expectPixel(f, x - 2, 422, 0, 0, Self.blue)
        Self.expectPixel(f, x + 12, 422, Self.red(dimmed: 0.1 * e), 0, 0)
        // The red screen's top edge, right of the blue one: 422·(1 − s).
        let top = 422 * (0.3 * e), column = (x + (Self.w - 195 * 0.3 * e)) / 2
        Self.expectPixel(f, column, top + 2, Self.red(dimmed: 0.1 * e), 0, 0)
        Self.expectPixel(f, column, top - 2, 0, 0, 0)
    }

    @Test("page-out-left: the red screen's right edge at W·(1 − e) (standard); the blue one grown to 0.7 + 0.3e, dimmed 0.1·(1 − e)")
    func pageOutLeft() throws {
        let f = try Self.frame("hero-page-out-left")
        let e = Self.standard, x = Self.w * (1 - e), s = 0.7 + 0.3 * e
        Self.expectPixel(f, x - 2, 422, 255, 0, 0)
        let column = (x + 195 * (1 + s)) / 2, top = 422 * (1 - s)
        Self.expectPixel(f, column, top + 2, 0, 0, Self.blue * (1 - 0.1 * (1 - e)))
        Self.expectPixel(f, column, top - 2, 0, 0, 0)
    }
}

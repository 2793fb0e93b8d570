import Foundation
import Raster
@testable import Transitions

/// Shared helpers for the UIKit-style and Hero transition tests.
enum UIKitTestSupport {
    /// A cubic-Bézier timing curve evaluated by bisection, independent of `TimingFunction`'s solver.
    static func ease(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func bez(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if bez(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bez(y1, y2, (lo + hi) / 2)
    }

    static func easeInEaseOut(_ x: Double) -> Double { ease(0.42, 0, 0.58, 1, x) }
    static func deceleration(_ x: Double) -> Double { ease(0, 0, 0.2, 1, x) }
    static func standard(_ x: Double) -> Double { ease(0.4, 0, 0.2, 1, x) }

    /// UIKit's system curve at `t` seconds, written out from the formula (not `SystemCurve`):
    /// 1 − (1 + ωt)e^(−ωt), ω = √(1000/3), until its 0.5 s end, then 1.
    static func systemCurve(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 0.5 { return 1 }
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    /// The time in 0...d at which an increasing curve reaches `value`, by bisection.
    static func time(where curve: (Double) -> Double, reaches value: Double, duration d: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if curve(mid) < value { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2 * d
    }

    /// A screen filled with one colour.
    static func solid(_ name: String, _ color: Color) -> Screen {
        Screen(name: name, backgroundColor: color) { size in
            let v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            v.backgroundColor = color
            return v
        }
    }

    /// A small scene (fast to render) on the showcase pair, or on `from`/`to` when given.
    static func scene(_ transition: String, size: Size = Size(width: 120, height: 200),
                      from: Screen = ShowcaseScreens.list, to: Screen = ShowcaseScreens.detail) -> Scene {
        Scene(name: "test-\(transition)", summary: "test", size: size, defaultScale: 1, from: from, to: to, transition: transition)
    }

    static func plan(_ transition: String, reverse: Bool = false, scene: Scene? = nil, fps: Int = 60) throws -> TransitionPlan {
        try TransitionPlan(scene: scene ?? Self.scene(transition), settings: RenderSettings(reverse: reverse, fps: fps, scale: 1))
    }

    /// A copy of the frame at `time` (the renderer reuses its buffer).
    static func frame(_ plan: TransitionPlan, at time: Double) throws -> Pixmap {
        try FrameRenderer(plan: plan).render(at: time).copy()
    }

    /// The screen alone, as the window shows it when no transition runs.
    static func still(_ screen: Screen, size: Size) throws -> Pixmap {
        let root = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let v = screen.build(size)
        v.frame = root.bounds
        root.addSubview(v)
        let out = Pixmap(width: Int(size.width), height: Int(size.height))!
        try LayerRenderer(width: out.width, height: out.height, scale: 1)!
            .render(root.layer, at: 0, into: Canvas(target: out), background: FrameRenderer.windowBackground)
        return out
    }

    /// The presentation value of `property` on `view`'s layer at `time` of a fresh run.
    static func value(_ property: LayerProperty, of pick: (TransitionRun) -> Layer, in plan: TransitionPlan, at time: Double) -> AnimatableValue? {
        let run = plan.makeRun()
        run.advance(to: time)
        return pick(run).presentationValue(property, at: time)
    }

    /// The translation of an affine presentation transform.
    static func translation(_ v: AnimatableValue?) -> Point? {
        guard let t = v?.transform else { return nil }
        return Point(x: t.m41, y: t.m42)
    }

    /// How many pixels of `p` are within `tolerance` of `color` (per channel, 8-bit).
    static func count(_ color: Color, in p: Pixmap, tolerance: Int = 2) -> Int {
        let c = color.premultiplied.packed
        var n = 0
        for px in p.pixels {
            var close = true
            for shift in stride(from: 0, to: 32, by: 8) where abs(Int((px >> UInt32(shift)) & 255) - Int((c >> UInt32(shift)) & 255)) > tolerance {
                close = false
            }
            if close { n += 1 }
        }
        return n
    }
}

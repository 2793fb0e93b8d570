import Raster
import Transitions

/// Renders what golden tests compare: a transition at fractions of its duration, or one screen
/// alone. Frames come from the same `TransitionPlan` and `FrameRenderer` as the CLI's.
public enum TransitionSnapshots {
    /// Why snapshots could not be rendered; each description is one line naming the value.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The scene and settings do not make a valid render (the plan's own message).
        case plan(PlanError)
        /// A fraction is not a number in 0...1.
        case fractionOutOfRange(Double, index: Int)
        /// A path could not be drawn (the rasterizer's message).
        case raster(RasterError)
        /// The screen's pixel size is refused (zero, or beyond `Pixmap`'s limits).
        case canvasRefused(width: Double, height: Double)
        /// The plan warned (e.g. a path animation between different element structures) and
        /// the caller did not allow warnings.
        case warnings([String])

        /// One line naming the problem and the value.
        public var description: String {
            switch self {
            case .plan(let e): "cannot plan the render: \(e)"
            case .fractionOutOfRange(let f, let i): "fractions[\(i)] = \(f) is not in 0...1; give fractions of the total duration"
            case .raster(let e): "cannot draw a frame: \(e)"
            case .canvasRefused(let w, let h):
                "a \(w) x \(h) pixel screen cannot be drawn: sides must be 1...\(Pixmap.maximumSide) px; check the size and scale"
            case .warnings(let w):
                "the transition warned: \(w.joined(separator: "; ")); pass allowingWarnings: true if the render is intended"
            }
        }
    }

    /// The fractions a golden suite usually pins: 0, 25, 50, 75 and 100 %.
    public static let quarters: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// Frames of `scene` under `settings` at each fraction (0...1) of the plan's total duration
    /// (the time every animation has ended), so 1 is the end state. Each is a fresh pixmap.
    /// A plan that warns is refused unless `allowingWarnings` is true.
    package static func frames(scene: Scene, settings: RenderSettings = RenderSettings(), fractions: [Double] = quarters,
                              allowingWarnings: Bool = false) throws(Problem) -> [Pixmap] {
        let plan: TransitionPlan
        do { plan = try TransitionPlan(scene: scene, settings: settings) } catch { throw .plan(error) }
        return try frames(plan: plan, fractions: fractions, allowingWarnings: allowingWarnings)
    }

    /// Frames of a plan at each fraction (0...1) of its total duration; a plan that warns is
    /// refused unless `allowingWarnings` is true.
    package static func frames(plan: TransitionPlan, fractions: [Double] = quarters,
                              allowingWarnings: Bool = false) throws(Problem) -> [Pixmap] {
        if !allowingWarnings && !plan.warnings.isEmpty { throw .warnings(plan.warnings) }
        for (i, f) in fractions.enumerated() where !(0...1).contains(f) { throw .fractionOutOfRange(f, index: i) }
        let renderer = FrameRenderer(plan: plan)
        var out: [Pixmap] = []
        for f in fractions {
            // The renderer reuses its target, so each frame is copied out.
            do { out.append(try renderer.render(at: f * plan.totalDuration).copy()) } catch { throw .raster(error) }
        }
        return out
    }

    /// One screen alone, as its view tree draws at `scale` over `background` (the window's
    /// black by default), e.g. to pin a demo's screens before any transition touches them.
    public static func screen(_ screen: Screen, size: Size, scale: Double,
                              background: Color = .black) throws(Problem) -> Pixmap {
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(Pixmap.maximumSide), h <= Double(Pixmap.maximumSide),
              let target = Pixmap(width: Int(w), height: Int(h)),
              let renderer = LayerRenderer(width: Int(w), height: Int(h), scale: scale) else {
            throw .canvasRefused(width: w, height: h)
        }
        // Views rasterise text at the main screen's scale when they are built.
        let view = MainScreen.$scale.withValue(scale) { () -> View in
            let v = screen.build(size)
            v.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return v
        }
        do { try renderer.render(view.layer, at: 0, into: Canvas(target: target), background: background) } catch { throw .raster(error) }
        return target
    }
}

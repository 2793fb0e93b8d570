import Raster
import Transitions

// The engine's scenes and plans, for the engine's own tests that still render them
// (Tests/TransitionsTests) until they move onto UIKit recordings: package only, and deleted with
// the engine's Scene, Screen and TransitionPlan. Nothing public reaches these.
extension TransitionSnapshots {
    /// Why an engine snapshot could not be rendered.
    package struct EngineProblem: Error, CustomStringConvertible {
        package let description: String
    }

    /// Frames of `plan` at each fraction (0...1) of its total duration; a plan that warns is
    /// refused unless `allowingWarnings` is true.
    package static func frames(plan: TransitionPlan, fractions: [Double] = quarters,
                               allowingWarnings: Bool = false) throws -> [Pixmap] {
        if !allowingWarnings && !plan.warnings.isEmpty {
            throw EngineProblem(description: "the transition warned: \(plan.warnings.joined(separator: "; "))")
        }
        for (i, f) in fractions.enumerated() where !(0...1).contains(f) {
            throw EngineProblem(description: "fractions[\(i)] = \(f) is not in 0...1")
        }
        let renderer = FrameRenderer(plan: plan)
        // The renderer reuses its target, so each frame is copied out.
        return try fractions.map { try renderer.render(at: $0 * plan.totalDuration).copy() }
    }

    /// One engine screen alone, as its view tree draws at `scale` over `background`.
    package static func screen(_ screen: Screen, size: Size, scale: Double, background: Color = .black) throws -> Pixmap {
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(Pixmap.maximumSide), h <= Double(Pixmap.maximumSide),
              let target = Pixmap(width: Int(w), height: Int(h)),
              let renderer = LayerRenderer(width: Int(w), height: Int(h), scale: scale) else {
            throw EngineProblem(description: "a \(w) x \(h) pixel screen cannot be drawn")
        }
        // Views rasterise text at the main screen's scale when they are built.
        let view = MainScreen.$scale.withValue(scale) { () -> View in
            let v = screen.build(size)
            v.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return v
        }
        try renderer.render(view.layer, at: 0, into: Canvas(target: target), background: background)
        return target
    }
}

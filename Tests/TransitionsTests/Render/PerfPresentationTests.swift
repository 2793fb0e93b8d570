import Testing
import Raster
@testable import Transitions

/// `Layer.presentation(at:)` parses each animation's key path once; every property of the copy
/// must still read as `presentationValue` gives it, animated or not (a nil colour as clear).
@Suite("Perf: presentation copies")
struct PerfPresentationTests {
    @Test("Every property of a presentation copy equals presentationValue, for plain and shape layers")
    func copyMatchesPresentationValue() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
        let fade = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1))
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        let grow = BasicAnimation(keyPath: "bounds.size", from: .rect(Rect(x: 0, y: 0, width: 1, height: 1)),
                                  to: .rect(Rect(x: 0, y: 0, width: 80, height: 60)))
        layer.add(grow, forKey: "grow")
        let shape = ShapeLayer()
        shape.path = .rect(Rect(x: 0, y: 0, width: 10, height: 10))
        shape.add(BasicAnimation(keyPath: "path", from: .path(.oval(in: Rect(x: 0, y: 0, width: 2, height: 2))),
                                 to: .path(.oval(in: Rect(x: 0, y: 0, width: 20, height: 20)))), forKey: "path")
        for model in [layer, shape as Layer] {
            for t in [-1.0, 0, 0.1, 0.25, 0.5, 2] {
                let p = model.presentation(at: t)
                for property in LayerProperty.allCases {
                    #expect(p.modelValue(property) == model.presentationValue(property, at: t), "\(property) at \(t)")
                }
            }
        }
        #expect(layer.presentation(at: 0).backgroundColor == .clear)
    }
}

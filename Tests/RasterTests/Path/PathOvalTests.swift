import TestSupport
import Testing
@testable import Raster

/// `Path.ovalRect` recognises an oval seen through any transform that keeps the axes, and
/// nothing else (the renderer names pixels inside the ellipse on the strength of it).
@Suite("Path: oval recognition")
struct PathOvalTests {
    @Test("Ovals through scales, flips and translations are recognised with their rectangle")
    func recognisesMappedOvals() throws {
        var rng = SplitMix64(state: 0x0BA1)
        func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next() >> 11) / Double(1 << 53) }
        for trial in 0..<200 {
            let rect = Rect(x: uniform(-500, 500), y: uniform(-500, 500), width: uniform(0.01, 900), height: uniform(0.01, 900))
            let sx = uniform(0.1, 5) * (trial % 2 == 0 ? 1 : -1), sy = uniform(0.1, 5) * (trial % 3 == 0 ? -1 : 1)
            let t = Transform2D(scaleX: sx, y: sy).concatenating(Transform2D(translationX: uniform(-900, 900), y: uniform(-900, 900)))
            let mapped = try #require(Path.oval(in: rect).applying(t).ovalRect, "trial \(trial)")
            let expected = t.apply(to: rect)
            let tol = 1e-6 * (abs(expected.minX) + abs(expected.minY) + expected.width + expected.height)
            expectApproximatelyEqual(mapped.minX, expected.minX, within: tol, "trial \(trial) minX")
            expectApproximatelyEqual(mapped.maxX, expected.maxX, within: tol, "trial \(trial) maxX")
            expectApproximatelyEqual(mapped.minY, expected.minY, within: tol, "trial \(trial) minY")
            expectApproximatelyEqual(mapped.maxY, expected.maxY, within: tol, "trial \(trial) maxY")
        }
        // Element-wise interpolation of two ovals (a path animation) is an oval too.
        let a = Path.oval(in: Rect(x: 329, y: 36, width: 25, height: 25))
        let b = Path.oval(in: Rect(x: -500, y: -800, width: 1700, height: 1700))
        let mid = try a.interpolated(to: b, fraction: 0.37)
        #expect(mid.ovalRect != nil)
    }

    @Test("Other outlines are refused")
    func refusesOthers() {
        let oval = Path.oval(in: Rect(x: 10, y: 20, width: 60, height: 30))
        #expect(oval.applying(Transform2D(rotationAngle: 0.3)).ovalRect == nil, "an ellipse turned off the axes")
        #expect(Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8).ovalRect == nil, "a rounded rectangle")
        #expect(Path.rect(Rect(x: 0, y: 0, width: 40, height: 40)).ovalRect == nil)
        var bent = oval.elements
        if case .cubic(let c1, let c2, let p) = bent[2] { bent[2] = .cubic(Point(x: c1.x + 0.01, y: c1.y), c2, p) }
        #expect(Path(elements: bent).ovalRect == nil, "a control point moved by 0.01")
        var open = oval.elements
        open[4] = .cubic(Point(x: 70, y: 20), Point(x: 70, y: 25), Point(x: 70, y: 30))
        #expect(Path(elements: open).ovalRect == nil, "a quarter that is not an oval's")
        var twice = oval
        twice.addPath(oval)
        #expect(twice.ovalRect == nil, "two subpaths")
    }
}

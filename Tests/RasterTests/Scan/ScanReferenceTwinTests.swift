import TestSupport
import Testing
@testable import Raster

/// The sparse fast path agrees with the dense reference twin on random paths (fixed seed).
@Suite struct ScanReferenceTwinTests {
    /// A random path of 1–3 subpaths mixing lines, quads and cubics, reaching past every side
    /// of a 40 x 30 clip.
    static func randomPath(_ rng: inout SplitMix64) -> Path {
        func point() -> Point { Point(x: Double.random(in: -15...55, using: &rng), y: Double.random(in: -12...42, using: &rng)) }
        var path = Path()
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            path.move(to: point())
            for _ in 0..<Int.random(in: 2...7, using: &rng) {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: path.addLine(to: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                default: path.addCurve(to: point(), control1: point(), control2: point())
                }
            }
            if Bool.random(using: &rng) { path.closeSubpath() }
        }
        return path
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd], [UInt64(1), 2, 3, 4])
    func fastPathMatchesReferenceOnRandomPaths(rule: FillRule, seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let clip = IntRect(x: 0, y: 0, width: 40, height: 30)
        let rasterizer = Rasterizer()
        for i in 0..<25 {
            let path = Self.randomPath(&rng)
            let transform = i % 2 == 0 ? .identity
                : Transform2D(rotationAngle: 0.3).translatedBy(x: 5.5, y: -3.25)
            let fast = try rasterizer.coverage(of: path, transform: transform, rule: rule, clip: clip)
            let reference = ReferenceRasterizer.coverage(of: path, transform: transform, rule: rule, clip: clip)
            let worst = zip(fast, reference).map { abs(Double($0) - $1) }.max()!
            #expect(worst < 1e-4, "seed \(seed) path \(i): worst pixel off by \(worst)")
        }
    }

    @Test func fastPathMatchesReferenceOnAnOffsetClip() throws {
        let path = Path.roundedRect(Rect(x: 1003.3, y: -497.8, width: 25.5, height: 19.25), cornerRadius: 7)
        let clip = IntRect(x: 1000, y: -500, width: 32, height: 24)
        let fast = try Rasterizer().coverage(of: path, clip: clip)
        let reference = ReferenceRasterizer.coverage(of: path, clip: clip)
        #expect(zip(fast, reference).map { abs(Double($0) - $1) }.max()! < 1e-4)
    }
}

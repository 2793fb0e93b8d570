import TestSupport
import Testing
@testable import Raster

/// The rasterizer fuzz target's contract, in-suite with a fixed seed: random paths (screen
/// sized, far off screen, tiny, self-intersecting) always give spans inside the clip, sorted,
/// non-overlapping, coverage 1...255, and exact coverage in 0...1 that quantises to the spans.
@Suite("Reliability: rasterizer properties")
struct ReliabilityRasterizerPropertyTests {
    struct RecordingSink: SpanSink {
        var rows: [(y: Int, spans: [CoverageSpan])] = []
        mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) { rows.append((y, Array(spans))) }
    }

    static func randomPath(_ rng: inout SplitMix64, magnitude: Double) -> Path {
        var path = Path()
        func coordinate() -> Double { Double(rng.next() % 20_001) / 10_000 * magnitude - magnitude * 0.5 }
        func point() -> Point { Point(x: coordinate(), y: coordinate()) }
        path.move(to: point())
        for _ in 0..<(3 + Int(rng.next() % 12)) {
            switch rng.next() % 4 {
            case 0: path.addQuadCurve(to: point(), control: point())
            case 1: path.addCurve(to: point(), control1: point(), control2: point())
            case 2: path.closeSubpath(); path.move(to: point())
            default: path.addLine(to: point())
            }
        }
        return path
    }

    @Test("spans and coverage keep their contract on 300 random paths", arguments: [
        (1, 80.0), (2, 1e6), (3, 0.01), (4, 1e15),
    ] as [(UInt64, Double)])
    func randomPaths(seed: UInt64, magnitude: Double) throws {
        var rng = SplitMix64(state: seed)
        let clip = IntRect(x: -7, y: 3, width: 48, height: 40)
        let rasterizer = Rasterizer()
        for i in 0..<300 {
            let path = Self.randomPath(&rng, magnitude: magnitude)
            let rule: FillRule = i % 2 == 0 ? .nonZero : .evenOdd
            var sink = RecordingSink()
            try rasterizer.fill(path, rule: rule, clip: clip, into: &sink)
            let coverage = try rasterizer.coverage(of: path, rule: rule, clip: clip)
            var fromSpans = [UInt8](repeating: 0, count: clip.width * clip.height)
            var previousRow = Int.min
            for (y, spans) in sink.rows {
                #expect(y > previousRow && y >= clip.y && y < clip.maxY, "row \(y), path \(i)")
                previousRow = y
                var end = Int.min
                for s in spans {
                    let x = Int(s.x), n = Int(s.length)
                    #expect(n >= 1 && s.coverage >= 1 && x >= clip.x && x + n <= clip.maxX && x >= end, "span \(s) row \(y), path \(i)")
                    end = x + n
                    for px in x..<(x + n) { fromSpans[(y - clip.y) * clip.width + px - clip.x] = s.coverage }
                }
            }
            for (k, c) in coverage.enumerated() {
                #expect(c >= 0 && c <= 1, "coverage \(c) at \(k), path \(i)")
                expectApproximatelyEqual(Int(UInt8((Double(c) * 255).rounded())), Int(fromSpans[k]), within: 1, "pixel \(k), path \(i)")
            }
        }
    }
}

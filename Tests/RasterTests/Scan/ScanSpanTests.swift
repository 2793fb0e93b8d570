import Testing
@testable import Raster
import TestSupport

/// The span contract the compositor relies on.
@Suite struct ScanSpanTests {
    static let shapes: [(String, Path, FillRule)] = [
        ("circle", .oval(in: Rect(x: -7.3, y: 3.1, width: 60.4, height: 52.9)), .nonZero),
        ("star even-odd", ScanGeometry.star(center: Point(x: 25, y: 25), radius: 31), .evenOdd),
        ("rounded rect", .roundedRect(Rect(x: 4.5, y: -2, width: 30, height: 70), cornerRadius: 9), .nonZero),
    ]

    @Test(arguments: 0..<shapes.count)
    func spansAreSortedDisjointInsideTheClipAndMatchTheFloatCoverage(shape index: Int) throws {
        let (name, path, rule) = Self.shapes[index]
        let clip = IntRect(x: 0, y: 0, width: 48, height: 40)
        var sink = CollectingSink()
        let rasterizer = Rasterizer()
        try rasterizer.fill(path, rule: rule, clip: clip, into: &sink)
        let coverage = try rasterizer.coverage(of: path, rule: rule, clip: clip)
        var quantised = [Int](repeating: 0, count: clip.width * clip.height)
        var lastRow = Int.min
        for (y, spans) in sink.rows {
            #expect(y > lastRow, "\(name): rows top to bottom, once each"); lastRow = y
            #expect(y >= clip.y && y < clip.maxY)
            #expect(!spans.isEmpty)
            var end = Int.min
            for (i, s) in spans.enumerated() {
                #expect(s.length > 0 && s.coverage > 0)
                #expect(Int(s.x) >= end, "\(name): sorted, no overlap")
                #expect(Int(s.x) >= clip.x && Int(s.x + s.length) <= clip.maxX)
                if i > 0, Int(s.x) == end { #expect(s.coverage != spans[i - 1].coverage, "\(name): equal neighbours merged") }
                end = Int(s.x + s.length)
                for x in Int(s.x)..<end { quantised[(y - clip.y) * clip.width + x - clip.x] = Int(s.coverage) }
            }
        }
        for (q, c) in zip(quantised, coverage) {
            #expect(q == Int((Double(c) * 255).rounded()), "\(name): quantisation is round(coverage · 255)")
        }
        let spanSum = quantised.reduce(0.0) { $0 + Double($1) / 255 }
        let floatSum = coverage.reduce(0.0) { $0 + Double($1) }
        expectApproximatelyEqual(spanSum, floatSum, within: Double(quantised.count) * 0.5 / 255)
    }

    @Test func halfCoveredPixelQuantisesTo128() throws {
        var sink = CollectingSink()
        try Rasterizer().fill(.rect(Rect(x: 0.5, y: 0, width: 1.5, height: 1)), clip: IntRect(x: 0, y: 0, width: 4, height: 1), into: &sink)
        #expect(sink.rows.count == 1)
        #expect(sink.rows[0].spans == [CoverageSpan(x: 0, length: 1, coverage: 128), CoverageSpan(x: 1, length: 1, coverage: 255)])
    }

    @Test func interiorBetweenEdgesIsOneFullSpan() throws {
        var sink = CollectingSink()
        try Rasterizer().fill(.rect(Rect(x: 3.5, y: 0, width: 500, height: 2)), clip: IntRect(x: 0, y: 0, width: 1000, height: 2), into: &sink)
        #expect(sink.rows.map(\.spans) == Array(repeating: [CoverageSpan(x: 3, length: 1, coverage: 128),
                                                            CoverageSpan(x: 4, length: 499, coverage: 255),
                                                            CoverageSpan(x: 503, length: 1, coverage: 128)], count: 2))
    }

    @Test func spansUseTheClipsAbsoluteCoordinates() throws {
        var sink = CollectingSink()
        try Rasterizer().fill(.rect(Rect(x: 100, y: 200, width: 10, height: 1)), clip: IntRect(x: 105, y: 195, width: 20, height: 10), into: &sink)
        #expect(sink.rows.count == 1)
        #expect(sink.rows[0].y == 200)
        #expect(sink.rows[0].spans == [CoverageSpan(x: 105, length: 5, coverage: 255)])
    }
}

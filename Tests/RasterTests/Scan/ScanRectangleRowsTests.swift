import TestSupport
import Testing
@testable import Raster

/// Axis-aligned rectangles skip the cells (`Rasterizer+Rectangle`): their spans, rows and cell
/// count must be exactly the general route's, for any sides (fractional, whole, on or beyond
/// the clip's edges, inside one pixel), either winding, any starting corner, both fill rules,
/// and transforms that keep the axes.
@Suite struct ScanRectangleRowsTests {
    static func fill(_ path: Path, transform: Transform2D, rule: FillRule, clip: IntRect, shortcut: Bool) throws
        -> (rows: [(y: Int, spans: [CoverageSpan])], cells: Int) {
        let r = Rasterizer()
        r.usesRectangleRows = shortcut
        var sink = CollectingSink()
        try r.fill(path, transform: transform, rule: rule, clip: clip, into: &sink)
        return (sink.rows, r.lastCellCount)
    }

    static func coordinate(_ rng: inout SplitMix64, _ limit: Int) -> Double {
        switch rng.next() % 5 {
        case 0: return Double(Int(rng.next() % UInt64(limit + 20)) - 10)  // whole, sometimes beyond
        case 1: return Double(Int(rng.next() % UInt64(limit * 8)) - 40) / 8  // eighths
        case 2: return Double(rng.next() >> 11) / Double(1 << 53) * Double(limit + 4) - 2  // any fraction
        case 3: return [-1e7, -3.5, 1e7, 0.999999, 1.000001][Int(rng.next() % 5)]
        default: return Double(Int(rng.next() % UInt64(limit))) + [0.25, 0.5, 0.75, 1e-9][Int(rng.next() % 4)]
        }
    }

    @Test("Spans, rows and cell counts equal the general route's on random rectangles")
    func rectangleRowsMatchTheGeneralRoute() throws {
        var rng = SplitMix64(state: 0x7EC7)
        let transforms: [Transform2D] = [.identity, Transform2D(translationX: 3.25, y: -1.5),
                                             Transform2D(scaleX: 1.5, y: 0.75), Transform2D(scaleX: -1, y: 1),
                                             Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 30, ty: 0)]
        var drawn = 0
        for trial in 0..<6000 {
            let clip = IntRect(x: Int(rng.next() % 7), y: Int(rng.next() % 7), width: 1 + Int(rng.next() % 40),
                               height: 1 + Int(rng.next() % 30))
            var x0 = Self.coordinate(&rng, 48), x1 = Self.coordinate(&rng, 48)
            let y0 = Self.coordinate(&rng, 38), y1 = Self.coordinate(&rng, 38)
            if trial % 9 == 0 { x1 = x0 + Double(rng.next() % 100) / 128 }  // both sides in one pixel
            if trial % 13 == 0 { x0 = x1 }  // no width
            let corners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
            let start = Int(rng.next() % 4), reversed = rng.next() % 2 == 0
            let order = (0..<4).map { corners[(start + (reversed ? 4 - $0 : $0)) % 4] }
            let path = Path(elements: [.move(order[0]), .line(order[1]), .line(order[2]), .line(order[3]), .close])
            let transform = transforms[trial % transforms.count]
            for rule in [FillRule.nonZero, .evenOdd] {
                let fast = try Self.fill(path, transform: transform, rule: rule, clip: clip, shortcut: true)
                let general = try Self.fill(path, transform: transform, rule: rule, clip: clip, shortcut: false)
                let same = fast.rows.count == general.rows.count
                    && zip(fast.rows, general.rows).allSatisfy { $0.y == $1.y && $0.spans == $1.spans }
                #expect(same, "trial \(trial): \(order) through \(transform) in \(clip), \(rule): \(fast.rows.prefix(2)) vs \(general.rows.prefix(2))")
                #expect(fast.cells == general.cells, "trial \(trial): cells \(fast.cells) vs \(general.cells)")
                if !fast.rows.isEmpty { drawn += 1 }
            }
        }
        #expect(drawn > 3000, "rectangles that drew something: \(drawn)")
    }

    @Test("Bad coordinates still throw before anything is drawn")
    func badRectanglesStillThrow() {
        let nan = Path(elements: [.move(Point(x: 0, y: 0)), .line(Point(x: .nan, y: 0)), .line(Point(x: .nan, y: 5)),
                                  .line(Point(x: 0, y: 5)), .close])
        var sink = CollectingSink()
        #expect(throws: RasterError.self) { try Rasterizer().fill(nan, clip: IntRect(x: 0, y: 0, width: 10, height: 10), into: &sink) }
        #expect(sink.rows.isEmpty)
        let r = Rasterizer()
        r.maxSegments = 3
        #expect(throws: RasterError.self) {
            try r.fill(.rect(Rect(x: 1, y: 1, width: 5, height: 5)), clip: IntRect(x: 0, y: 0, width: 10, height: 10), into: &sink)
        }
        #expect(sink.rows.isEmpty)
    }
}

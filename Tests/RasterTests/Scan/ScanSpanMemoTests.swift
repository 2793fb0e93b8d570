import TestSupport
import Testing
@testable import Raster

/// A fill that repeats is replayed from the rasterizer's memo (SpanMemo): the rows it hands
/// the sink must be exactly those of a rasterizer that has drawn nothing before, and any
/// change of input (path, transform, rule, clip) must be rasterized afresh.
@Suite struct ScanSpanMemoTests {
    /// A screen-corner piece as a device's mask draws one: the part of the r x r square at the
    /// origin outside the circle of radius r centred at (r, r), its quarter arc one cubic
    /// (control points k r from the ends along the tangents, k = 0.5523, the usual quarter-circle constant).
    static func cornerPiece(radius r: Double) -> Path {
        let k = 0.5523 * r
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 0, y: r))
        p.addCurve(to: Point(x: r, y: 0), control1: Point(x: 0, y: r - k), control2: Point(x: r - k, y: 0))
        p.closeSubpath()
        return p
    }

    static func rows(_ r: Rasterizer, _ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                     clip: IntRect) throws -> [(y: Int, spans: [CoverageSpan])] {
        var sink = CollectingSink()
        try r.fill(path, transform: transform, rule: rule, clip: clip, into: &sink)
        return sink.rows
    }

    static func fresh(_ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                      clip: IntRect) throws -> (rows: [(y: Int, spans: [CoverageSpan])], cells: Int) {
        let r = Rasterizer()
        r.usesSpanMemo = false
        return (try rows(r, path, transform: transform, rule: rule, clip: clip), r.lastCellCount)
    }

    static func same(_ a: [(y: Int, spans: [CoverageSpan])], _ b: [(y: Int, spans: [CoverageSpan])]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.y == $1.y && $0.spans == $1.spans }
    }

    @Test("A fill repeated frame after frame gives a fresh rasterizer's rows, replayed from the third time")
    func repeatedFillIsReplayedExactly() throws {
        let path = Self.cornerPiece(radius: 24)
        let clip = IntRect(x: 0, y: 0, width: 120, height: 260)
        let reference = try Self.fresh(path, clip: clip)
        let r = Rasterizer()
        for time in 1...5 {
            let got = try Self.rows(r, path, clip: clip)
            #expect(Self.same(got, reference.rows), "fill \(time)")
            #expect(r.lastCellCount == reference.cells, "fill \(time): cells \(r.lastCellCount) vs \(reference.cells)")
            // First sight: only noted; second: recorded while drawn; then replayed.
            #expect(r.memo.count == (time == 1 ? 0 : 1), "fill \(time)")
            #expect(r.memo.replays == max(0, time - 2), "fill \(time)")
        }
        // Pixel (0, 0) spans x 0...1, y 0...1; its nearest point to the centre (24, 24) is
        // (1, 1), sqrt(23^2 + 23^2) = 32.5 > 24 away: wholly outside the circle, so wholly inside
        // the piece (255). Pixel (23, 23) is at most sqrt(2) from the centre: inside the circle,
        // not the piece, so row 23 has no span reaching x = 23. Rows 24 and below: none.
        let got = try Self.rows(r, path, clip: clip)
        #expect(got.first?.y == 0 && got.first?.spans.first == CoverageSpan(x: 0, length: got.first!.spans.first!.length, coverage: 255))
        let row23 = got.first { $0.y == 23 }?.spans ?? []
        #expect(row23.allSatisfy { Int($0.x) + Int($0.length) <= 23 }, "\(row23)")
        #expect(got.last!.y <= 23)
    }

    @Test("A changed path, transform, rule or clip is rasterized afresh, not replayed")
    func changedInputsAreNotReplayed() throws {
        let path = Self.cornerPiece(radius: 24)
        let clip = IntRect(x: 0, y: 0, width: 120, height: 260)
        let r = Rasterizer()
        for _ in 0..<3 { _ = try Self.rows(r, path, clip: clip) }
        #expect(r.memo.replays == 1)
        let moved = path.applying(Transform2D(translationX: 0.25, y: 0))
        let variants: [(String, Path, Transform2D, FillRule, IntRect)] = [
            ("path moved 0.25 px", moved, .identity, .nonZero, clip),
            ("transform", path, Transform2D(scaleX: 3, y: 3), .nonZero, clip),
            ("rule", path, .identity, .evenOdd, clip),
            ("clip", path, .identity, .nonZero, IntRect(x: 0, y: 5, width: 120, height: 255)),
        ]
        for (label, p, t, rule, c) in variants {
            let got = try Self.rows(r, p, transform: t, rule: rule, clip: c)
            let reference = try Self.fresh(p, transform: t, rule: rule, clip: c)
            #expect(Self.same(got, reference.rows), "\(label)")
            #expect(r.memo.replays == 1, "\(label) was not replayed")
        }
        // The clip moved 5 rows down: its first row is 5, not the piece's row 0.
        #expect(try Self.rows(r, path, clip: IntRect(x: 0, y: 5, width: 120, height: 255)).first?.y == 5)
        // The original is still held and replayed.
        #expect(Self.same(try Self.rows(r, path, clip: clip), try Self.fresh(path, clip: clip).rows))
        #expect(r.memo.replays == 2)
    }

    @Test("The memo keeps at most its entry limit, the least recently used going first")
    func memoIsBounded() throws {
        let r = Rasterizer()
        let clip = IntRect(x: 0, y: 0, width: 64, height: 64)
        let n = SpanMemo.entryLimit + 4
        let paths = (0..<n).map { Self.cornerPiece(radius: 8 + Double($0)) }
        for _ in 0..<2 { for p in paths { _ = try Self.rows(r, p, clip: clip) } }
        #expect(r.memo.count == SpanMemo.entryLimit)
        // The last ones recorded are held (replayed); the first ones were dropped (recorded again).
        _ = try Self.rows(r, paths[n - 1], clip: clip)
        #expect(r.memo.replays == 1)
        _ = try Self.rows(r, paths[0], clip: clip)
        #expect(r.memo.replays == 1)
    }

    @Test("Rectangles keep their own route and are not memoised")
    func rectanglesAreNotMemoised() throws {
        let r = Rasterizer()
        let rect = Path.rect(Rect(x: 1.5, y: 2.25, width: 10, height: 7))
        for _ in 0..<3 { _ = try Self.rows(r, rect, clip: IntRect(x: 0, y: 0, width: 32, height: 32)) }
        #expect(r.memo.count == 0)
        #expect(r.memo.replays == 0)
    }
}

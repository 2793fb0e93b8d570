import CRasterKernels

// Axis-aligned rectangles without the accumulator: the rasterizer's own arithmetic, row by row.
//
// Image draws are mostly rectangles (a snapshot scaling up, text flying in, a group's region),
// and when their sides cut pixels they need the rasterizer's anti-aliasing. Through the
// general route each row costs two deposits, a counting sort and a run walk, although every
// row the rectangle spans entirely gives the very same spans. Here the two vertical edges are
// taken exactly as `CellAccumulator.addLine` takes them (clipped to the rows, moved onto the
// left column when left of the clip, dropped when right of it), each row's piece of each edge
// gives the cover and area `addRowPiece` deposits, and those cells go through the same run
// walk, fold and quantisation as `fill`'s (cell_accumulator.c); and a row whose pieces equal the
// previous row's reuses its spans. Tests hold the spans against the general route on random rectangles and clips.

extension Rasterizer {
    /// One vertical edge as the accumulator sees it after clipping: the column it deposits in,
    /// twice the fraction of that pixel left of it (`addRowPiece`'s area factor), its rows
    /// [ys, ye] inside the clip, and its direction.
    private struct VerticalEdge {
        var column: Int
        var doubledFraction: Double
        var ys: Double, ye: Double
        var sign: Double
        var firstRow: Int { Int(ys) }

        /// The edge's signed cover in `row` (`addInside` walks the same pieces), or nil when the
        /// edge does not reach that row.
        @inline(__always) func cover(inRow row: Int) -> Double? {
            guard row >= firstRow, Double(row) < ye else { return nil }
            let top = row == firstRow ? ys : Double(row)
            let bottom = ye <= Double(row + 1) ? ye : Double(row + 1)
            return (bottom - top) * sign
        }
    }

    /// Fills `path` when it is one axis-aligned rectangle in clip-relative coordinates (`local`),
    /// giving `sink` exactly the spans the general route gives; false (having done nothing) for
    /// any other path. The path has already passed `fill`'s checks.
    func fillRectangle<S: SpanSink>(_ path: Path, local: Transform2D, rule: FillRule, clip: IntRect,
                                    into sink: inout S) -> Bool {
        let e = path.elements
        guard e.count == 5, case .move(let p0) = e[0], case .line(let p1) = e[1], case .line(let p2) = e[2],
              case .line(let p3) = e[3], case .close = e[4] else { return false }
        // The segments `walkFilled` gives, in its order, mapped as it maps them.
        let q = [local.apply(to: p0), local.apply(to: p1), local.apply(to: p2), local.apply(to: p3)]
        let w = Double(clip.width), h = Double(clip.height)
        var edges: [VerticalEdge] = []
        var verticals = 0
        for k in 0..<4 {
            let a = q[k], b = q[(k + 1) % 4]
            if a.y == b.y { continue }  // horizontal: `addLine` deposits nothing
            guard a.x == b.x else { return false }
            verticals += 1
            // `addLine`, for x0 == x1: orient downwards, clip to the rows, drop it right of the
            // clip, move it onto column 0 left of it (interpolating x along a vertical segment
            // gives x again).
            let sign: Double = b.y > a.y ? 1 : -1
            let (top, bottom) = a.y < b.y ? (a.y, b.y) : (b.y, a.y)
            guard bottom > 0, top < h, a.x < w else { continue }
            let ys = top < 0 ? 0 : top, ye = bottom > h ? h : bottom
            guard ye > ys else { continue }
            let x = a.x <= 0 ? 0 : a.x
            let column = min(Int(x), clip.width - 1)
            edges.append(VerticalEdge(column: column, doubledFraction: (x - Double(column)) + (x - Double(column)),
                                      ys: ys, ye: ye, sign: sign))
        }
        guard verticals == 2 else { return false }
        guard !edges.isEmpty else {
            lastCellCount = 0
            return true
        }
        let firstRow = edges.map(\.firstRow).min()!, lastRow = edges.map { Int($0.ye.rounded(.up)) - 1 }.max()!
        // Cells deposited, as the general route counts them: one per edge per row, except that
        // consecutive deposits into one pixel merge (the second edge's first row meeting the
        // first's last in the same column).
        var cells = 0
        for edge in edges { cells += Int(edge.ye.rounded(.up)) - edge.firstRow }
        if edges.count == 2, edges[0].column == edges[1].column, Int(edges[0].ye.rounded(.up)) - 1 == edges[1].firstRow { cells -= 1 }
        lastCellCount = cells

        // The interior: rows every edge crosses from top to bottom, where each edge's cover is
        // exactly its sign, so every row has the same spans; they go to the sink in one call.
        let interiorStart = edges.map { Int($0.ys.rounded(.up)) }.max()!
        let interiorEnd = edges.map { Int($0.ye.rounded(.down)) }.min()!
        withUnsafeTemporaryAllocation(of: CoverageSpan.self, capacity: 4) { buffer in
            let out = buffer.baseAddress!
            var count = 0
            var previous: (Double?, Double?) = (nil, nil)
            var row = firstRow
            while row <= lastRow {
                let covers = (edges[0].cover(inRow: row), edges.count > 1 ? edges[1].cover(inRow: row) : nil)
                if row == firstRow || covers.0 != previous.0 || covers.1 != previous.1 {
                    count = Self.rectangleRowSpans(edges, covers, rule: rule, clip: clip, into: out)
                    previous = covers
                }
                let rows = row == interiorStart && interiorEnd > row + 1 ? interiorEnd - row : 1
                if count > 0 {
                    if rows > 1 {
                        sink.blitRows(y: clip.y + row, count: rows, spans: UnsafeBufferPointer(start: out, count: count))
                    } else {
                        sink.blitRow(y: clip.y + row, spans: UnsafeBufferPointer(start: out, count: count))
                    }
                }
                row += rows
            }
        }
        return true
    }

    /// The spans of one row from its edge pieces: each piece is the cell `addRowPiece` deposits
    /// (sorted by column, stably: a pixel's cells then sum in deposit order), walked, folded,
    /// quantised and merged by the same C code the general route uses. At most two cells.
    private static func rectangleRowSpans(_ edges: [VerticalEdge], _ covers: (Double?, Double?), rule: FillRule, clip: IntRect,
                                          into out: UnsafeMutablePointer<CoverageSpan>) -> Int {
        var cells: [rt_cell] = []
        cells.reserveCapacity(2)
        for (i, c) in [covers.0, covers.1].enumerated() {
            guard let cover = c else { continue }
            cells.append(rt_cell(x: Int32(edges[i].column), y: 0, cover: cover, area: cover * edges[i].doubledFraction * 0.5))
        }
        if cells.count == 2, cells[1].x < cells[0].x { cells.swapAt(0, 1) }
        return out.withMemoryRebound(to: rt_coverage_span.self, capacity: 4) { spans in  // two cells give at most four runs
            Int(rt_cells_spans_of_row(cells, Int64(cells.count), Int64(clip.width), CellAccumulator.code(rule), Int64(clip.x), spans))
        }
    }
}

extension Path {
    /// A move, three lines and a close: the shape `fillRectangle` looks at (it may still find
    /// the sides not axis-aligned and leave the path to the general route).
    var hasRectangleShape: Bool {
        let e = elements
        guard e.count == 5, case .move = e[0], case .line = e[1], case .line = e[2], case .line = e[3], case .close = e[4] else { return false }
        return true
    }
}

// The sparse heart of the rasterizer: exact-area coverage cells, clipped before deposit.
//
// Algorithm (libart / FreeType "gray" / font-rs): every line segment is cut at row and column
// boundaries; each piece inside pixel (x, y) adds to that cell
//     cover += dy                     (signed: +1 for a full row crossed downwards)
//     area  += dy · mean(x - floor x)  (how much of the pixel lies *left* of the piece)
// Scanning a row left to right with `winding` = sum of covers of earlier cells, a cell's pixel
// holds `winding + cover - area` (the signed area right of its edges), and every pixel between
// two cells holds `winding` exactly. Coverage is that integral of the winding number, folded by
// the fill rule.
//
// Why sparse cells and not font-rs's dense accumulation buffer: a dense buffer costs
// width × height per fill however little of it the path touches, and a prefix sum over every
// pixel. Here cost is proportional to the edge cells, and the run between two edge cells comes
// out as one value, which the rasterizer hands on as one span: a full-screen circle costs ~2
// cells per row plus its slanted edges, not 1170 additions per row.
//
// Why clip before deposit: shapes leave the screen (a 3000 px circle mask). Segments are clipped
// to the clip's rows first, so invisible rows cost nothing; in x, the part left of the clip is
// moved onto the clip's left edge (it still contributes its cover, so the winding inside stays
// right, but no area), and the part right of the clip is dropped (it only affects pixels further
// right). Every cell index is therefore inside the clip, and all arithmetic after clipping works
// on numbers no larger than the clip size, relative to its origin, so ±1e7 inputs keep their
// precision.
//
// Cells are appended in the order segments produce them (merging into the previous cell when a
// piece lands in the same pixel, which flattened curves do constantly), then bucketed by row
// with a counting sort and sorted by x within each row (rows hold few cells: insertion sort).

/// Exact-area coverage cells of line segments, stored sparsely per row of a clip rectangle.
struct CellAccumulator {
    /// One touched pixel: its accumulated signed cover and area (see the note above).
    struct Cell {
        var x: Int32
        var y: Int32
        var cover: Double
        var area: Double
    }

    private(set) var width = 0
    private(set) var height = 0
    /// Cells in deposit order; after `sortCells()`, `sorted` holds them by row then x.
    private var cells: [Cell] = []
    private var sorted: [Cell] = []
    /// After `sortCells()`: row `minRow + i` is `sorted[rowStarts[i] ..< rowStarts[i + 1]]`.
    private var rowStarts: [Int] = []
    private(set) var minRow = Int.max
    private(set) var maxRow = Int.min

    /// The number of cells deposited (after merging consecutive deposits into one pixel).
    var cellCount: Int { cells.count }

    /// Forgets all cells (keeping the buffers) and prepares for a clip of the given size.
    mutating func reset(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells.removeAll(keepingCapacity: true)
        minRow = .max
        maxRow = .min
    }

    // MARK: Depositing

    /// Adds the line segment (x0, y0) → (x1, y1), in pixels relative to the clip's origin,
    /// clipping it to the clip first.
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }  // horizontal: crosses no row, contributes nothing
        let h = Double(height), w = Double(width)
        let sign: Double = y1 > y0 ? 1 : -1
        // Orient top to bottom; `sign` keeps the direction.
        let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        guard by > 0, ay < h else { return }
        if ax >= w && bx >= w { return }
        // Clip to the rows [0, h]. Interpolation goes through a fraction in [0, 1], never a
        // slope, so nearly horizontal or vertical segments cannot overflow.
        var ys = ay, xs = ax, ye = by, xe = bx
        if ys < 0 { xs = ax + (bx - ax) * ((0 - ay) / (by - ay)); ys = 0 }
        if ye > h { xe = ax + (bx - ax) * ((h - ay) / (by - ay)); ye = h }
        guard ye > ys else { return }
        if xs <= 0 && xe <= 0 { addInside(0, ys, 0, ye, sign); return }
        if xs >= 0 && xe >= 0 && xs <= w && xe <= w { addInside(xs, ys, xe, ye, sign); return }
        // Crosses x = 0 and/or x = w: split where it does (parametrised by y, which increases).
        var cuts: [(y: Double, x: Double)] = []
        for edge in [0, w] where (xs < edge) != (xe < edge) && xs != edge && xe != edge {
            cuts.append((ys + (ye - ys) * ((edge - xs) / (xe - xs)), edge))
        }
        if cuts.count == 2, cuts[1].y < cuts[0].y { cuts.swapAt(0, 1) }
        cuts.append((ye, xe))
        var pieceStartY = ys, pieceStartX = xs
        for (pieceEndY, pieceEndX) in cuts {
            let mid = (pieceStartX + pieceEndX) / 2
            let clampedStart = min(max(pieceStartX, 0), w), clampedEnd = min(max(pieceEndX, 0), w)
            if pieceEndY > pieceStartY {
                if mid <= 0 {
                    addInside(0, pieceStartY, 0, pieceEndY, sign)
                } else if mid < w {
                    addInside(clampedStart, pieceStartY, clampedEnd, pieceEndY, sign)
                }  // else: right of the clip, invisible
            }
            pieceStartY = pieceEndY; pieceStartX = pieceEndX
        }
    }

    /// A piece already inside the clip (0 ≤ x ≤ w, 0 ≤ ys < ye ≤ h), walked row by row.
    private mutating func addInside(_ xs: Double, _ ys: Double, _ xe: Double, _ ye: Double, _ sign: Double) {
        let lo = min(xs, xe), hi = max(xs, xe)
        var row = Int(ys)
        var yTop = ys, xTop = xs
        while true {
            let rowBottom = Double(row + 1)
            if ye <= rowBottom {
                addRowPiece(row, xTop, yTop, xe, ye, sign)
                return
            }
            let xBottom = min(max(xs + (xe - xs) * ((rowBottom - ys) / (ye - ys)), lo), hi)
            addRowPiece(row, xTop, yTop, xBottom, rowBottom, sign)
            row += 1; yTop = rowBottom; xTop = xBottom
        }
    }

    /// A piece within one row band (y0 < y1), walked cell by cell across x.
    private mutating func addRowPiece(_ row: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                      _ sign: Double) {
        let last = width - 1
        let c0 = min(Int(x0), last), c1 = min(Int(x1), last)
        if c0 == c1 {
            let dy = (y1 - y0) * sign
            deposit(c0, row, dy, dy * ((x0 - Double(c0)) + (x1 - Double(c0))) * 0.5)
            return
        }
        var cx = x0, cy = y0, col = c0
        if c1 > c0 {
            while col < c1 {
                let nx = Double(col + 1)
                let ny = min(y0 + (y1 - y0) * ((nx - x0) / (x1 - x0)), y1)
                let dy = (ny - cy) * sign
                deposit(col, row, dy, dy * ((cx - Double(col)) + 1) * 0.5)
                cx = nx; cy = ny; col += 1
            }
        } else {
            while col > c1 {
                let nx = Double(col)
                let ny = min(y0 + (y1 - y0) * ((nx - x0) / (x1 - x0)), y1)
                let dy = (ny - cy) * sign
                deposit(col, row, dy, dy * (cx - Double(col)) * 0.5)
                cx = nx; cy = ny; col -= 1
            }
        }
        let dy = (y1 - cy) * sign
        deposit(c1, row, dy, dy * ((cx - Double(c1)) + (x1 - Double(c1))) * 0.5)
    }

    @inline(__always)
    private mutating func deposit(_ x: Int, _ y: Int, _ cover: Double, _ area: Double) {
        if let lastIndex = cells.indices.last, cells[lastIndex].x == Int32(x), cells[lastIndex].y == Int32(y) {
            cells[lastIndex].cover += cover
            cells[lastIndex].area += area
            return
        }
        cells.append(Cell(x: Int32(x), y: Int32(y), cover: cover, area: area))
        if y < minRow { minRow = y }
        if y > maxRow { maxRow = y }
    }

    // MARK: Reading back

    /// Buckets the cells by row (counting sort) and sorts each row by x.
    mutating func sortCells() {
        guard !cells.isEmpty else { return }
        let rows = maxRow - minRow + 1
        rowStarts.removeAll(keepingCapacity: true)
        rowStarts.append(contentsOf: repeatElement(0, count: rows + 1))
        for c in cells { rowStarts[Int(c.y) - minRow + 1] += 1 }
        for i in 0..<rows { rowStarts[i + 1] += rowStarts[i] }
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: cells)  // placeholder contents, overwritten below
        var next = rowStarts
        for c in cells {
            let r = Int(c.y) - minRow
            sorted[next[r]] = c
            next[r] += 1
        }
        sorted.withUnsafeMutableBufferPointer { buf in
            for r in 0..<rows {
                let lo = rowStarts[r], hi = rowStarts[r + 1]
                if hi - lo <= 24 {
                    var i = lo + 1
                    while i < hi {  // insertion sort: rows are short and mostly in order
                        let c = buf[i]
                        var j = i - 1
                        while j >= lo && buf[j].x > c.x { buf[j + 1] = buf[j]; j -= 1 }
                        buf[j + 1] = c
                        i += 1
                    }
                } else {
                    var slice = UnsafeMutableBufferPointer(rebasing: buf[lo..<hi])
                    slice.sort { $0.x < $1.x }
                }
            }
        }
    }

    /// After `sortCells()`: calls `run(x0, x1, coverage)` for each run of pixels of row `row`
    /// that share a coverage (already folded by `rule`), left to right, skipping exact zeros.
    /// Edge cells come as runs of one pixel; the pixels between them as one run.
    @inline(__always)
    func forEachRun(row: Int, rule: FillRule, _ run: (Int, Int, Double) -> Void) {
        guard row >= minRow, row <= maxRow else { return }
        let lo = rowStarts[row - minRow], hi = rowStarts[row - minRow + 1]
        guard hi > lo else { return }
        sorted.withUnsafeBufferPointer { buf in
            var winding = 0.0
            var i = lo
            while i < hi {
                let x = Int(buf[i].x)
                var cover = 0.0, area = 0.0
                while i < hi && Int(buf[i].x) == x { cover += buf[i].cover; area += buf[i].area; i += 1 }
                let edge = Self.fold(winding + cover - area, rule)
                if edge != 0 { run(x, x + 1, edge) }
                winding += cover
                let next = i < hi ? Int(buf[i].x) : width
                if next > x + 1 {
                    let inside = Self.fold(winding, rule)
                    if inside != 0 { run(x + 1, next, inside) }
                }
            }
        }
    }

    /// The fill rule applied to an integrated winding number: |w| clamped to 1 for non-zero,
    /// the triangle wave (0 at even, 1 at odd) for even-odd. Round-off below 1e-12 reads as 0.
    @inline(__always)
    static func fold(_ winding: Double, _ rule: FillRule) -> Double {
        let w = abs(winding)
        if w < 1e-12 { return 0 }
        switch rule {
        case .nonZero:
            return min(w, 1)
        case .evenOdd:
            let t = w.truncatingRemainder(dividingBy: 2)
            return t > 1 ? 2 - t : t
        }
    }
}

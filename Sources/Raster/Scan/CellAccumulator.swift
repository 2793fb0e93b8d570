import CRasterKernels

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
// with a counting sort and sorted by x within each row (rows hold few cells: insertion sort),
// stably, so one pixel's cells sum in deposit order.
//
// The arithmetic lives in C (CRasterKernels' cell_accumulator.c), written as this algorithm
// reads; every edge pixel of every fill passes through it several times, and a dependent
// package's debug build, which compiles Swift without optimisation, paid a fifth of its frame
// here in retains, exclusivity checks and generic min/max while it was Swift.

/// Exact-area coverage cells of line segments, stored sparsely per row of a clip rectangle
/// (cell_accumulator.c holds them; this is its Swift face). Reusable: `reset` keeps the buffers.
final class CellAccumulator {
    /// The C state, at a fixed address (no exclusivity checks on the calls, one per segment).
    private let state: UnsafeMutablePointer<rt_cells>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: rt_cells())
    }

    deinit {
        rt_cells_free(state)
        state.deallocate()
    }

    var width: Int { Int(state.pointee.width) }
    var height: Int { Int(state.pointee.height) }
    /// The first and last rows holding cells (meaningful when `cellCount > 0`).
    var minRow: Int { Int(state.pointee.min_row) }
    var maxRow: Int { Int(state.pointee.max_row) }
    /// The number of cells deposited (after merging consecutive deposits into one pixel).
    var cellCount: Int { state.pointee.count }

    /// Forgets all cells (keeping the buffers) and prepares for a clip of the given size.
    func reset(width: Int, height: Int) { rt_cells_reset(state, Int64(width), Int64(height)) }

    /// Adds the line segment (x0, y0) → (x1, y1), in pixels relative to the clip's origin,
    /// clipping it to the clip first.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) { rt_cells_add_line(state, x0, y0, x1, y1) }

    /// Buckets the cells by row (counting sort) and sorts each row by x.
    func sortCells() { rt_cells_sort(state) }

    /// After `sortCells()`: the spans of row `row` (folded by `rule`, quantised, merged, offset by
    /// `clipX`) into `out`, which has room for `width` spans; returns how many.
    func spans(row: Int, rule: FillRule, clipX: Int, into out: UnsafeMutablePointer<CoverageSpan>) -> Int {
        // CoverageSpan and rt_coverage_span share their layout (x, length: Int32; coverage: UInt8).
        out.withMemoryRebound(to: rt_coverage_span.self, capacity: width) {
            Int(rt_cells_row_spans(state, Int64(row), Self.code(rule), Int64(clipX), $0))
        }
    }

    /// After `sortCells()`: calls `run(x0, x1, coverage)` for each run of pixels of row `row`
    /// that share a coverage (already folded by `rule`), left to right, skipping exact zeros.
    /// Edge cells come as runs of one pixel; the pixels between them as one run.
    func forEachRun(row: Int, rule: FillRule, _ run: (Int, Int, Double) -> Void) {
        withUnsafeTemporaryAllocation(of: rt_coverage_run.self, capacity: max(width, 1)) { runs in
            let n = Int(rt_cells_row_runs(state, Int64(row), Self.code(rule), runs.baseAddress!))
            for k in 0..<n { run(Int(runs[k].x0), Int(runs[k].x1), runs[k].coverage) }
        }
    }

    /// The fill rule as cell_accumulator.c takes it.
    static func code(_ rule: FillRule) -> Int32 { rule == .nonZero ? 0 : 1 }
}

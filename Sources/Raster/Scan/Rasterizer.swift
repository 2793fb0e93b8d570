import CRasterKernels

// The scanline rasterizer: path -> exact-area coverage -> spans, clipped to a pixel rectangle.
//
// A fill runs in three phases:
//   1. check: transform every point, refuse NaN/infinity and paths that flatten into more than
//      `maxSegments` segments. Nothing is deposited until the whole path has passed, so a throw
//      leaves the sink untouched.
//   2. deposit: flatten (Path+Flattening) in coordinates relative to the clip origin and add
//      each segment to a `CellAccumulator`, which clips it to the clip rectangle and records
//      exact signed cover/area per touched pixel, sparsely (see CellAccumulator.swift for the
//      algorithm and why it is sparse and clipped before deposit).
//   3. emit: per row with cells, left to right, turn cells into runs and hand the sink one
//      `blitRow` with sorted, non-overlapping spans; each interior between edge cells is one
//      span (255 when fully covered), so compositing can copy it at memory speed.
// A fill whose inputs repeat a recent one's skips all three: SpanMemo hands the sink the rows
// recorded the first time it repeated (the spans are a pure function of those inputs).
//
// Coverage quantisation: `UInt8((coverage * 255).rounded())`, ties away from zero, so a pixel
// exactly half covered gives 128, and anything below 0.5/255 is a gap, not a span.
//
// The exact-area model integrates the winding number over each pixel and then applies the fill
// rule (FreeType and font-rs do the same). That is exact for any non-self-overlapping outline
// and differs from "area of the filled region" only in pixels where opposite windings meet
// within the pixel, which is the usual, invisible trade-off for one pass with no sorting of
// edges.

/// Turns paths into anti-aliased coverage spans; reusable, keeps its buffers between fills.
///
/// Not thread-safe: use one rasterizer per thread.
public final class Rasterizer {
    /// The default ceiling on line segments after flattening (`RasterError.tooManySegments`).
    public static let defaultMaxSegments = 4 * 1024 * 1024

    /// The most line segments a path may flatten into, counted before clipping (a curve culled
    /// because it lies wholly outside the clip counts as one). Keeps absurd input bounded.
    public var maxSegments = Rasterizer.defaultMaxSegments

    /// The largest coordinate magnitude accepted after the transform. Anything finite up to it
    /// works (differences of two such values cannot overflow); beyond it a coordinate is
    /// refused like infinity, since no screen is 1e300 px wide.
    public static let maxCoordinate = 1e300

    /// The flattening tolerance in device pixels (see `Path.defaultFlatteningTolerance`).
    public var tolerance = Path.defaultFlatteningTolerance

    private let accumulator = CellAccumulator()
    private var spans: [CoverageSpan] = []

    /// False for the reference twin (tests): axis-aligned rectangles take the general route
    /// too (see Rasterizer+Rectangle; the spans are the same).
    var usesRectangleRows = true

    /// False for the reference twin (tests): every fill is rasterized, none replayed from the
    /// memo of repeated fills (see SpanMemo; the spans are the same).
    var usesSpanMemo = true
    /// The spans of recent fills that repeat (see SpanMemo).
    let memo = SpanMemo()

    /// The number of cells the last fill deposited: a measure of its cost (edge pixels touched).
    /// A fill replayed from the memo counts the cells it deposited when it was recorded.
    public internal(set) var lastCellCount = 0

    /// A rasterizer with empty buffers.
    public init() {}

    /// Fills `path` (through `transform`) inside `clip` and hands `sink` one `blitRow` per row
    /// that has coverage, top to bottom; rows of `clip` outside the path are never mentioned.
    ///
    /// Spans are sorted by x, do not overlap, lie inside `clip`, have coverage 1...255 and
    /// adjacent pixels of equal coverage are merged. Throws, before calling the sink at all,
    /// when a coordinate is not finite or the path has more than `maxSegments` segments.
    /// `clip` must lie within ±2^30 (spans address pixels with Int32); that is a precondition.
    ///
    /// A fill whose inputs repeat one of the last few (after a first repeat) hands `sink` the
    /// rows recorded then, without rasterizing again (see SpanMemo).
    public func fill<S: SpanSink>(_ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                                  clip: IntRect, into sink: inout S) throws(RasterError) {
        // Rectangles have their own cheap route (Rasterizer+Rectangle): not worth a key.
        let memoKey = usesSpanMemo && !(usesRectangleRows && path.hasRectangleShape)
            ? SpanMemo.Key(path: path, transform: transform, rule: rule, clip: clip, tolerance: tolerance, maxSegments: maxSegments)
            : nil
        var recording: SpanMemo.Entry?
        if let key = memoKey {
            let hash = key.hashValue
            // The same inputs passed the checks and gave these rows before: give them again.
            if let entry = memo.entry(for: key, hash: hash) {
                lastCellCount = entry.cellCount
                entry.replay(into: &sink)
                return
            }
            recording = memo.miss(key, hash: hash)
        }
        let local = try check(path, transform: transform, clip: clip)
        guard !clip.isEmpty else { lastCellCount = 0; return }
        if usesRectangleRows, fillRectangle(path, local: local, rule: rule, clip: clip, into: &sink) { return }
        guard deposit(path, local: local, clip: clip) else { return }
        if let recording {
            emitSpans(rule: rule, clip: clip, into: &sink, recording: recording)
            memo.store(recording)
        } else {
            emitSpans(rule: rule, clip: clip, into: &sink, recording: nil)
        }
    }

    /// Phase 3: the deposited cells' spans, row by row, into `sink` (and into `recording`'s
    /// rows when given).
    private func emitSpans<S: SpanSink>(rule: FillRule, clip: IntRect, into sink: inout S, recording: SpanMemo.Entry?) {
        // Work on locals: class properties inside the loop would pay exclusivity checks.
        let acc = accumulator
        var spans: [CoverageSpan] = []
        swap(&spans, &self.spans)
        defer { swap(&spans, &self.spans) }
        // A row's runs cover disjoint pixels of the clip, so a row never has more spans than
        // the clip is wide: one buffer of that size, written through a pointer, spares every
        // row the array's uniqueness and capacity checks (a fixed cost per row of every fill).
        if spans.count < clip.width {
            spans = [CoverageSpan](repeating: CoverageSpan(x: 0, length: 0, coverage: 0), count: clip.width)
        }
        spans.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            for row in acc.minRow...acc.maxRow {
                let count = acc.spans(row: row, rule: rule, clipX: clip.x, into: out)
                if count > 0 {
                    let rowSpans = UnsafeBufferPointer(start: out, count: count)
                    if let recording {
                        recording.rows.append((y: clip.y + row, start: recording.spans.count, count: count))
                        recording.spans.append(contentsOf: rowSpans)
                    }
                    sink.blitRow(y: clip.y + row, spans: rowSpans)
                }
            }
        }
        recording?.cellCount = acc.cellCount
    }

    /// `UInt8((min(coverage, 1) * 255).rounded())` for a coverage > 0, the rounding every span
    /// gets (cell_accumulator.c's, without the libm call `rounded()` makes on baseline x86-64).
    static func quantize(_ coverage: Double) -> UInt8 { rt_cells_quantize(coverage) }

    /// The exact (unquantised) coverage of every pixel of `clip`, row-major, 0...1: the same
    /// computation as `fill` before rounding, for tests and for callers that want floats.
    public func coverage(of path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                         clip: IntRect) throws(RasterError) -> [Float] {
        var out = [Float](repeating: 0, count: clip.width * clip.height)
        let local = try check(path, transform: transform, clip: clip)
        guard !clip.isEmpty else { lastCellCount = 0; return out }
        guard deposit(path, local: local, clip: clip) else { return out }
        let acc = accumulator
        let w = clip.width
        out.withUnsafeMutableBufferPointer { buf in
            for row in acc.minRow...acc.maxRow {
                acc.forEachRun(row: row, rule: rule) { x0, x1, coverage in
                    let value = Float(coverage)
                    for x in x0..<x1 { buf[row * w + x] = value }
                }
            }
        }
        return out
    }

    /// Phase 1: checks the path (nothing is deposited before it has passed); returns the
    /// transform into clip-relative coordinates.
    private func check(_ path: Path, transform: Transform2D, clip: IntRect) throws(RasterError) -> Transform2D {
        precondition(clip.x >= Int(Int32.min) / 2 && clip.maxX <= Int(Int32.max) / 2
                     && clip.y >= Int(Int32.min) / 2 && clip.maxY <= Int(Int32.max) / 2,
                     "clip \(clip) outside the Int32 range spans can address")
        guard transform.isFinite else { throw .nonFiniteCoordinate(elementIndex: nil, kind: nil) }
        // Device coordinates relative to the clip origin keep the cell math small and precise.
        let local = transform.concatenating(Transform2D(translationX: -Double(clip.x), y: -Double(clip.y)))
        for (i, e) in path.elements.enumerated() {
            for p in e.points {
                let q = local.apply(to: p)
                // Phrased so that NaN fails it too.
                if !(abs(q.x) <= Self.maxCoordinate && abs(q.y) <= Self.maxCoordinate) {
                    throw .nonFiniteCoordinate(elementIndex: i, kind: e.kind)
                }
            }
        }
        let cull = Rect(x: 0, y: 0, width: Double(clip.width), height: Double(clip.height))
        guard path.flattenedSegmentCount(transform: local, tolerance: tolerance, cull: cull) <= maxSegments else {
            throw .tooManySegments(limit: maxSegments)
        }
        return local
    }

    /// Phase 2: deposits the checked path (in clip-relative coordinates, `local`) into the
    /// accumulator and sorts the cells. Returns false when there is nothing to emit.
    private func deposit(_ path: Path, local: Transform2D, clip: IntRect) -> Bool {
        lastCellCount = 0
        let cull = Rect(x: 0, y: 0, width: Double(clip.width), height: Double(clip.height))
        let acc = accumulator
        acc.reset(width: clip.width, height: clip.height)
        path.forEachFlattenedSegment(transform: local, tolerance: tolerance, cull: cull) { a, b in
            acc.addLine(a.x, a.y, b.x, b.y)
        }
        lastCellCount = acc.cellCount
        guard acc.cellCount > 0 else { return false }
        acc.sortCells()
        return true
    }
}

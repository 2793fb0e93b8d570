// libFuzzer target: paths built from the input bytes through Rasterizer.fill and
// Rasterizer.coverage. The bytes choose a clip rectangle (small, so each run is cheap, at
// offsets up to the ±2^29 the precondition allows), a fill rule, a transform (identity,
// scaled, rotated, degenerate or non-finite), a segment ceiling, and elements whose points are
// ordinary, on pixel edges, huge, tiny, NaN or infinite; one op repeats a zig-zag thousands of
// times (many segments, self-intersecting). The contract checked, trapping on violation:
//   - fill and coverage agree on whether the path is refused; a refused path reaches no sink;
//   - rows arrive top to bottom, inside the clip, each at most once;
//   - spans are inside the clip, length >= 1, coverage 1...255, sorted and non-overlapping;
//   - every coverage value is finite and in 0...1, and each span's coverage is that value
//     quantised the documented way.
import FuzzSupport
import Raster

/// Records what the rasterizer hands over and checks each row as it arrives.
struct CheckingSink: SpanSink {
    let clip: IntRect
    var lastRow = Int.min
    /// Quantised coverage per pixel of the clip, 0 where no span covers it.
    var quantised: [UInt8]

    init(clip: IntRect) {
        self.clip = clip
        quantised = [UInt8](repeating: 0, count: clip.width * clip.height)
    }

    mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        fuzzCheck(y >= clip.y && y < clip.maxY, "row \(y) outside clip \(clip)")
        fuzzCheck(y > lastRow, "row \(y) after row \(lastRow)")
        fuzzCheck(!spans.isEmpty, "row \(y) handed over with no spans")
        lastRow = y
        var end = Int.min
        for span in spans {
            let x = Int(span.x), length = Int(span.length)
            fuzzCheck(length >= 1, "span \(span) in row \(y) is empty")
            fuzzCheck(span.coverage >= 1, "span \(span) in row \(y) has coverage 0")
            fuzzCheck(x >= clip.x && x + length <= clip.maxX, "span \(span) in row \(y) outside clip \(clip)")
            fuzzCheck(x >= end, "span \(span) in row \(y) overlaps or precedes the previous span (ended at \(end))")
            end = x + length
            let row = (y - clip.y) * clip.width
            for px in (x - clip.x)..<(x - clip.x + length) { quantised[row + px] = span.coverage }
        }
    }
}

/// Builds one path from the input; `op` 5 appends a long zig-zag across the clip.
func makePath(_ input: inout FuzzInput, clip: IntRect) -> Path {
    var path = Path()
    let scale = Double(max(clip.width, clip.height, 1))
    func point() -> Point {
        Point(x: input.coordinate(scale: scale), y: input.coordinate(scale: scale))
    }
    let count = input.int(in: 0...48)
    for _ in 0..<count {
        switch input.byte() % 6 {
        case 0: path.move(to: point())
        case 1: path.addLine(to: point())
        case 2: path.addQuadCurve(to: point(), control: point())
        case 3: path.addCurve(to: point(), control1: point(), control2: point())
        case 4: path.closeSubpath()
        default:
            let teeth = input.int(in: 1...5_000)
            let a = point(), b = point()
            path.move(to: a)
            for i in 0..<teeth { path.addLine(to: i % 2 == 0 ? b : Point(x: a.x + Double(i) * 0.01, y: a.y)) }
            path.closeSubpath()
        }
        if input.isExhausted { break }
    }
    return path
}

/// A transform chosen by the input: mostly identity or similarity, sometimes degenerate or non-finite.
func makeTransform(_ input: inout FuzzInput) -> Transform2D {
    switch input.byte() % 6 {
    case 0, 1: return .identity
    case 2: return Transform2D(scaleX: input.coordinate(scale: 8), y: input.coordinate(scale: 8))
    case 3: return Transform2D(rotationAngle: input.coordinate(scale: 7)).translatedBy(x: input.coordinate(), y: input.coordinate())
    case 4: return Transform2D(a: 0, b: 0, c: 0, d: 0, tx: input.coordinate(), ty: input.coordinate())
    default:
        return Transform2D(a: input.coordinate(), b: input.coordinate(), c: input.coordinate(),
                               d: input.coordinate(), tx: input.coordinate(), ty: input.coordinate())
    }
}

/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func rasterizerFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let offsets = [0, -1, 1, -64, 1 << 20, -(1 << 29), (1 << 29) - 300]
    let clip = IntRect(x: input.pick(offsets) + input.int(in: -32...32), y: input.pick(offsets) + input.int(in: -32...32),
                       width: input.int(in: 0...160), height: input.int(in: 0...160))
    let rule: FillRule = input.byte() % 2 == 0 ? .nonZero : .evenOdd
    let transform = makeTransform(&input)
    let rasterizer = Rasterizer()
    rasterizer.maxSegments = input.pick([Rasterizer.defaultMaxSegments, 1, 100, 5000])
    rasterizer.tolerance = input.pick([Path.defaultFlatteningTolerance, 0.25, 1e-3])
    let path = makePath(&input, clip: clip)

    var sink = CheckingSink(clip: clip)
    let fillError: RasterError?
    do {
        try rasterizer.fill(path, transform: transform, rule: rule, clip: clip, into: &sink)
        fillError = nil
    } catch {
        fillError = error
        fuzzCheck(sink.lastRow == Int.min, "fill threw \(error) after handing over rows")
    }
    let coverage: [Float]
    do {
        coverage = try rasterizer.coverage(of: path, transform: transform, rule: rule, clip: clip)
    } catch {
        fuzzCheck(fillError == error, "coverage threw \(error) but fill \(fillError.map { "threw \($0)" } ?? "did not")")
        return 0
    }
    fuzzCheck(fillError == nil, "fill threw \(fillError!) but coverage did not")
    fuzzCheck(coverage.count == clip.width * clip.height, "coverage has \(coverage.count) values for clip \(clip)")
    for (i, c) in coverage.enumerated() {
        fuzzCheck(c >= 0 && c <= 1, "coverage \(c) at pixel \(i % max(clip.width, 1)), \(i / max(clip.width, 1)) of \(clip)")
        let expected = UInt8((Double(c) * 255).rounded())
        // Float rounding of the reported value can move a value sitting on a half step by one.
        let got = sink.quantised[i]
        fuzzCheck(abs(Int(expected) - Int(got)) <= 1, "pixel \(i) has coverage \(c) but span coverage \(got)")
    }
    return 0
}

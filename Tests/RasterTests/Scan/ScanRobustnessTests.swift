import Testing
@testable import Raster
import TestSupport

/// Huge and broken input: precise at ±1e7, refused (with nothing deposited) when not finite
/// or absurdly long.
@Suite struct ScanRobustnessTests {
    @Test func hugeRectangleCoveringTheClipGivesFullRows() throws {
        var sink = CollectingSink()
        let clip = IntRect(x: -40, y: 10, width: 300, height: 20)
        try Rasterizer().fill(.rect(Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)), clip: clip, into: &sink)
        #expect(sink.rows.map(\.y) == Array(10..<30))
        for row in sink.rows { #expect(row.spans == [CoverageSpan(x: -40, length: 300, coverage: 255)]) }
    }

    @Test(arguments: [1e7, -1e7])
    func edgesNearTenMillionKeepTheirFraction(origin: Double) throws {
        let clip = IntRect(x: Int(origin), y: Int(origin), width: 8, height: 2)
        let shape = Path.rect(Rect(x: origin + 3.25, y: origin - 5e6, width: 2.5, height: 1e7))
        let c = try Rasterizer().coverage(of: shape, clip: clip)
        let expected: [Float] = [0, 0, 0, 0.75, 1, 0.75, 0, 0]
        for (a, b) in zip(c.prefix(8), expected) { expectApproximatelyEqual(a, b, within: 1e-6) }
    }

    /// Regression: slopes of nearly horizontal edges overflowed before interpolation went
    /// through fractions; these must neither trap nor produce NaN.
    @Test func extremeButFiniteGeometryStaysExact() throws {
        let clip = IntRect(x: 0, y: 0, width: 8, height: 4)
        let rasterizer = Rasterizer()
        let plane = try rasterizer.coverage(of: .rect(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), clip: clip)
        #expect(plane.allSatisfy { isApproximatelyEqual($0, 1, tolerance: 1e-9) })
        // A sliver whose long edges are almost horizontal: 1e-200 px tall, 1e6 px long.
        let sliver = ScanGeometry.polygonPath([Point(x: -5e5, y: 1.5), Point(x: 5e5, y: 1.5 + 1e-200), Point(x: 5e5, y: 2.5), Point(x: -5e5, y: 2.5)])
        let c = try rasterizer.coverage(of: sliver, clip: clip)
        #expect(c.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
        expectApproximatelyEqual(c[1 * 8 + 3], 0.5, within: 1e-6); expectApproximatelyEqual(c[2 * 8 + 3], 0.5, within: 1e-6)
        #expect(throws: RasterError.nonFiniteCoordinate(elementIndex: 1, kind: .line)) {
            _ = try rasterizer.coverage(of: ScanGeometry.polygonPath([Point(x: 0, y: 0), Point(x: 1e305, y: 0), Point(x: 0, y: 1)]), clip: clip)
        }
    }

    @Test func nanInThePathThrowsNamingTheElementAndDepositsNothing() {
        var path = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))
        path.addCurve(to: Point(x: 1, y: 1), control1: Point(x: .nan, y: 0), control2: Point(x: 1, y: 1))
        var sink = CollectingSink()
        #expect(throws: RasterError.nonFiniteCoordinate(elementIndex: 5, kind: .cubic)) {
            try Rasterizer().fill(path, clip: IntRect(x: 0, y: 0, width: 8, height: 8), into: &sink)
        }
        #expect(sink.rows.isEmpty)
        #expect(RasterError.nonFiniteCoordinate(elementIndex: 5, kind: .cubic).description.contains("element 5 (.cubic)"))
    }

    @Test(arguments: [Transform2D(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                      Transform2D(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0)])
    func nonFiniteTransformThrows(transform: Transform2D) {
        var sink = CollectingSink()
        #expect(throws: RasterError.nonFiniteCoordinate(elementIndex: nil, kind: nil)) {
            try Rasterizer().fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), transform: transform,
                                  clip: IntRect(x: 0, y: 0, width: 8, height: 8), into: &sink)
        }
        #expect(sink.rows.isEmpty)
    }

    @Test func finitePointThatOverflowsUnderTheTransformThrows() {
        let path = ScanGeometry.polygonPath([Point(x: 0, y: 0), Point(x: 1e300, y: 0), Point(x: 0, y: 1)])
        #expect(throws: RasterError.nonFiniteCoordinate(elementIndex: 1, kind: .line)) {
            _ = try Rasterizer().coverage(of: path, transform: Transform2D(scaleX: 1e10, y: 1), clip: IntRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    @Test func pathOverTheSegmentCeilingThrows() {
        // 70 visible curves, each capped at 65,536 segments: 4.6 million > 4,194,304.
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        for _ in 0..<70 { path.addCurve(to: Point(x: 0, y: 1), control1: Point(x: 1e15, y: 0), control2: Point(x: -1e15, y: 1)) }
        var sink = CountingSink()
        #expect(throws: RasterError.tooManySegments(limit: Rasterizer.defaultMaxSegments)) {
            try Rasterizer().fill(path, clip: IntRect(x: 0, y: 0, width: 8, height: 8), into: &sink)
        }
        #expect(sink.rows == 0)
    }

    @Test func segmentCeilingIsAdjustable() throws {
        let rasterizer = Rasterizer()
        rasterizer.maxSegments = 3
        let clip = IntRect(x: 0, y: 0, width: 8, height: 8)
        _ = try rasterizer.coverage(of: ScanGeometry.polygonPath([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 0, y: 5)]), clip: clip)
        #expect(throws: RasterError.tooManySegments(limit: 3)) {
            _ = try rasterizer.coverage(of: .rect(Rect(x: 0, y: 0, width: 5, height: 5)), clip: clip)
        }
    }

    @Test func emptyClipAndEmptyPathEmitNothing() throws {
        var sink = CountingSink()
        try Rasterizer().fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), clip: IntRect(x: 0, y: 0, width: 0, height: 5), into: &sink)
        try Rasterizer().fill(Path(), clip: IntRect(x: 0, y: 0, width: 5, height: 5), into: &sink)
        #expect(sink.rows == 0)
    }
}

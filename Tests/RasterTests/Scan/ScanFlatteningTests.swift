import Testing
@testable import Raster

/// Flattening stays within its tolerance of the true curve and closes subpaths for filling.
@Suite struct ScanFlatteningTests {
    static let cubics: [[Point]] = [
        [Point(x: 0, y: 0), Point(x: 30, y: 80), Point(x: 90, y: -40), Point(x: 120, y: 40)],      // S curve
        [Point(x: 0, y: 0), Point(x: 200, y: 200), Point(x: -100, y: 200), Point(x: 100, y: 0)],   // loop
        [Point(x: 2000, y: 0), Point(x: 2000, y: 1104.57), Point(x: 1104.57, y: 2000), Point(x: 0, y: 2000)], // big arc
        [Point(x: 0, y: 0), Point(x: 1, y: 0.3), Point(x: 2, y: -0.3), Point(x: 3, y: 0)],          // nearly flat
    ]

    @Test(arguments: cubics, [0.1, 0.01])
    func cubicPolylineStaysWithinTolerance(points: [Point], tolerance: Double) {
        var path = Path()
        path.move(to: points[0])
        path.addCurve(to: points[3], control1: points[1], control2: points[2])
        let polyline = path.flattened(tolerance: tolerance)[0]
        for i in 0...4000 {
            let t = Double(i) / 4000, u = 1 - t
            let b = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
            let p = Point(x: zip(b, points).map { $0 * $1.x }.reduce(0, +), y: zip(b, points).map { $0 * $1.y }.reduce(0, +))
            let d = zip(polyline, polyline.dropFirst()).map { ScanGeometry.distance(p, toSegment: $0, $1) }.min()!
            #expect(d <= tolerance * (1 + 1e-9), "t = \(t): \(d) px from the polyline")
        }
    }

    @Test func quadPolylineStaysWithinTolerance() {
        let p0 = Point(x: 0, y: 0), c = Point(x: 50, y: 120), p2 = Point(x: 100, y: 0)
        var path = Path()
        path.move(to: p0)
        path.addQuadCurve(to: p2, control: c)
        let polyline = path.flattened(tolerance: 0.1)[0]
        for i in 0...2000 {
            let t = Double(i) / 2000, u = 1 - t
            let p = Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p2.y)
            let d = zip(polyline, polyline.dropFirst()).map { ScanGeometry.distance(p, toSegment: $0, $1) }.min()!
            #expect(d <= 0.1 * (1 + 1e-9))
        }
    }

    @Test func toleranceAppliesInDeviceSpaceAfterTheTransform() {
        let small = Path.oval(in: Rect(x: 0, y: 0, width: 10, height: 10))
        let plain = small.flattened().first!.count
        let scaled = small.flattened(transform: Transform2D(scaleX: 100, y: 100)).first!.count
        #expect(scaled > plain * 2)
        // Scaled by the transform or drawn at that size: the same number of points.
        #expect(scaled == Path.oval(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).flattened().first!.count)
    }

    @Test("a quarter circle gets at least one segment per π/40 of turn, but never more than 4 × the distance count")
    func turningAngleBound() {
        let k = 0.5522847498
        func quarter(_ r: Double) -> Int {
            Path.segmentCount(cubic: Point(x: r, y: 0), Point(x: r, y: k * r), Point(x: k * r, y: r), Point(x: 0, y: r), tolerance: 0.1)
        }
        // Wang's count for a quarter of radius r is ⌈√(0.75 · 0.4597 r / 0.1)⌉: 6 at r = 10,
        // 9 at 22, 42 at 500; the turning bound asks for 20 (90° / 4.5°), wherever the arc is.
        #expect(quarter(10) == 20)
        #expect(quarter(22) == 20)
        let shifted = Path.segmentCount(cubic: Point(x: 173.3 + 22, y: 691.1), Point(x: 173.3 + 22, y: 691.1 + k * 22),
                                        Point(x: 173.3 + k * 22, y: 691.1 + 22), Point(x: 173.3, y: 691.1 + 22), tolerance: 0.1)
        #expect(shifted == 20)
        #expect(quarter(500) == 42)
        // r = 1: Wang gives 2, so the bound stops at 8.
        #expect(quarter(1) == 8)
        // A straight cubic does not turn: Wang's count alone.
        #expect(Path.segmentCount(cubic: Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0), tolerance: 0.1) == 1)
    }

    @Test func giantCurveSegmentCountIsCapped() {
        let n = Path.segmentCount(cubic: Point(x: 0, y: 0), Point(x: 1e15, y: 0), Point(x: -1e15, y: 1), Point(x: 0, y: 1), tolerance: 0.1)
        #expect(n == Path.maxSegmentsPerCurve)
        #expect(Path.segmentCount(quad: Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), tolerance: 0.1) == 1)
    }

    @Test func openSubpathsAreClosedForFilling() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0)); path.addLine(to: Point(x: 10, y: 0)); path.addLine(to: Point(x: 10, y: 10))
        path.move(to: Point(x: 20, y: 0)); path.addLine(to: Point(x: 30, y: 0)); path.addLine(to: Point(x: 30, y: 10))
        let polygons = path.flattened()
        #expect(polygons.count == 2)
        for p in polygons { #expect(p.first == p.last) }
    }
}

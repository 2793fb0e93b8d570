import Testing
@testable import Raster
import TestSupport

/// Polygons are rasterised exactly: each pixel's coverage is its overlap area with the shape.
@Suite struct ScanPolygonTests {
    /// Checks every pixel of `clip` against the analytic overlap of a convex polygon.
    static func expectExact(_ polygon: [Point], clip: IntRect, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let coverage = try Rasterizer().coverage(of: ScanGeometry.polygonPath(polygon), clip: clip)
        var worst = 0.0
        for y in 0..<clip.height {
            for x in 0..<clip.width {
                let exact = ScanGeometry.overlap(polygon, pixelX: clip.x + x, pixelY: clip.y + y)
                worst = max(worst, abs(Double(coverage[y * clip.width + x]) - exact))
            }
        }
        #expect(worst <= 1e-6, "worst pixel off by \(worst)", sourceLocation: sourceLocation)
    }

    @Test func fractionalRectangleCoversEachPixelByItsOverlap() throws {
        let r = Rect(x: 2.3, y: 1.75, width: 7.45, height: 5.125)
        try Self.expectExact(Rect(x: r.minX, y: r.minY, width: r.width, height: r.height).corners, clip: IntRect(x: 0, y: 0, width: 12, height: 9))
    }

    @Test(arguments: [
        [Point(x: 1.2, y: 0.4), Point(x: 17.9, y: 5.3), Point(x: 6.6, y: 11.7)],                          // triangle, shallow and steep edges
        [Point(x: 8, y: 0.5), Point(x: 15.5, y: 8), Point(x: 8, y: 15.5), Point(x: 0.5, y: 8)],          // square turned 45°
        [Point(x: 3, y: 2), Point(x: 3.01, y: 14), Point(x: 2.99, y: 14)].reversed(),                   // sliver, counter-clockwise
        [Point(x: -5, y: -3), Point(x: 25, y: 4.5), Point(x: 9, y: 30)],                                 // crosses every clip side
    ])
    func convexPolygonCoversEachPixelByItsOverlap(polygon: [Point]) throws {
        try Self.expectExact(polygon, clip: IntRect(x: 0, y: 0, width: 16, height: 16))
    }

    @Test func polygonOffsetClipUsesAbsolutePixelCoordinates() throws {
        try Self.expectExact([Point(x: 101.5, y: 52.25), Point(x: 120.3, y: 60), Point(x: 104, y: 71.9)],
                             clip: IntRect(x: 100, y: 50, width: 24, height: 24))
    }

    /// The pixel an edge at x = 10 + f crosses is covered 1 − f.
    @Test(arguments: [0.0, 0.25, 0.5, 0.75])
    func halfPlaneEdgePixelIsCoveredOneMinusF(f: Double) throws {
        let plane = Path.rect(Rect(x: 10 + f, y: -1000, width: 5000, height: 3000))
        let clip = IntRect(x: 0, y: 0, width: 20, height: 4)
        let c = try Rasterizer().coverage(of: plane, clip: clip)
        for y in 0..<4 {
            expectApproximatelyEqual(Double(c[y * 20 + 10]), (1 - f), within: 1e-9)
            #expect(c[y * 20 + 9] == 0)
            expectApproximatelyEqual(c[y * 20 + 11], 1, within: 1e-9)
        }
    }

    /// An edge from (10.2, 0) to (10.6, 1) leaves the trapezoid of width mean(0.8, 0.4) = 0.6
    /// of pixel (10, 0) inside.
    @Test func slantedEdgePixelMatchesTheTrapezoid() throws {
        let shape = ScanGeometry.polygonPath([Point(x: 10.2, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 1), Point(x: 10.6, y: 1)])
        let c = try Rasterizer().coverage(of: shape, clip: IntRect(x: 0, y: 0, width: 20, height: 1))
        expectApproximatelyEqual(Double(c[10]), 0.6, within: 1e-6)  // Float output
    }
}

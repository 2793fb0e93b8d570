import Testing
@testable import Raster
import TestSupport

/// Coverage sums of circles and ellipses equal their areas, whole and partly off the clip.
///
/// The analytic area is π·r² (π·rx·ry). Two errors separate it from what is rasterised: the
/// 4-cubic circle (kappa) bulges out by up to 2.7e-4·r, and flattening cuts corners by up to the
/// tolerance. The distance tolerance alone (0.1 px) would lose ~4·0.1/(3r) relative, more than
/// 1e-3 below r ≈ 130 px; the turning-angle bound in flattening keeps it under 1e-3 from 20 px
/// across up at the default tolerance. The other π·r² checks flatten at 1e-4 px (radii down to
/// 0.5 px); a separate check at the default tolerance holds the rasterizer to the exact area of
/// the polygon it was actually given.
@Suite struct ScanCircleAreaTests {
    static let radii: [Double] = [0.5, 1, 3, 10, 100, 2000]

    static func sum(_ c: [Float]) -> Double { c.reduce(0.0) { $0 + Double($1) } }

    static func fine() -> Rasterizer {
        let r = Rasterizer()
        r.tolerance = 1e-4
        return r
    }

    @Test(arguments: radii)
    func circleCoverageSumsToPiRSquared(radius r: Double) throws {
        let side = Int((2 * r).rounded(.up)) + 4
        let c = Double(side) / 2 + 0.3
        let circle = Path.oval(in: Rect(x: c - r, y: c - r, width: 2 * r, height: 2 * r))
        let total = Self.sum(try Self.fine().coverage(of: circle, clip: IntRect(x: 0, y: 0, width: side, height: side)))
        let exact = Double.pi * r * r
        expectApproximatelyEqual(total, exact, relativeTolerance: 1e-3, "r = \(r)")
    }

    @Test("at the default tolerance a filled circle's area is within 0.1 % of πr² from 20 px across up",
          arguments: [20.0, 25, 30, 44, 60, 88, 132, 200, 300, 1000, 4000])
    func circleAreaAtDefaultTolerance(diameter: Double) throws {
        let r = diameter / 2
        let side = Int(diameter.rounded(.up)) + 4
        let c = Double(side) / 2 + 0.3
        let oval = Path.oval(in: Rect(x: c - r, y: c - r, width: diameter, height: diameter))
        let arc = Path.arc(center: Point(x: c, y: c), radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let exact = Double.pi * r * r
        for (name, circle) in [("oval", oval), ("arc", arc)] {
            let total = Self.sum(try Rasterizer().coverage(of: circle, clip: IntRect(x: 0, y: 0, width: side, height: side)))
            expectApproximatelyEqual(total, exact, relativeTolerance: 1e-3, "\(name) \(diameter) px across")
        }
    }

    @Test(arguments: radii)
    func circleCoverageEqualsItsFlattenedPolygonAtDefaultTolerance(radius r: Double) throws {
        let side = Int((2 * r).rounded(.up)) + 4
        let c = Double(side) / 2 + 0.3
        let circle = Path.oval(in: Rect(x: c - r, y: c - r, width: 2 * r, height: 2 * r))
        let total = Self.sum(try Rasterizer().coverage(of: circle, clip: IntRect(x: 0, y: 0, width: side, height: side)))
        let polygonArea = abs(ScanGeometry.shoelace(circle.flattened()[0]))
        expectApproximatelyEqual(total, polygonArea, relativeTolerance: 1e-6)
    }

    /// A circle centred on the clip's left edge shows exactly half of itself; on its top-left
    /// corner, a quarter.
    @Test(arguments: radii)
    func circlesPartlyOffTheClipCoverTheirVisiblePart(radius r: Double) throws {
        let circle = Path.oval(in: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let side = Int(r.rounded(.up)) + 2
        let rasterizer = Self.fine()
        let half = Self.sum(try rasterizer.coverage(of: circle, clip: IntRect(x: 0, y: -side, width: side, height: 2 * side)))
        let quarter = Self.sum(try rasterizer.coverage(of: circle, clip: IntRect(x: 0, y: 0, width: side, height: side)))
        let area = Double.pi * r * r
        expectApproximatelyEqual(half, area / 2, relativeTolerance: 1e-3, "half")
        expectApproximatelyEqual(quarter, area / 4, relativeTolerance: 1e-3, "quarter")
    }

    @Test(arguments: [(3.0, 1.0), (10, 4), (100, 37.5), (2000, 700)])
    func ellipseCoverageSumsToPiRxRy(rx: Double, ry: Double) throws {
        let oval = Path.oval(in: Rect(x: 2.25, y: 2.75, width: 2 * rx, height: 2 * ry))
        let clip = IntRect(x: 0, y: 0, width: Int(2 * rx) + 6, height: Int(2 * ry) + 6)
        let total = Self.sum(try Self.fine().coverage(of: oval, clip: clip))
        let exact = Double.pi * rx * ry
        expectApproximatelyEqual(total, exact, relativeTolerance: 1e-3, "\(rx) x \(ry)")
        // The 4-cubic ellipse's own exact area, for the record: within 1e-3 of π·rx·ry too.
        expectApproximatelyEqual(ScanGeometry.enclosedArea(oval), exact, relativeTolerance: 1e-3)
    }
}

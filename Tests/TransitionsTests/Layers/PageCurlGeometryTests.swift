import TestSupport
import Foundation
import Raster
import Testing
@testable import Transitions

@Suite("Curl: cylinder map, axis and geometry")
struct PageCurlGeometryTests {
    static let radii: [Double] = [30, 36, 40]
    /// Distances as fractions of a half turn: flat, rising, near the quarter, falling, on top.
    static let fractions: [Double] = [-0.5, 0, 0.1, 0.3, 0.49, 0.51, 0.8, 0.999, 1, 1.5, 4]

    @Test("wrapping a page distance and unwrapping its offset gives the distance back", arguments: radii, fractions)
    func wrapThenUnwrapRoundTrips(radius: Double, fraction: Double) throws {
        let c = try #require(CurlCylinder(radius: radius))
        let d = fraction * .pi * radius
        let (s, z) = c.wrap(d)
        // Independent forward map, straight from TRANSITIONS.md's formulas.
        let expected: (Double, Double) = d <= 0 ? (d, 0) : d <= .pi * radius
            ? (radius * sin(d / radius), radius * (1 - cos(d / radius))) : (-(d - .pi * radius), 2 * radius)
        expectApproximatelyEqual(s, expected.0, within: 1e-9); expectApproximatelyEqual(z, expected.1, within: 1e-9)
        let candidates = c.unwrap(s)
        #expect(candidates.contains { isApproximatelyEqual($0, d, tolerance: 1e-6) }, "d = \(d) not among \(candidates) for s = \(s)")
    }

    @Test("every unwrapped distance maps back to the offset, highest first", arguments: radii, [-80.0, -1, 0, 5, 20, 35.9])
    func unwrapIsInverseAndOrdered(radius: Double, s: Double) throws {
        let c = try #require(CurlCylinder(radius: radius))
        let ds = c.unwrap(s)
        guard s <= radius else { #expect(ds.isEmpty); return }
        #expect(ds.count == 2)
        for d in ds { expectApproximatelyEqual(c.wrap(d).offset, s, within: 1e-9) }
        #expect(c.wrap(ds[0]).height >= c.wrap(ds[1]).height)
        #expect(!c.showsFront(ds[0]) && c.showsFront(ds[1]), "the upper layer shows the back, the lower the front")
    }

    @Test("nothing shows past the cylinder's outer side")
    func nothingBeyondRadius() throws {
        #expect(try #require(CurlCylinder(radius: 36)).unwrap(36.001).isEmpty)
    }

    @Test("invalid cylinders and geometries are refused", arguments: [
        (0.0, 0.1, 0.45), (-3, 0.1, 0.45), (.nan, 0.1, 0.45), (36, 1.2, 0.45), (36, .infinity, 0.45), (36, 0.1, 2.5), (36, 0.1, -0.1),
    ])
    func invalidGeometryIsNil(radius: Double, angle: Double, stop: Double) {
        #expect(PageCurlGeometry(page: Rect(x: 0, y: 0, width: 390, height: 844), radius: radius, angle: angle, restingFraction: stop) == nil)
    }

    @Test("at progress 0 the whole page is on the flat side; at 1 the axis crosses the centre line 45 % up", arguments: [-0.3, 0.0, 0.17])
    func axisTravel(angle: Double) throws {
        let page = Rect(x: 0, y: 0, width: 390, height: 844)
        let g = try #require(PageCurlGeometry(page: page, radius: 36, angle: angle, restingFraction: 0.45))
        let start = g.axis(progress: 0)
        let corners = [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844), Point(x: 390, y: 844)]
        let maxDistance = corners.map { ($0.x - start.origin.x) * sin(angle) + ($0.y - start.origin.y) * cos(angle) }.max()!
        expectApproximatelyEqual(maxDistance, 0, within: 1e-9)
        let rest = g.axis(progress: 1)
        // Where the resting axis crosses x = 195, from its origin along its direction.
        let t = (195 - rest.origin.x) / rest.direction.x
        expectApproximatelyEqual(rest.origin.y + t * rest.direction.y, 844 * 0.55, within: 1e-9)
    }

    @Test("the page chord along the normal contains exactly the distances of page points (seeded)")
    func chordMatchesContainment() throws {
        let page = Rect(x: 10, y: 20, width: 300, height: 500)
        let axis = CurlAxis(origin: Point(x: 160, y: 400), angle: 0.2)
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let p = Point(x: rng.double(in: -50...400), y: rng.double(in: -50...600))
            let (d, along) = axis.coordinates(of: p)
            let inside = p.x >= page.minX && p.x <= page.maxX && p.y >= page.minY && p.y <= page.maxY
            let chord = axis.chord(of: page, along: along)
            let onChord = chord.map { $0.contains(d) } ?? false
            let onEdge = min(abs(p.x - page.minX), abs(p.x - page.maxX), abs(p.y - page.minY), abs(p.y - page.maxY)) < 1e-9
            if !onEdge { #expect(onChord == inside, "\(p): chord \(String(describing: chord)), d \(d)") }
            let back = axis.point(distance: d, along: along)
            #expect(back.distance(to: p) < 1e-9)
        }
    }
}

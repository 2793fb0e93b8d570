import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the curl is at each moment of a partial curl: the cylinder and the axis position
/// as a function of progress (0 = the page lies flat, 1 = the resting partial curl).
///
/// The axis keeps its tilt and slides along its normal: at progress 0 it passes just below
/// the page's lowest corner (nothing is lifted, the page is exactly the from-screen); at
/// progress 1 it crosses the page's vertical centre line `restingFraction` of the height up
/// from the bottom edge, so the page above it stays down and the lower part of the screen is
/// uncovered. The axis moves linearly with progress; easing comes from the timing curve.
public struct PageCurlGeometry: Hashable, Sendable {
    /// The page (points), the rectangle of the snapshot that curls.
    public let page: Rect
    public let cylinder: CurlCylinder
    /// Tilt of the axis in radians (positive: the right end is higher).
    public let angle: Double
    /// How far up from the bottom edge the axis rests (where it crosses the page's vertical
    /// centre line), as a fraction of the page height.
    public let restingFraction: Double

    /// The resting fractions a geometry accepts: up to twice the height, so that a curl resting
    /// near the top with a tilted axis (whose centre then lies above the page) still has one.
    public static let restingFractions = 0.0...2.0

    /// nil unless the page is non-empty and finite, the radius positive, the tilt within
    /// +-45 degrees (an axis steeper than that would no longer curl "from the bottom") and
    /// the resting fraction within `restingFractions`.
    public init?(page: Rect, radius: Double, angle: Double, restingFraction: Double) {
        guard page.isFinite, !page.isEmpty, let c = CurlCylinder(radius: radius), angle.isFinite, abs(angle) <= .pi / 4,
              restingFraction.isFinite, Self.restingFractions.contains(restingFraction) else { return nil }
        self.page = page
        cylinder = c
        self.angle = angle
        self.restingFraction = restingFraction
    }

    /// The resting fraction that uncovers `revealedHeight` points of the page from its bottom
    /// edge: the cylinder's outer side (the axis moved one radius along its normal, past which
    /// nothing of the page shows) then passes `revealedHeight` above the bottom edge at its
    /// lowest point, the end of the tilted axis nearer the bottom, so nothing below that height
    /// is covered anywhere across the page. Clamped to `restingFractions`.
    public static func restingFraction(page: Rect, radius: Double, angle: Double, revealedHeight: Double) -> Double {
        // The outer side at the lower page edge lies r / cos(a) + (W / 2)|tan a| below the point
        // where the axis crosses the centre line.
        let boundary = page.maxY - revealedHeight
        let axisAtCentre = boundary - radius / cos(angle) - page.width / 2 * abs(tan(angle))
        let f = (page.maxY - axisAtCentre) / page.height
        guard f.isFinite else { return restingFractions.lowerBound }
        return min(max(f, restingFractions.lowerBound), restingFractions.upperBound)
    }

    /// The axis at `progress` (clamped to 0...1).
    public func axis(progress: Double) -> CurlAxis {
        let p = min(max(progress, 0), 1)
        let x = page.midX
        // At rest: through (midX, maxY - f H). At the start: shifted along the normal until
        // the page's farthest corner is exactly on the axis (distance 0: still flat).
        let rest = CurlAxis(origin: Point(x: x, y: page.maxY - restingFraction * page.height), angle: angle)
        let travel = rest.farthestDistance(in: page)
        let origin = rest.origin + rest.normal * ((1 - p) * max(travel, 0))
        return CurlAxis(origin: origin, angle: angle)
    }
}

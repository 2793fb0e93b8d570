#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cylinder a curling page wraps around: the map from a page point's distance beyond the
/// curl axis to where it shows, and its inverse.
///
/// The model: a cylinder of radius r lies on the page, touching it
/// along the axis L. A page point at distance d >= 0 beyond L (on the free side) wraps onto
/// the cylinder: for d <= pi r it shows at offset s = r sin(d / r) from L, at height
/// z = r (1 - cos(d / r)); past half a turn it lies flat on top, running back over the page at
/// s = -(d - pi r), z = 2r. Points with d <= 0 stay flat (s = d, z = 0).
///
/// Seen from above, one offset s can show up to two page points: for 0 <= s <= r, one on the
/// rising quarter (d in [0, pi r / 2], front face up) and one on the falling quarter
/// (d in [pi r / 2, pi r], back face up, higher); for s <= 0, the flat page (d = s) and the
/// flap lying on top (d = pi r - s, back face up, higher). Inverse mapping picks, per output
/// pixel, the highest of these that exists on the page, which is exact and needs no mesh.
public struct CurlCylinder: Hashable, Sendable {
    /// The cylinder's radius in points.
    public let radius: Double

    /// nil unless `radius` is finite and positive.
    public init?(radius: Double) {
        guard radius.isFinite, radius > 0 else { return nil }
        self.radius = radius
    }

    /// Half a turn: the length of page the cylinder takes up (pi r).
    public var halfTurn: Double { .pi * radius }

    /// Where the page point at distance `d` beyond the axis shows: offset from the axis and
    /// height above the page (the forward map).
    public func wrap(_ d: Double) -> (offset: Double, height: Double) {
        if d <= 0 { return (d, 0) }
        if d >= halfTurn { return (halfTurn - d, 2 * radius) }
        let a = d / radius
        return (radius * sin(a), radius * (1 - cos(a)))
    }

    /// Which face of the page looks up at distance `d`: true for the front (flat part and
    /// rising quarter), false past the quarter turn where the page has turned over.
    public func showsFront(_ d: Double) -> Bool { d <= halfTurn / 2 }

    /// The page distances that show at offset `s`, highest first (the inverse map).
    ///
    /// For s > r nothing shows; for 0 <= s <= r the falling then the rising quarter; for
    /// s < 0 the flap on top, then the flat page. The caller drops those not on the page.
    public func unwrap(_ s: Double) -> [Double] {
        if s > radius { return [] }
        if s >= 0 {
            let a = asin(min(s / radius, 1)) * radius
            return [halfTurn - a, a]
        }
        return [halfTurn - s, s]
    }
}

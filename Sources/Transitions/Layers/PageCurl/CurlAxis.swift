import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line L the page curls about: a point on it, its direction, and the normal pointing to
/// the free side (the part of the page that lifts).
public struct CurlAxis: Hashable, Sendable {
    /// A point on the axis (points, page coordinates).
    public let origin: Point
    /// Unit direction along the axis.
    public let direction: Point
    /// Unit normal towards the free side (the direction direction rotated by -90 degrees in a
    /// y-down frame, so a nearly horizontal axis has its free side below).
    public let normal: Point
    /// 1 / normal.x and 1 / normal.y (infinite for a zero component): chords cost no division.
    private let inverseNormal: Point

    /// The axis through `origin` tilted by `angle` radians from horizontal; a positive angle
    /// raises its right end, so the bottom-right corner of the page lifts first.
    public init(origin: Point, angle: Double) {
        self.origin = origin
        direction = Point(x: cos(angle), y: -sin(angle))
        normal = Point(x: sin(angle), y: cos(angle))
        inverseNormal = Point(x: 1 / normal.x, y: 1 / normal.y)
    }

    /// Signed distance of `p` beyond the axis (positive on the free side) and its coordinate
    /// along the axis.
    public func coordinates(of p: Point) -> (distance: Double, along: Double) {
        let dx = p.x - origin.x, dy = p.y - origin.y
        return (dx * normal.x + dy * normal.y, dx * direction.x + dy * direction.y)
    }

    /// The point at coordinate `along` on the axis and signed distance `distance` beyond it.
    public func point(distance: Double, along: Double) -> Point {
        Point(x: origin.x + along * direction.x + distance * normal.x,
              y: origin.y + along * direction.y + distance * normal.y)
    }

    /// The distances d for which the point (d, along) lies in `page`: the chord of the page
    /// along the normal through that coordinate, or nil when the line misses the page.
    @inline(__always) public func chord(of page: Rect, along: Double) -> ClosedRange<Double>? {
        let ox = origin.x + along * direction.x, oy = origin.y + along * direction.y
        guard let x = Self.slab(ox, normal.x, inverseNormal.x, page.minX, page.maxX),
              let y = Self.slab(oy, normal.y, inverseNormal.y, page.minY, page.maxY) else { return nil }
        let lo = max(x.lowerBound, y.lowerBound), hi = min(x.upperBound, y.upperBound)
        return lo <= hi ? lo...hi : nil
    }

    /// The t with p + t v inside [a, b] (all t, none, or an interval); `iv` is 1 / v.
    @inline(__always) private static func slab(_ p: Double, _ v: Double, _ iv: Double, _ a: Double, _ b: Double) -> ClosedRange<Double>? {
        if v == 0 { return p >= a && p <= b ? -Double.infinity...Double.infinity : nil }
        let t0 = (a - p) * iv, t1 = (b - p) * iv
        return min(t0, t1)...max(t0, t1)
    }

    /// The largest distance beyond the axis of any point of `page` (its farthest corner).
    public func farthestDistance(in page: Rect) -> Double {
        page.corners.map { coordinates(of: $0).distance }.max() ?? 0
    }
}

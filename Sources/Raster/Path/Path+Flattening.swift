// Flattening: curves become line segments before scan conversion.
//
// Each quad or cubic is cut into N equal parameter steps, with N from Wang's formula on the
// control polygon *after* the transform (device pixels):
//
//     N = ceil( sqrt( n(n-1)/8 · max|P[i+2] - 2·P[i+1] + P[i]| / tolerance ) )   (n = degree)
//
// which bounds the distance between the curve and the polyline through those points by
// `tolerance`. Compared with recursive flatness tests it is deterministic (the same curve
// always gives the same points), branch-free per point and needs no stack; it over-subdivides
// a little (a quarter circle of radius 100 px gets ~18 segments at 0.1 px).
//
// A distance bound alone loses area on small curves: every chord cuts off a sliver of about
// 2/3 · chord · sagitta, so at a fixed 0.1 px the relative area lost grows as the radius
// shrinks (a 44-pt circle at scale 2, 88 px across, lost 0.24 %; one 20 px across, 1.1 %). The
// relative loss of a chord spanning an arc of angle θ is θ²/6 whatever the radius, so each curve
// also gets at least (turning angle / `maxTurnPerSegment`) segments; at π/40 per segment a
// four-cubic circle is within 0.08 % of πr². The turning angle is the control polygon's (the
// sum of the angles between its legs), which bounds the curve's own for Béziers. That bound is
// capped at 4 × the distance count (what tolerance / 16 would give), so curves a few pixels
// across, whose whole area is a few pixels, do not pay 20 segments a quarter turn.
//
// Two guards keep giant curves cheap: the count is capped at `maxSegmentsPerCurve` (beyond
// ~10^8 px of curvature the tolerance is no longer met, which no visible curve reaches), and a
// curve whose control points all lie above, below, left or right of a cull rectangle is replaced
// by its chord. The chord is exact for filling there: outside the rows nothing is deposited;
// entirely left of the clip only the net vertical crossing per row matters, and that depends on
// the end points alone; entirely right nothing inside the clip can see it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turning curves into line segments for filling.
extension Path {
    /// The default maximum distance, in device pixels, between a curve and its polyline.
    public static let defaultFlatteningTolerance = 0.1

    /// The most line segments one quad or cubic is cut into, so a giant curve cannot explode.
    public static let maxSegmentsPerCurve = 1 << 16

    /// The most a curve turns within one of its flattened segments, in radians (see the file
    /// note: it keeps a filled circle's area within 0.1 % from 20 px across up).
    public static let maxTurnPerSegment = Double.pi / 40

    /// The number of segments a quadratic Bézier is cut into (1 ... `maxSegmentsPerCurve`): Wang's
    /// formula for `tolerance`, raised to the turning-angle bound of the file note.
    public static func segmentCount(quad p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
        let dx = p0.x - 2 * p1.x + p2.x, dy = p0.y - 2 * p1.y + p2.y
        let m = (dx * dx + dy * dy).squareRoot()
        let distance = (m / (4 * tolerance)).squareRoot()
        let turn = turningAngle(p1 - p0, p2 - p1, Point(x: 0, y: 0))
        return clampedCount(max(distance, min(turnCount(turn), 4 * distance.rounded(.up))))
    }

    /// The number of segments a cubic Bézier is cut into (1 ... `maxSegmentsPerCurve`): Wang's
    /// formula for `tolerance`, raised to the turning-angle bound of the file note.
    public static func segmentCount(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let m = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        let distance = (0.75 * m / tolerance).squareRoot()
        let turn = turningAngle(p1 - p0, p2 - p1, p3 - p2)
        return clampedCount(max(distance, min(turnCount(turn), 4 * distance.rounded(.up))))
    }

    /// Segments for a turn of `turn` radians. A quarter circle turns exactly 20 steps, and the
    /// rounding of its control points (the same arc built at another origin or through another
    /// transform) puts the quotient a hair either side of 20; the allowance below keeps it 20
    /// so identical shapes flatten identically wherever they are drawn.
    private static func turnCount(_ turn: Double) -> Double {
        max(0, turn / maxTurnPerSegment - 1e-6)
    }

    /// The total angle between consecutive legs of a control polygon (zero-length legs skipped).
    private static func turningAngle(_ a: Point, _ b: Point, _ c: Point) -> Double {
        func angle(_ p: Point, _ q: Point) -> Double { abs(atan2(p.x * q.y - p.y * q.x, p.x * q.x + p.y * q.y)) }
        func isLeg(_ p: Point) -> Bool { p.x != 0 || p.y != 0 }
        switch (isLeg(a), isLeg(b), isLeg(c)) {
        case (true, true, true): return angle(a, b) + angle(b, c)
        case (true, true, false): return angle(a, b)
        case (true, false, true): return angle(a, c)
        case (false, true, true): return angle(b, c)
        default: return 0
        }
    }

    private static func clampedCount(_ n: Double) -> Int {
        // `!(n < cap)` also catches NaN, which only non-finite input can produce.
        guard n < Double(maxSegmentsPerCurve) else { return maxSegmentsPerCurve }
        return max(1, Int(n.rounded(.up)))
    }

    /// The subpaths as polygons in device space (after `transform`), each implicitly closed:
    /// the last point equals the first. Subpaths with fewer than two points are dropped.
    ///
    /// An element before the first `move` starts from the origin, as in the rest of `Path`.
    public func flattened(transform: Transform2D = .identity,
                          tolerance: Double = Path.defaultFlatteningTolerance) -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        forEachFlattenedSegment(transform: transform, tolerance: tolerance, cull: nil) { a, b in
            if let last = current.last, last == a, !(current.count > 2 && last == current[0]) {
                current.append(b)
            } else {
                if current.count >= 2 { polygons.append(current) }
                current = [a, b]
            }
        }
        if current.count >= 2 { polygons.append(current) }
        return polygons
    }

    /// The number of segments `forEachFlattenedSegment` would produce, without producing them.
    func flattenedSegmentCount(transform: Transform2D, tolerance: Double, cull: Rect?) -> Int {
        var count = 0
        walkFilled(transform: transform, cull: cull,
                   line: { _, _ in count += 1 },
                   quad: { p0, p1, p2 in count += Self.segmentCount(quad: p0, p1, p2, tolerance: tolerance) },
                   cubic: { p0, p1, p2, p3 in count += Self.segmentCount(cubic: p0, p1, p2, p3, tolerance: tolerance) })
        return count
    }

    /// Calls `body` with every line segment of the filled outline in device space: lines as they
    /// are, curves flattened within `tolerance`, each subpath closed back to its start. Curves
    /// whose control points lie wholly outside `cull` (above, below, left or right) arrive as
    /// their chord, which fills identically there (see the note at the top of this file).
    func forEachFlattenedSegment<E: Error>(transform: Transform2D, tolerance: Double, cull: Rect?,
                                           _ body: (Point, Point) throws(E) -> Void) throws(E) {
        try walkFilled(
            transform: transform, cull: cull,
            line: body,
            quad: { (p0, p1, p2) throws(E) in
                var prev = p0
                try Self.forEachPoint(quad: p0, p1, p2, tolerance: tolerance) { (p) throws(E) in try body(prev, p); prev = p }
            },
            cubic: { (p0, p1, p2, p3) throws(E) in
                var prev = p0
                try Self.forEachPoint(cubic: p0, p1, p2, p3, tolerance: tolerance) { (p) throws(E) in try body(prev, p); prev = p }
            })
    }

    /// The points after `p0` of a flattened quadratic, ending exactly at `p2`.
    static func forEachPoint<E: Error>(quad p0: Point, _ p1: Point, _ p2: Point, tolerance: Double,
                                       _ body: (Point) throws(E) -> Void) throws(E) {
        let n = segmentCount(quad: p0, p1, p2, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            try body(Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                           y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
        }
        try body(p2)
    }

    /// The points after `p0` of a flattened cubic, ending exactly at `p3`.
    static func forEachPoint<E: Error>(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                                       _ body: (Point) throws(E) -> Void) throws(E) {
        let n = segmentCount(cubic: p0, p1, p2, p3, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
            try body(Point(x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
                           y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y))
        }
        try body(p3)
    }

    /// The subpaths as open polylines (for stroking): each with whether it was closed. Unlike
    /// `flattened`, an open subpath is not joined back to its start.
    public func polylines(tolerance: Double = Path.defaultFlatteningTolerance) -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        var start = Point.zero
        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && !closed) { result.append((current, closed)) }
            current = []
        }
        for e in elements {
            let pen = current.last ?? start
            switch e {
            case .move(let p): finish(closed: false); start = p; current = [p]
            case .line(let p): if current.isEmpty { current = [pen] }; current.append(p)
            case .quad(let c, let p):
                if current.isEmpty { current = [pen] }
                Self.forEachPoint(quad: pen, c, p, tolerance: tolerance) { current.append($0) }
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [pen] }
                Self.forEachPoint(cubic: pen, c1, c2, p, tolerance: tolerance) { current.append($0) }
            case .close:
                if current.count > 1, current.last != start { current.append(start) }
                finish(closed: true); current = []
            }
        }
        finish(closed: false)
        return result
    }

    /// Walks the elements in device space, closing every subpath, and hands each line, quad or
    /// cubic (with its start point) to the matching closure; culled curves go to `line`.
    private func walkFilled<E: Error>(transform t: Transform2D, cull: Rect?,
                                      line: (Point, Point) throws(E) -> Void,
                                      quad: (Point, Point, Point) throws(E) -> Void,
                                      cubic: (Point, Point, Point, Point) throws(E) -> Void) throws(E) {
        var start = t.apply(to: Point.zero), pen = start
        func outside(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            guard let r = cull else { return false }
            return max(a.y, b.y, c.y, d.y) <= r.minY || min(a.y, b.y, c.y, d.y) >= r.maxY
                || max(a.x, b.x, c.x, d.x) <= r.minX || min(a.x, b.x, c.x, d.x) >= r.maxX
        }
        for e in elements {
            switch e {
            case .move(let p):
                if pen != start { try line(pen, start) }
                start = t.apply(to: p); pen = start
            case .line(let p):
                let q = t.apply(to: p)
                try line(pen, q); pen = q
            case .quad(let c, let p):
                let c1 = t.apply(to: c), q = t.apply(to: p)
                if outside(pen, c1, q, q) { try line(pen, q) } else { try quad(pen, c1, q) }
                pen = q
            case .cubic(let c1, let c2, let p):
                let d1 = t.apply(to: c1), d2 = t.apply(to: c2), q = t.apply(to: p)
                if outside(pen, d1, d2, q) { try line(pen, q) } else { try cubic(pen, d1, d2, q) }
                pen = q
            case .close:
                if pen != start { try line(pen, start) }
                pen = start
            }
        }
        if pen != start { try line(pen, start) }
    }
}

/// Turns a path's stroke into an outline to fill (non-zero): CAShapeLayer's lineWidth, caps
/// and joins.
///
/// The outline is a union of simple pieces, each wound the same way so non-zero filling merges
/// them: a quadrilateral per flattened segment, a disc (round), wedge (miter, limited to 10 as
/// CAShapeLayer's default miterLimit) or triangle (bevel) per join, and a cap per open end.
/// Simple and exact in area away from overlaps; where pieces overlap, edge coverage may add up
/// to slightly more than the true value (clamped), an accepted trade for a tiny stroker.
public enum Stroker {
    /// `miterLimit` is the longest miter (as a multiple of the width) before a join is bevelled.
    public static func outline(of path: Path, width: Double, cap: LineCap, join: LineJoin, miterLimit: Double = 10,
                               tolerance: Double = 0.05) -> Path {
        let half = width / 2
        var out = Path()
        for (points, closed) in path.polylines(tolerance: tolerance) where points.count > 1 || cap != .butt {
            var pts = points
            if closed, pts.count > 1, pts.first! == pts.last! { pts.removeLast() }
            let n = pts.count
            let segmentCount = closed ? n : n - 1
            for i in 0..<segmentCount {
                let a = pts[i], b = pts[(i + 1) % n]
                let d = b - a
                let len = (d.x * d.x + d.y * d.y).squareRoot()
                guard len > 0 else { continue }
                let nx = -d.y / len * half, ny = d.x / len * half
                addPolygon(&out, [Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny), Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)])
            }
            let joins = closed ? Array(0..<n) : Array(1..<max(1, n - 1))
            for i in joins {
                let p = pts[i], prev = pts[(i - 1 + n) % n], next = pts[(i + 1) % n]
                switch join {
                case .round: addDisc(&out, p, half)
                case .bevel, .miter:
                    let d0 = unit(p - prev), d1 = unit(next - p)
                    guard let d0, let d1 else { continue }
                    let cross = d0.x * d1.y - d0.y * d1.x
                    let side = cross > 0 ? -1.0 : 1.0
                    let a = Point(x: p.x - d0.y * half * side, y: p.y + d0.x * half * side)
                    let b = Point(x: p.x - d1.y * half * side, y: p.y + d1.x * half * side)
                    let cosTheta = d0.x * d1.x + d0.y * d1.y
                    let miterLength = 1 / max(((1 + cosTheta) / 2).squareRoot(), 1e-9)
                    if join == .miter, miterLength <= miterLimit {
                        let m = unit(Point(x: (a.x + b.x) / 2 - p.x, y: (a.y + b.y) / 2 - p.y)) ?? Point.zero
                        let tip = Point(x: p.x + m.x * half * miterLength, y: p.y + m.y * half * miterLength)
                        addPolygon(&out, [p, a, tip, b])
                    } else {
                        addPolygon(&out, [p, a, b])
                    }
                }
            }
            if !closed {
                for (end, inner) in [(pts[0], pts.count > 1 ? pts[1] : pts[0]), (pts[n - 1], n > 1 ? pts[n - 2] : pts[n - 1])] {
                    switch cap {
                    case .butt: break
                    case .round: addDisc(&out, end, half)
                    case .square:
                        let d = unit(end - inner) ?? Point(x: 1, y: 0)
                        let nx = -d.y * half, ny = d.x * half
                        let f = Point(x: end.x + d.x * half, y: end.y + d.y * half)
                        addPolygon(&out, [Point(x: end.x + nx, y: end.y + ny), Point(x: f.x + nx, y: f.y + ny), Point(x: f.x - nx, y: f.y - ny), Point(x: end.x - nx, y: end.y - ny)])
                    }
                }
            }
        }
        return out
    }

    private static func unit(_ p: Point) -> Point? {
        let l = (p.x * p.x + p.y * p.y).squareRoot()
        return l > 0 ? Point(x: p.x / l, y: p.y / l) : nil
    }

    /// Appends a polygon wound clockwise (positive signed area on a y-down screen).
    private static func addPolygon(_ out: inout Path, _ pts: [Point]) {
        var area = 0.0
        for i in 0..<pts.count { let a = pts[i], b = pts[(i + 1) % pts.count]; area += a.x * b.y - b.x * a.y }
        let ordered = area < 0 ? Array(pts.reversed()) : pts
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
    }

    private static func addDisc(_ out: inout Path, _ c: Point, _ r: Double) {
        out.addPath(.oval(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)))
    }
}

/// How open stroke ends are drawn (CAShapeLayerLineCap).
public enum LineCap: String, Sendable { case butt, round, square }
/// How stroke corners are drawn (CAShapeLayerLineJoin).
public enum LineJoin: String, Sendable { case miter, round, bevel }

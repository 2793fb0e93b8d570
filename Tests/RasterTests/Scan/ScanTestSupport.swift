import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A sink that keeps every row it is handed, for checking the span contract.
struct CollectingSink: SpanSink {
    var rows: [(y: Int, spans: [CoverageSpan])] = []
    mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) { rows.append((y, Array(spans))) }
}

/// A sink that only counts, as a compositor's cheapest possible consumer.
struct CountingSink: SpanSink {
    var rows = 0, spans = 0
    mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) { rows += 1; self.spans += spans.count }
}

enum ScanGeometry {
    /// The area of a convex polygon inside the unit pixel (px, py): Sutherland–Hodgman clipping
    /// against the pixel's four sides, then the shoelace formula.
    static func overlap(_ polygon: [Point], pixelX px: Int, pixelY py: Int) -> Double {
        var poly = polygon
        let x0 = Double(px), y0 = Double(py)
        let sides: [(Point) -> Double] = [{ $0.x - x0 }, { x0 + 1 - $0.x }, { $0.y - y0 }, { y0 + 1 - $0.y }]
        for inside in sides {
            var out: [Point] = []
            for (i, a) in poly.enumerated() {
                let b = poly[(i + 1) % poly.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) { out.append(a.interpolated(to: b, fraction: da / (da - db))) }
            }
            poly = out
            if poly.isEmpty { return 0 }
        }
        return abs(shoelace(poly))
    }

    /// The signed area of a polygon (positive when clockwise on a y-down screen).
    static func shoelace(_ p: [Point]) -> Double {
        var s = 0.0
        for (i, a) in p.enumerated() {
            let b = p[(i + 1) % p.count]
            s += a.x * b.y - b.x * a.y
        }
        return s / 2
    }

    static func polygonPath(_ points: [Point]) -> Path {
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
        return path
    }

    /// The exact area enclosed by a path of lines and cubics (Green's theorem; the integrand
    /// x·y' − y·x' of a cubic has degree 5, so 3-point Gauss–Legendre is exact).
    static func enclosedArea(_ path: Path) -> Double {
        let nodes = [(-0.7745966692414834, 5.0 / 9), (0.0, 8.0 / 9), (0.7745966692414834, 5.0 / 9)]
        var area = 0.0, start = Point.zero, pen = Point.zero
        func line(_ a: Point, _ b: Point) { area += (a.x * b.y - b.x * a.y) / 2 }
        func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
            for (n, wt) in nodes {
                let t = (n + 1) / 2, u = 1 - t
                let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
                let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
                let dx = 3 * (u * u * (p1.x - p0.x) + 2 * u * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
                let dy = 3 * (u * u * (p1.y - p0.y) + 2 * u * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
                area += wt / 2 * (x * dy - y * dx) / 2
            }
        }
        for e in path.elements {
            switch e {
            case .move(let p): line(pen, start); start = p; pen = p
            case .line(let p): line(pen, p); pen = p
            case .quad(let c, let p):
                let c1 = pen.interpolated(to: c, fraction: 2.0 / 3), c2 = p.interpolated(to: c, fraction: 2.0 / 3)
                cubic(pen, c1, c2, p); pen = p
            case .cubic(let c1, let c2, let p): cubic(pen, c1, c2, p); pen = p
            case .close: line(pen, start); pen = start
            }
        }
        line(pen, start)
        return area
    }

    /// The distance from `p` to the segment a–b.
    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        let t = len2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
        return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    /// A five-pointed star drawn in one stroke (every second vertex), so its centre pentagon
    /// has winding number 2.
    static func star(center c: Point, radius r: Double) -> Path {
        let pts = (0..<5).map { i -> Point in
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
        return polygonPath(pts)
    }
}

import Raster

/// How much of a canvas pixel the page covers where the curl shows page point P there: the
/// exact area of the pixel square on the page's side of each of its four edges.
///
/// The algorithm: near P, an edge is the zero line of g (the signed distance of P to it, in
/// page points, positive inside), and across the pixel g changes linearly with a gradient
/// (gx, gy) per canvas pixel. The pixel's g values then spread over g ± (|gx| + |gy|) / 2 with
/// the trapezoid density of the sum of two uniform variables, so the covered area is that
/// trapezoid's distribution function at g: the exact area a straight edge leaves of a square,
/// as Raster's accumulation rasterizer deposits it. The two edges of one axis (left and right,
/// top and bottom) are parallel, so their slab covers exactly F(g1) + F(g2) − 1; the two slabs
/// multiply (exact but at the page's corners).
///
/// The gradient: the canvas pixel's centre maps to the unrolled point q = origin + t dir + s n,
/// and the page point shown there is P = origin + t dir + d(s) n, so P moves by dir per unit of
/// t and by n · d'(s) per unit of s. d'(s) (`stretch`) is 1 on the flat page, −1 on the flap
/// lying back over it (a mirror), and ±1 / cos on the roll, where a pixel spans more of the page
/// toward the silhouette. Measuring an edge's distance along the normal alone (what the chord
/// does) is right only for an edge parallel to the axis: an edge running nearly along the
/// normal (a partial curl's side edges, a page turn's top and bottom) then crossed a pixel in a
/// fraction of it, drawn as a hard, stair-stepped line.
struct PageEdgeCoverage {
    let page: Rect
    /// Per canvas pixel (x, then y): how P.x moves through the axis's t (xAlong) and through its
    /// s, before the stretch (xAcross); the same for P.y.
    private let xAlongX: Double, xAlongY: Double, xAcrossX: Double, xAcrossY: Double
    private let yAlongX: Double, yAlongY: Double, yAcrossX: Double, yAcrossY: Double
    /// The largest half-spread (|gx| + |gy|) / 2 of an edge where the stretch is ±1: a point
    /// that far inside every edge is covered whole, that far outside one not at all.
    let flatReach: Double
    /// The half-spread's parts through t and through s: with stretch w, at most
    /// alongReach + acrossReach |w|.
    private let alongReach: Double, acrossReach: Double

    /// `canvasX` and `canvasY` are the page-space steps of one canvas pixel right and down.
    init(page: Rect, axis: CurlAxis, canvasX: Point, canvasY: Point) {
        self.page = page
        let dir = axis.direction, n = axis.normal
        // How far t and s move per canvas pixel.
        let tX = dir.x * canvasX.x + dir.y * canvasX.y, tY = dir.x * canvasY.x + dir.y * canvasY.y
        let sX = n.x * canvasX.x + n.y * canvasX.y, sY = n.x * canvasY.x + n.y * canvasY.y
        xAlongX = dir.x * tX; xAlongY = dir.x * tY; xAcrossX = n.x * sX; xAcrossY = n.x * sY
        yAlongX = dir.y * tX; yAlongY = dir.y * tY; yAcrossX = n.y * sX; yAcrossY = n.y * sY
        alongReach = max(abs(xAlongX) + abs(xAlongY), abs(yAlongX) + abs(yAlongY)) / 2
        acrossReach = max(abs(xAcrossX) + abs(xAcrossY), abs(yAcrossX) + abs(yAcrossY)) / 2
        flatReach = max(abs(xAlongX + xAcrossX) + abs(xAlongY + xAcrossY), abs(yAlongX + yAcrossX) + abs(yAlongY + yAcrossY),
                        abs(xAlongX - xAcrossX) + abs(xAlongY - xAcrossY), abs(yAlongX - yAcrossX) + abs(yAlongY - yAcrossY)) / 2
    }

    /// How far inside every edge (page points) a point is covered whole, and outside one not at
    /// all, where P moves by `w` times n per unit of s.
    @inline(__always) func reach(stretch w: Double) -> Double { alongReach + acrossReach * abs(w) }

    /// The covered fraction of the pixel showing page point `p`, where P moves by `stretch`
    /// times n per unit of the axis's s.
    @inline(__always) func coverage(of p: Point, stretch w: Double) -> Double {
        let left = p.x - page.minX, right = page.maxX - p.x, top = p.y - page.minY, bottom = page.maxY - p.y
        var cover = 1.0
        let nearX = min(left, right), nearY = min(top, bottom)
        let far = reach(stretch: w)
        if nearX < far {
            cover = Self.slab(left, right, abs(xAlongX + xAcrossX * w), abs(xAlongY + xAcrossY * w))
        }
        if nearY < far, cover > 0 {
            cover *= Self.slab(top, bottom, abs(yAlongX + yAcrossX * w), abs(yAlongY + yAcrossY * w))
        }
        return cover
    }

    /// The part of a pixel between two parallel edges, at signed distances g1 and g2 from its
    /// centre (positive inside), g spreading by gx and gy across the pixel.
    @inline(__always) static func slab(_ g1: Double, _ g2: Double, _ gx: Double, _ gy: Double) -> Double {
        max(halfPlane(g1, gx, gy) + halfPlane(g2, gx, gy) - 1, 0)
    }

    /// The exact part of a unit square on the positive side of a straight edge, g at its centre
    /// and g's change across it gx, gy (magnitudes): the distribution function at g of the
    /// trapezoid density of gx U + gy V, U and V uniform on −1/2...1/2.
    @inline(__always) static func halfPlane(_ g: Double, _ gx: Double, _ gy: Double) -> Double {
        let long = max(gx, gy), short = min(gx, gy)
        let half = (long + short) / 2
        if g >= half { return 1 }
        if g <= -half { return 0 }
        let flat = (long - short) / 2
        // The flat top: the edge crosses the pixel's two far sides.
        if abs(g) <= flat { return 0.5 + g / long }
        // A corner cut off: a triangle of legs proportional to the distance past the corner.
        let c = half - abs(g)
        let corner = c * c / (2 * long * short)
        return g < 0 ? corner : 1 - corner
    }
}

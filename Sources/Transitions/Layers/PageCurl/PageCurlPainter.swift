import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paints one frame of a curling page straight into a canvas by inverse mapping each pixel.
///
/// For every canvas pixel inside the clip: map its centre back to page points, take its
/// signed offset s from the curl axis and its coordinate t along it, ask the cylinder which
/// page distances show there (`CurlCylinder.unwrap`: the flap or falling quarter on top, the
/// flat page or rising quarter below), and keep those whose page point (t, d) lies on the page
/// (the chord of the page rectangle along the normal at t). The layers are composited bottom
/// to top over a soft shadow, and the result goes source-over onto what the canvas holds (the
/// to-screen). Edges get anti-aliased: the page's outline (its cut edges, wherever they lie on
/// the flat page, the roll or the flap) by the exact area of the pixel on the page's side of
/// each edge (`PageEdgeCoverage`), the cylinder's silhouette by its distance in pixels.
///
/// Looks (the parameters UIKit's partial curl shows, chosen by eye; Apple publishes none):
/// - the back of the page is the page itself (so mirrored, as it curls over), mixed
///   `backWhitening` toward white: paper seen from behind; or, for a double-sided page, a
///   bitmap of its own (`back`), shown as it is;
/// - the cylinder darkens toward its silhouette by up to `edgeShade` (light from the viewer);
/// - the uncovered to-screen under and beyond the curl gets a black shadow of up to
///   `groundShadowOpacity`, growing with how high the page has lifted and fading (quadratic)
///   over a width that grows with the lift;
/// - the page's cut edge, where the flap or the roll's top ends, casts a thin shadow of up to
///   `flapShadowOpacity` on the layer below beyond it (the flat page, and the rising quarter
///   near the axis), fading over `flapShadowWidth` radii of page from the outline (every side
///   of the flap alike).
///
/// A page that turns over onto a facing page (a book's spread) paints past its own rectangle
/// (`extent`): the flap lies over the facing page and casts the flap's shadow on it.
///
/// Speed (a full 1170 x 2532 frame at rest: about 41 ms of CPU measured on the shared 2-core
/// box under a load of 9, where Raster's rotated full-screen bilinear draw took 15 ms): pixels
/// well above the curl (only the flat page can show) copy the snapshot's texel when it matches
/// the canvas scale (exact; resampled otherwise), pixels past the curl's shadow are skipped,
/// and inside the curl a page point more than a pixel inside the page skips the chord and the
/// layer below it.
package struct PageCurlPainter {
    static let backWhitening = 0.45
    static let edgeShade = 0.3
    static let groundShadowOpacity = 0.4
    static let flapShadowOpacity = 0.25
    static let flapShadowWidth = 0.4

    let geometry: PageCurlGeometry
    /// The page's look: a bitmap of `geometry.page` (any scale).
    let image: Pixmap
    /// The look of the page's back (a double-sided page), laid out as the front is: the texel
    /// at a page point is what the back shows there, so whoever makes it mirrors it across the
    /// fold. nil: the front shows through, lightened.
    let back: Pixmap?
    /// Where the curl may paint (page points): the page itself, or with the facing page beside
    /// it that a turning page lands on.
    let extent: Rect

    package init(geometry: PageCurlGeometry, image: Pixmap, back: Pixmap? = nil, extent: Rect? = nil) {
        self.geometry = geometry
        self.image = image
        self.back = back
        self.extent = extent ?? geometry.page
    }

    /// Paints the page at `progress` into `canvas`; `transform` maps page points to canvas pixels.
    package func paint(progress: Double, into canvas: Canvas, transform: Transform2D, opacity: Double) {
        guard opacity > 0, let inverse = transform.inverted(), transform.isFinite else { return }
        let page = geometry.page
        let devicePage = transform.apply(to: extent)
        let region = IntRect(x: Int(devicePage.minX.rounded(.down)), y: Int(devicePage.minY.rounded(.down)),
                             width: Int(devicePage.maxX.rounded(.up)) - Int(devicePage.minX.rounded(.down)),
                             height: Int(devicePage.maxY.rounded(.up)) - Int(devicePage.minY.rounded(.down)))
            .intersection(canvas.clip)
        guard region.width > 0, region.height > 0 else { return }

        let frame = Frame(geometry: geometry, axis: geometry.axis(progress: progress), image: image, back: back,
                          pastPage: extent != page, pixelsPerPoint: abs(transform.determinant).squareRoot(),
                          canvasX: Point(x: inverse.a, y: inverse.b), canvasY: Point(x: inverse.c, y: inverse.d))
        let o8 = UInt32((min(opacity, 1) * 255).rounded())
        let target = canvas.target
        let out = target.pixels.baseAddress!
        let texels = image.pixels.baseAddress!
        // When page texels land one-to-one on canvas pixels (the snapshot was made at the
        // canvas scale, the usual case), the flat page is copied without resampling.
        let ox = transform.tx + page.minX * transform.a, oy = transform.ty + page.minY * transform.d
        let aligned = transform.b == 0 && transform.c == 0 && transform.a == frame.texelsX && transform.d == frame.texelsY
            && ox == ox.rounded() && oy == oy.rounded() && abs(ox) < 1e9 && abs(oy) < 1e9
        let dx = aligned ? Int(ox) : 0, dy = aligned ? Int(oy) : 0
        let n = frame.axis.normal, origin = frame.axis.origin
        let ds = inverse.a * n.x + inverse.b * n.y
        for y in region.y..<region.maxY {
            let start = inverse.apply(to: Point(x: Double(region.x) + 0.5, y: Double(y) + 0.5))
            let s0 = (start.x - origin.x) * n.x + (start.y - origin.y) * n.y
            let row = out + y * target.width
            let iy = y - dy
            for x in region.x..<region.maxX {
                let i = Double(x - region.x)
                let s = s0 + i * ds
                let src: UInt32
                if s < frame.flatBelow {
                    if aligned {
                        let ix = x - dx
                        guard ix >= 0, ix < image.width, iy >= 0, iy < image.height else { continue }
                        src = texels[iy * image.width + ix]
                    } else {
                        src = frame.flat(at: Point(x: start.x + i * inverse.a, y: start.y + i * inverse.b))
                    }
                } else if s > frame.nothingAbove {
                    continue
                } else {
                    src = frame.color(at: Point(x: start.x + i * inverse.a, y: start.y + i * inverse.b))
                }
                if src == 0 { continue }
                row[x] = Blend.over(o8 == 255 ? src : Blend.scale(src, by: o8), row[x])
            }
        }
    }
}

/// Everything fixed for one frame, and the colour of one point.
private struct Frame {
    let page: Rect
    let r: Double
    let halfTurn: Double
    let axis: CurlAxis
    let sampler: PageSampler
    /// The back's own look (nil: the front, lightened) and its texels per point.
    let backSampler: PageSampler?
    let backTexelsX: Double, backTexelsY: Double
    /// True when the curl paints past the page (onto a facing page, which gets the flap's shadow).
    let pastPage: Bool
    /// Texels per point, horizontally and vertically.
    let texelsX: Double, texelsY: Double
    /// Canvas pixels per page point (for anti-aliasing distances).
    let k: Double
    /// Below this offset only the flat page can show (no flap, no flap shadow).
    let flatBelow: Double
    /// Above this offset nothing is drawn (past the cylinder and its shadow).
    let nothingAbove: Double
    let flapShadowWidth: Double
    /// The page's outline, anti-aliased by the exact area it leaves of each pixel.
    let edges: PageEdgeCoverage
    /// The roll's slope where the silhouette is half a pixel away: how far toward the silhouette
    /// a pixel's stretch of the page is taken to grow (at the silhouette itself it has no bound).
    let minSlope: Double
    // Reciprocals, so the per-pixel path has no division.
    let halfPixel: Double, inverseRadius: Double, inverseFlapShadowWidth: Double

    init(geometry: PageCurlGeometry, axis: CurlAxis, image: Pixmap, back: Pixmap?, pastPage: Bool, pixelsPerPoint: Double,
         canvasX: Point, canvasY: Point) {
        page = geometry.page
        r = geometry.cylinder.radius
        halfTurn = geometry.cylinder.halfTurn
        self.axis = axis
        sampler = PageSampler(image)
        backSampler = back.map(PageSampler.init)
        backTexelsX = Double(back?.width ?? 0) / page.width
        backTexelsY = Double(back?.height ?? 0) / page.height
        self.pastPage = pastPage
        texelsX = Double(image.width) / page.width
        texelsY = Double(image.height) / page.height
        k = pixelsPerPoint
        flapShadowWidth = PageCurlPainter.flapShadowWidth * r
        halfPixel = 0.5 / k
        inverseRadius = 1 / r
        inverseFlapShadowWidth = 1 / flapShadowWidth
        edges = PageEdgeCoverage(page: page, axis: axis, canvasX: canvasX, canvasY: canvasY)
        let u = max(1 - halfPixel / r, 0)
        minSlope = (1 - u * u).squareRoot()
        // Short of where the flap (the page past half a turn, lying back over the page) and its
        // shadow can begin, and never past the axis: there the page is on the cylinder, lifted
        // and shaded, even while no part of it has turned half way (early in a curl, when the
        // flap's bound lies beyond the lifted corner).
        flatBelow = min(halfTurn - axis.farthestDistance(in: page) - flapShadowWidth - 1 / k, 0)
        nothingAbove = r + halfPixel + 1.25 * r
    }

    @inline(__always) func sample(_ p: Point) -> UInt32 {
        sampler.sample(u: (p.x - page.minX) * texelsX - 0.5, v: (p.y - page.minY) * texelsY - 0.5)
    }

    /// The back of the page at `p`: its own look, or the front showing through, lightened.
    @inline(__always) func backFace(_ p: Point) -> UInt32 {
        guard let backSampler else { return Self.whiten(sample(p), by: PageCurlPainter.backWhitening) }
        return backSampler.sample(u: (p.x - page.minX) * backTexelsX - 0.5, v: (p.y - page.minY) * backTexelsY - 0.5)
    }

    /// The flat page at `q` (where nothing else can show).
    @inline(__always) func flat(at q: Point) -> UInt32 { page.contains(q) ? sample(q) : 0 }

    /// The premultiplied colour the curl layer paints at page-space point `q` (0: nothing).
    @inline(__always) func color(at q: Point) -> UInt32 {
        let (s, t) = axis.coordinates(of: q)
        if s < flatBelow { return flat(at: q) }
        if s > nothingAbove { return 0 }
        // Where the page ends along the normal (for the shadows; the outline's coverage is the
        // edges' own).
        let hi = axis.chord(of: page, along: t)?.upperBound ?? -.infinity
        let beyond = s > r + halfPixel
        let silhouette = beyond ? 0 : s > r - halfPixel ? clamp((r - s) * k + 0.5) : 1
        let sc = min(s, r)
        let onCurve = sc >= 0
        // slope: ds/dd on the roll, for its shade; stretch: dd/ds, how much page a pixel spans
        // along the normal (the falling quarter and the flap run the other way: -stretch).
        let low: Double, high: Double, slope: Double, stretch: Double
        if onCurve {
            let u = sc * inverseRadius
            let a = r * asin(u)
            low = a
            high = halfTurn - a
            slope = (1 - u * u).squareRoot()
            stretch = 1 / max(slope, minSlope)
        } else {
            low = s
            high = halfTurn - s
            slope = 1
            stretch = 1
        }

        // Fast paths, no chord needed: deep inside the page the upper layer covers the whole
        // pixel; far outside it the flat page below shows alone, out of the flap's shadow. (A
        // pixel reaches at most edges.flatReach <= 1 / k into the flat page or the flap, which
        // is 1 / k wide at 0 or 90 degrees of tilt and 1 / k / sqrt 2 wide at 45; further on the roll.)
        let upper = axis.point(distance: high, along: t)
        if silhouette >= 1 {
            if inside(upper, by: onCurve ? edges.reach(stretch: stretch) : 1 / k) {
                var c = backFace(upper)
                if onCurve { c = Self.shade(c, by: 1 - PageCurlPainter.edgeShade * (1 - slope)) }
                if c >> 24 == 255 { return c }
            } else if !onCurve, outside(upper, by: flapShadowWidth + 1 / k), inside(q, by: 1 / k) {
                return sample(q)
            }
        }

        // The upper layer (back face) first: where it covers opaquely nothing below shows.
        var top: UInt32 = 0
        let highCover = beyond ? 0 : edges.coverage(of: upper, stretch: -stretch) * silhouette
        if highCover > 0 {
            top = backFace(upper)
            if onCurve { top = Self.shade(top, by: 1 - PageCurlPainter.edgeShade * (1 - slope)) }
            if highCover >= 1, top >> 24 == 255 { return top }
            top = Blend.scale(top, by: Self.byte(highCover))
        }

        var out: UInt32 = 0
        if s >= 0, hi > 0 { out = groundShadow(s: s, end: hi) }
        let lower = axis.point(distance: low, along: t)
        let lowCover = beyond ? 0 : edges.coverage(of: lower, stretch: stretch) * silhouette
        if lowCover > 0 {
            var c = sample(lower)
            if onCurve { c = Self.shade(c, by: 1 - PageCurlPainter.edgeShade * (1 - slope)) }
            // The page's cut edge just past the upper layer's point shades the layer below: the
            // flat page and the rising quarter alike (e runs on across the axis, so the shade does
            // not stop there in a hard line where the page ends on the roll's top).
            let e = distanceOutside(upper)
            if e > 0, e < flapShadowWidth {
                let f = 1 - e * inverseFlapShadowWidth
                c = Blend.over(Self.byte(PageCurlPainter.flapShadowOpacity * f * f) << 24, c)
            }
            out = Blend.over(Blend.scale(c, by: Self.byte(lowCover)), out)
        } else if pastPage, !onCurve, !beyond {
            // Past the page, on the facing page: the flap's shadow falls there too.
            let e = distanceOutside(upper)
            if e > 0, e < flapShadowWidth {
                let f = 1 - e * inverseFlapShadowWidth
                out = Self.byte(PageCurlPainter.flapShadowOpacity * f * f) << 24
            }
        }
        return top == 0 ? out : Blend.over(top, out)
    }

    /// True when `p` lies inside the page with at least `margin` to every edge.
    @inline(__always) func inside(_ p: Point, by margin: Double) -> Bool {
        p.x - page.minX >= margin && page.maxX - p.x >= margin && p.y - page.minY >= margin && page.maxY - p.y >= margin
    }

    /// How far `p` lies outside the page (0 inside): how far past the page's outline the upper
    /// layer's point is, for the shadow the outline casts. Measured straight to the outline, not
    /// along the normal, so the shadow is as wide beside an edge running nearly along the normal
    /// (the flap's sides) as beside its free edge; along the normal it was 1 / sin(tilt) times
    /// too narrow there, a dashed line under the edge.
    @inline(__always) func distanceOutside(_ p: Point) -> Double {
        let dx = max(page.minX - p.x, 0, p.x - page.maxX), dy = max(page.minY - p.y, 0, p.y - page.maxY)
        if dx == 0 || dy == 0 { return dx + dy }
        return (dx * dx + dy * dy).squareRoot()
    }

    /// True when `p` lies at least `margin` away from the page (a point outside the page is at
    /// least as far from it along any line, so the chord's ends are too).
    @inline(__always) func outside(_ p: Point, by margin: Double) -> Bool {
        let dx = max(page.minX - p.x, 0, p.x - page.maxX), dy = max(page.minY - p.y, 0, p.y - page.maxY)
        return dx * dx + dy * dy >= margin * margin
    }

    /// The shadow on the to-screen at offset s >= 0, where the page at this t ends at `end`.
    @inline(__always) func groundShadow(s: Double, end: Double) -> UInt32 {
        let d = min(end, halfTurn)
        // Past half a turn (the usual case once the curl is under way) the curl is as wide
        // and high as it gets: no trigonometry.
        let reach = d >= halfTurn / 2 ? r : r * sin(d * inverseRadius)
        let lift = d >= halfTurn ? 2 * r : r * (1 - cos(d * inverseRadius))
        let width = 0.25 * r + 0.5 * lift
        guard s - reach < width else { return 0 }
        let x = max(0, s - reach) / width
        let strength = PageCurlPainter.groundShadowOpacity * min(1, lift * inverseRadius)
        return Self.byte(strength * (1 - x) * (1 - x)) << 24
    }

    @inline(__always) func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    @inline(__always) static func byte(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }

    /// Colour channels scaled by `f` (0...1), alpha kept: a premultiplied colour darkened.
    @inline(__always) static func shade(_ p: UInt32, by f: Double) -> UInt32 {
        (Blend.scale(p, by: byte(f)) & 0x00FF_FFFF) | (p & 0xFF00_0000)
    }

    /// Each colour channel moved `w` of the way toward the pixel's alpha (white, premultiplied).
    @inline(__always) static func whiten(_ p: UInt32, by w: Double) -> UInt32 {
        let a = p >> 24, w8 = byte(w)
        let r = p & 255, g = (p >> 8) & 255, b = (p >> 16) & 255
        return (p & 0xFF00_0000) | (r + Blend.mul255(a - min(r, a), w8))
            | (g + Blend.mul255(a - min(g, a), w8)) << 8 | (b + Blend.mul255(a - min(b, a), w8)) << 16
    }
}

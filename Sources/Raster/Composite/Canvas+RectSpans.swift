/// Fills whose outline is an axis-aligned rectangle over whole pixels of the clip, handed to
/// the blitter as one full-coverage span per row, without the rasterizer.
///
/// Most image draws are such rectangles: a snapshot zoomed past the screen's edges, a group
/// composited through its pixel region, a translucent background. Through the rasterizer each
/// costs two edge cells, a sort and a span hand-over per row, a fixed cost per row on top of
/// the pixels. The exact-area rasterizer gives those pixels coverage 255 and no others (see
/// `CellAccumulator`): a vertical edge left of the clip is moved onto its left column, where
/// it deposits cover ±1 and no area on each row; one right of the clip is dropped; one on a
/// whole-pixel column inside the clip deposits cover ±1 and no area in that column; rows the
/// rectangle spans entirely take pieces of dy exactly 1, and the horizontal edges deposit
/// nothing. So each row of the rectangle's whole-pixel part inside the clip holds one run of
/// winding ±1 (255 under either fill rule), and nothing else is emitted: the same spans, so the
/// same bytes, from the same blitter.
extension Canvas {
    /// The pixels the rasterizer would cover at 255 (and no others) when `path` is an
    /// axis-aligned rectangle each of whose sides is a whole-pixel coordinate or lies on or
    /// beyond the edge of `region` it faces; an empty rectangle when it covers none; nil when
    /// the rasterizer must draw it (any other shape or transform, a side that cuts pixels).
    static func wholePixelCover(of path: Path, transform: AffineTransform, in region: IntRect) -> IntRect? {
        guard transform.isIdentity, let r = path.axisAlignedRect else { return nil }
        // Each side: clamped to the region when beyond it, else a whole number inside it.
        func side(_ v: Double, low: Int, high: Int) -> Int? {
            if v <= Double(low) { return low }
            if v >= Double(high) { return high }
            return v == v.rounded(.down) ? Int(v) : nil
        }
        guard let x0 = side(r.minX, low: region.x, high: region.maxX), let x1 = side(r.maxX, low: region.x, high: region.maxX),
              let y0 = side(r.minY, low: region.y, high: region.maxY), let y1 = side(r.maxY, low: region.y, high: region.maxY)
        else { return nil }
        guard x1 > x0, y1 > y0 else { return IntRect(x: region.x, y: region.y, width: 0, height: 0) }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Path {
    /// The sides of the rectangle this path outlines when it is exactly move, three lines and
    /// close along the axes (either way round), with every coordinate within ±1e15 (so the
    /// rasterizer would accept it and clip it exactly); nil otherwise. (Sides, not a `Rect`:
    /// origin plus size could round a far side.)
    var axisAlignedRect: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard elements.count == 5, case .move(let p0) = elements[0], case .line(let p1) = elements[1],
              case .line(let p2) = elements[2], case .line(let p3) = elements[3], case .close = elements[4] else { return nil }
        let limit = 1e15
        for p in [p0, p1, p2, p3] {
            guard abs(p.x) <= limit, abs(p.y) <= limit else { return nil }  // NaN fails too
        }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        return (min(p0.x, p2.x), min(p0.y, p2.y), max(p0.x, p2.x), max(p0.y, p2.y))
    }
}

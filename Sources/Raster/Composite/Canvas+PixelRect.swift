import CRasterKernels

/// Opaque solid fills of whole-pixel rectangles as stores, without the rasterizer.
///
/// A full-screen background is the first thing most frames draw, and through the rasterizer it
/// costs two edge cells, a sort and a span hand-over per row: a fixed cost per row on top of
/// the pixel stores. When the outline is an axis-aligned rectangle whose corners lie on whole
/// pixels, the exact-area rasterizer gives every pixel inside coverage exactly 1 and every
/// pixel outside 0: each vertical edge deposits cover ±1 with zero area in the cell of its
/// column on every row it spans (whole rows, so each piece's dy is exactly 1), horizontal edges
/// deposit nothing, and the clip moves an edge left of it onto column 0 and drops one right of
/// it, all in exact arithmetic for whole numbers. So the spans are the rectangle's rows inside
/// the clip at 255, and an opaque colour at full opacity over them is a store: the same bytes
/// as `clear(to:)` over the rectangle's intersection with the clip (less any occluded runs,
/// as every other fill).
extension Canvas {
    /// True when the fill was done here (see above); false leaves it to the rasterizer.
    func fillPixelRect(_ path: Path, transform: Transform2D, color: PremultipliedColor, opacity: UInt32,
                       mask: Mask?) -> Bool {
        guard mask == nil, opacity == 255, color.a == 255, transform.isIdentity, let r = path.pixelRect else { return false }
        let area = clip.intersection(r)
        guard !area.isEmpty else { return true }
        guard let occlusion, !occlusion.isEmpty else {
            let saved = clip
            clip = area
            clear(to: color)
            clip = saved
            return true
        }
        // Each row minus its occluded run (pixels a later drawing stores anyway).
        for y in area.y..<area.maxY {
            let row = target.pixels.baseAddress! + y * target.width
            let hole = occlusion.run(row: y)
            let a = max(area.x, min(hole.lowerBound, area.maxX)), b = min(area.maxX, max(hole.upperBound, area.x))
            if hole.upperBound > hole.lowerBound, b > a {
                if a > area.x { rt_fill_u32(row + area.x, color.packed, Int64(a - area.x)) }
                if area.maxX > b { rt_fill_u32(row + b, color.packed, Int64(area.maxX - b)) }
            } else {
                rt_fill_u32(row + area.x, color.packed, Int64(area.width))
            }
        }
        return true
    }
}

extension Path {
    /// The rectangle this path outlines when it is exactly move, three lines and close along
    /// the axes with every coordinate a whole number within ±2^30; nil otherwise (any other
    /// shape, or a rectangle the rasterizer must anti-alias).
    var pixelRect: IntRect? {
        guard elements.count == 5, case .move(let p0) = elements[0], case .line(let p1) = elements[1],
              case .line(let p2) = elements[2], case .line(let p3) = elements[3], case .close = elements[4] else { return nil }
        let limit = Double(1 << 30)
        for p in [p0, p1, p2, p3] {
            guard abs(p.x) <= limit, abs(p.y) <= limit, p.x == p.x.rounded(.down), p.y == p.y.rounded(.down) else { return nil }
        }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        let x0 = Int(min(p0.x, p2.x)), x1 = Int(max(p0.x, p2.x)), y0 = Int(min(p0.y, p2.y)), y1 = Int(max(p0.y, p2.y))
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

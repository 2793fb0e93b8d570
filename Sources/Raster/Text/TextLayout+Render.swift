// Draws a TextLayout's glyphs into a Pixmap.
//
// Each glyph is rendered by FreeType's anti-aliased grayscale rasterizer at pixel size
// pt * scale (26.6 fixed point, so fractional sizes are exact to 1/64 px) from the unhinted
// outline, then blended source-over (CoverageBlend) in the glyph's colour. Placement: the
// baseline is rounded to a whole pixel (all glyphs of a line share it and rows stay crisp);
// the pen x keeps quarter-pixel precision: the fraction is applied by FT_Set_Transform's delta
// before rasterising, so spacing follows the fractional layout instead of drifting by up to
// half a pixel per glyph. Four phases keep the glyph cache small; finer phases would change
// coverage by less than one level in most pixels. Output depends only on the layout, the
// scale and the offset, so it is byte-identical run to run and thread to thread.

extension TextLayout {
    /// The pixel size a render at `scale` produces: the layout's size times scale, rounded up.
    public func pixelSize(scale: Double) throws -> (width: Int, height: Int) {
        try Self.validate(scale: scale)
        let s = size
        let w = Int((s.width * scale - 1e-9).rounded(.up)), h = Int((s.height * scale - 1e-9).rounded(.up))
        return (w, h)
    }

    /// The text drawn on a transparent pixmap of `size * scale` pixels (UIKit's contentsScale).
    public func render(scale: Double) throws -> Pixmap {
        let (w, h) = try pixelSize(scale: scale)
        guard let pixmap = Pixmap(width: w, height: h) else { throw TextError.invalidBitmapSize(width: w, height: h) }
        try draw(into: pixmap, at: .zero, scale: scale)
        return pixmap
    }

    /// The text drawn on a transparent pixmap of at most `visible` points (times `scale`, and
    /// within `Pixmap`'s limits) from the layout's top-left: the lines a fixed frame shows, as
    /// UIKit shows a text view's first screenful, when the whole text's bitmap would be too large.
    public func render(scale: Double, clippedTo visible: Size) throws -> Pixmap {
        let (w, h) = try pixelSize(scale: scale)
        func cap(_ pixels: Int, _ points: Double) -> Int {
            let shown = points.isFinite ? Int((max(points, 0) * scale - 1e-9).rounded(.up)) : pixels
            return min(pixels, shown, Pixmap.maximumSide)
        }
        let width = cap(w, visible.width)
        let height = min(cap(h, visible.height), Pixmap.maximumPixelCount / max(width, 1))
        guard let pixmap = Pixmap(width: width, height: height) else { throw TextError.invalidBitmapSize(width: width, height: height) }
        try draw(into: pixmap, at: .zero, scale: scale)
        return pixmap
    }

    /// True when `render(scale:)`'s bitmap is within `Pixmap`'s limits.
    public func fitsOneBitmap(scale: Double) throws -> Bool {
        let (w, h) = try pixelSize(scale: scale)
        return w <= Pixmap.maximumSide && h <= Pixmap.maximumSide && w * h <= Pixmap.maximumPixelCount
    }

    /// Blends the glyphs into `pixmap`, the layout's (0, 0) at pixel `origin`; glyphs are clipped
    /// to the pixmap.
    public func draw(into pixmap: Pixmap, at origin: Point = .zero, scale: Double) throws {
        try Self.validate(scale: scale)
        precondition(origin.isFinite, "draw(into:at:scale:) needs a finite origin, got \(origin)")
        for line in lines {
            let baseline = Int((origin.y + line.baseline * scale).rounded())
            // Lines run top to bottom: once one's baseline is four ems below the pixmap, no
            // glyph of it or of a later line can reach the pixmap.
            let em = (line.glyphs.map(\.pointSize).max() ?? 0) * scale
            if Double(baseline) - 4 * em > Double(pixmap.height) { break }
            for glyph in line.glyphs {
                let pixelSize64 = Int((glyph.pointSize * scale * 64).rounded())
                guard pixelSize64 > 0 else { continue }
                let x = origin.x + glyph.origin.x * scale
                var whole = x.rounded(.down)
                var quarter = Int(((x - whole) * 4).rounded())
                if quarter == 4 { whole += 1; quarter = 0 }
                let bitmap = try library.glyphBitmap(faceID: glyph.faceID, glyph: glyph.glyphIndex,
                                                     pixelSize64: pixelSize64, phase64: quarter * 16)
                Self.blend(bitmap, into: pixmap, x: Int(whole) + bitmap.left, y: baseline - bitmap.top,
                           color: glyph.color.premultiplied)
            }
        }
    }

    static func validate(scale: Double) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw TextError.invalidScale(scale) }
    }

    /// Blends one coverage bitmap with its top-left at (x, y), clipped to the pixmap.
    static func blend(_ bitmap: GlyphBitmap, into pixmap: Pixmap, x: Int, y: Int, color: PremultipliedColor) {
        guard color.a > 0 else { return }
        let x0 = max(x, 0), x1 = min(x + bitmap.width, pixmap.width)
        let y0 = max(y, 0), y1 = min(y + bitmap.height, pixmap.height)
        guard x0 < x1, y0 < y1 else { return }
        bitmap.coverage.withUnsafeBufferPointer { coverage in
            for row in y0..<y1 {
                let source = (row - y) * bitmap.width - x
                let target = row * pixmap.width
                for column in x0..<x1 {
                    let c = coverage[source + column]
                    if c == 0 { continue }
                    pixmap.pixels[target + column] = CoverageBlend.blend(pixmap.pixels[target + column], color: color, coverage: c)
                }
            }
        }
    }
}

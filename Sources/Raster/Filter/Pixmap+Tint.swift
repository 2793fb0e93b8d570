/// A tint over premultiplied pixels: a colour laid source-over every pixel of a region, the
/// step after a backdrop's blur and saturation (UIBlurEffect's tint).
extension Pixmap {
    /// Lays `color` over every pixel inside `region` (exact 8-bit source-over).
    public func tint(with color: PremultipliedColor, in region: IntRect) {
        let r = region.intersection(bounds)
        guard color.a > 0 || color.packed != 0, !r.isEmpty else { return }
        let c = color.packed, p = pixels.baseAddress!
        for y in r.y..<r.maxY {
            let row = p + y * width
            for x in r.x..<r.maxX { row[x] = Blend.over(c, row[x]) }
        }
    }
}

/// One glyph's anti-aliased coverage as FreeType rendered it: 8-bit gray, rows top to bottom.
struct GlyphBitmap: Sendable {
    /// Columns and rows of `coverage`.
    var width: Int
    var height: Int
    /// Pixels from the pen position to the bitmap's left edge (FT bitmap_left).
    var left: Int
    /// Pixels from the baseline up to the bitmap's top row (FT bitmap_top).
    var top: Int
    /// `width * height` coverage values, 0 (none) to 255 (full).
    var coverage: [UInt8]

    static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

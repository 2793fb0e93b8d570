// Source-over of a solid premultiplied colour through 8-bit glyph coverage: the compositor's
// exact 8-bit math (`Blend`: colour scaled by coverage, then source-over, each product rounded
// once), named for the glyph loop; the text tests compare it with a Double twin of their own.

/// Blends a premultiplied colour into packed pixels through glyph coverage.
enum CoverageBlend {
    /// round(a * b / 255) for a, b in 0...255.
    @inline(__always) static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 { Blend.mul255(a, b) }

    /// `color` at `coverage` over the packed pixel `dst` (r | g << 8 | b << 16 | a << 24).
    @inline(__always) static func blend(_ dst: UInt32, color: PremultipliedColor, coverage: UInt8) -> UInt32 {
        Blend.over(color.packed, dst, coverage: UInt32(coverage))
    }
}

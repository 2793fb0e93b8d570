// Source-over of a solid premultiplied colour through 8-bit glyph coverage: the compositor's
// exact 8-bit math (`Blend`: colour scaled by coverage, then source-over, each product rounded
// once), named for the glyph loop; `reference` is the Double twin the text tests compare it with.

/// Blends a premultiplied colour into packed pixels through glyph coverage.
enum CoverageBlend {
    /// round(a * b / 255) for a, b in 0...255.
    @inline(__always) static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 { Blend.mul255(a, b) }

    /// `color` at `coverage` over the packed pixel `dst` (r | g << 8 | b << 16 | a << 24).
    @inline(__always) static func blend(_ dst: UInt32, color: PremultipliedColor, coverage: UInt8) -> UInt32 {
        Blend.over(color.packed, dst, coverage: UInt32(coverage))
    }

    /// The same blend in Double arithmetic, rounding at the same two points.
    static func reference(_ dst: PremultipliedColor, color: PremultipliedColor, coverage: UInt8) -> PremultipliedColor {
        func round255(_ x: Double) -> UInt8 { UInt8((x / 255).rounded()) }
        let c = Double(coverage)
        let sa = round255(Double(color.a) * c)
        let inverse = 255 - Double(sa)
        return PremultipliedColor(r: round255(Double(color.r) * c) + round255(Double(dst.r) * inverse),
                                  g: round255(Double(color.g) * c) + round255(Double(dst.g) * inverse),
                                  b: round255(Double(color.b) * c) + round255(Double(dst.b) * inverse),
                                  a: sa + round255(Double(dst.a) * inverse))
    }
}

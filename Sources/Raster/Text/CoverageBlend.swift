// Source-over of a solid premultiplied colour through 8-bit coverage, with exact rounding.
//
// src = colour * coverage / 255, then dst' = src + dst * (255 - src.a) / 255, every product
// rounded to nearest with the exact identity round(x / 255) = (t + (t >> 8)) >> 8, t = x + 128
// (valid for 0 <= x <= 255 * 255). Two roundings, the same as the compositor's source-over
// applied to a coverage-scaled colour; `reference` is the obviously correct Double twin the
// tests compare it with.

/// Blends a premultiplied colour into packed pixels through glyph coverage.
enum CoverageBlend {
    /// round(a * b / 255) for a, b in 0...255.
    @inline(__always) static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 128
        return (t + (t >> 8)) >> 8
    }

    /// `color` at `coverage` over the packed pixel `dst` (r | g << 8 | b << 16 | a << 24).
    @inline(__always) static func blend(_ dst: UInt32, color: PremultipliedColor, coverage: UInt8) -> UInt32 {
        let c = UInt32(coverage)
        let sa = multiply(UInt32(color.a), c)
        if sa == 255 {
            return UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | 255 << 24
        }
        let inverse = 255 - sa
        let r = multiply(UInt32(color.r), c) + multiply(dst & 0xFF, inverse)
        let g = multiply(UInt32(color.g), c) + multiply(dst >> 8 & 0xFF, inverse)
        let b = multiply(UInt32(color.b), c) + multiply(dst >> 16 & 0xFF, inverse)
        let a = sa + multiply(dst >> 24, inverse)
        return r | g << 8 | b << 16 | a << 24
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

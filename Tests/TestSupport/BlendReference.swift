import Raster

/// The obviously-correct twin of `Blend`, in floating point, for tests: the
/// rounding `Blend` must reproduce, written straight from its definition.
public enum BlendReference {
    /// round(x · f / 255), computed in Double.
    public static func mul255(_ x: Int, _ f: Int) -> Int { Int((Double(x * f) / 255).rounded()) }

    /// Source-over per channel with each product rounded once.
    public static func over(src: PremultipliedColor, dst: PremultipliedColor) -> PremultipliedColor {
        let ia = 255 - Int(src.a)
        func ch(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(Int(s) + mul255(Int(d), ia)) }
        return PremultipliedColor(r: ch(src.r, dst.r), g: ch(src.g, dst.g), b: ch(src.b, dst.b), a: ch(src.a, dst.a))
    }
}

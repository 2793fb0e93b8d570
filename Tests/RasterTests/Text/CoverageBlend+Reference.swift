@testable import Raster

extension CoverageBlend {
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

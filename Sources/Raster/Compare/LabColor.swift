// sRGB to CIELAB: decode the sRGB transfer curve (IEC 61966-2-1) to linear light, convert to
// XYZ with the sRGB primaries' matrix, then to L*a*b* relative to the D65 white. The white is
// taken as the matrix's row sums (what sRGB white maps to), so #FFFFFF is exactly L = 100,
// a = b = 0 instead of a hair off from rounding in the published white point.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in CIELAB (D65 white), the space colour differences are measured in.
public struct LabColor: Hashable, Sendable {
    /// Lightness, 0 (black) ... 100 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// A colour from its L*, a*, b* coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l; self.a = a; self.b = b
    }

    /// The colour of an opaque 8-bit sRGB-encoded pixel.
    public init(sRGBRed r: UInt8, green g: UInt8, blue b: UInt8) {
        let lr = Self.linear[Int(r)], lg = Self.linear[Int(g)], lb = Self.linear[Int(b)]
        let x = 0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = 0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb
        let fx = Self.f(x / Self.whiteX), fy = Self.f(y / Self.whiteY), fz = Self.f(z / Self.whiteZ)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The colour a stored pixel shows composited over white (source-over on the premultiplied
    /// 8-bit values, which stays exact in integers: c + 255 - alpha).
    public init(overWhite p: PremultipliedColor) {
        let cover = 255 - Int(p.a)
        self.init(sRGBRed: UInt8(min(Int(p.r) + cover, 255)), green: UInt8(min(Int(p.g) + cover, 255)),
                  blue: UInt8(min(Int(p.b) + cover, 255)))
    }

    private static let whiteX = 0.4124564 + 0.3575761 + 0.1804375
    private static let whiteY = 0.2126729 + 0.7151522 + 0.0721750
    private static let whiteZ = 0.0193339 + 0.1191920 + 0.9503041

    /// sRGB-encoded byte to linear light, 0...1.
    private static let linear: [Double] = (0..<256).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }
}

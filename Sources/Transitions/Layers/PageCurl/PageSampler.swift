import Raster

/// Bilinear reads of a premultiplied pixmap at real texel coordinates, clamped to its edges.
///
/// Coordinates are rounded to 1/256 texel and the two weights per axis are 8-bit, so a
/// coordinate that lands on a texel centre (up to floating-point noise well under 1/512)
/// returns that texel's exact value: the flat part of a page reproduces the snapshot bit for
/// bit. Each lerp is rounded and keeps premultiplied channels at or below alpha.
struct PageSampler {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let width: Int
    private let height: Int

    init(_ image: Pixmap) {
        pixels = image.pixels.baseAddress!
        width = image.width
        height = image.height
    }

    /// The image at (u, v) in texel units, texel (i, j)'s centre at (i, j).
    @inline(__always) func sample(u: Double, v: Double) -> UInt32 {
        // Clamp first so the fixed-point conversion cannot overflow on far-away coordinates;
        // shifted by one texel so truncation rounds (the value is positive), without a libm call.
        let uf = Int((min(max(u, -1), Double(width)) + 1) * 256 + 0.5) - 256
        let vf = Int((min(max(v, -1), Double(height)) + 1) * 256 + 0.5) - 256
        let x0 = uf >> 8, y0 = vf >> 8
        let fx = UInt32(uf & 255), fy = UInt32(vf & 255)
        let xa = min(max(x0, 0), width - 1), xb = min(max(x0 + 1, 0), width - 1)
        let ya = min(max(y0, 0), height - 1), yb = min(max(y0 + 1, 0), height - 1)
        let top = Self.lerp(pixels[ya * width + xa], pixels[ya * width + xb], fx)
        if fy == 0 { return top }
        let bottom = Self.lerp(pixels[yb * width + xa], pixels[yb * width + xb], fx)
        return Self.lerp(top, bottom, fy)
    }

    /// a + (b - a) f / 256 per channel, rounded, two channels per 16-bit lane.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 || a == b { return a }
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ga
    }
}

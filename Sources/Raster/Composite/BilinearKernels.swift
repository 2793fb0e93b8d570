/// The 2x2 (bilinear) filter on premultiplied pixels at one 16.16 position, two 8-bit channels
/// per 32-bit lane: what projective (perspective) draws sample per pixel. Affine rows, where
/// the position steps along the row, are sampled in C (`rt_affine_sample`, `rt_bilinear_row`:
/// the same lerps, columns first, equal to this filter within 1 level).
enum BilinearKernels {
    /// `min(max(v, lo), hi)` for Int, which a debug build does not call through the generic
    /// `Comparable` witnesses (it runs for every edge pixel of every filtered row).
    @_transparent
    static func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int {
        let low = v < lo ? lo : v
        return low > hi ? hi : low
    }

    /// The 2x2 filter at 16.16 position (fu, fv), clamped to the image's edge texels.
    @_transparent
    static func bilinear(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ fu: Int, _ fv: Int) -> UInt32 {
        let ix = fu >> 16, iy = fv >> 16
        let fx = UInt32((fu >> 8) & 0xFF), fy = UInt32((fv >> 8) & 0xFF)
        let x0 = clamp(ix, 0, w - 1), x1 = clamp(ix + 1, 0, w - 1)
        let y0 = clamp(iy, 0, h - 1), y1 = clamp(iy + 1, 0, h - 1)
        let r0 = src + y0 * w, r1 = src + y1 * w
        let top = lerp(r0[x0], r0[x1], fx)
        let bottom = lerp(r1[x0], r1[x1], fx)
        return lerp(top, bottom, fy)
    }

    /// a·(256 − f)/256 + b·f/256 per channel, rounded, two channels per lane.
    @_transparent static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 || a == b { return a }
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ga
    }
}

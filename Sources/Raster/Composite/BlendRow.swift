import CRasterKernels

/// Source-over of whole rows: what a translucent image span costs per pixel.
///
/// On AVX2 machines a C kernel blends eight pixels per step in 16-bit lanes with Blend's exact
/// rounding; elsewhere `overPortable`, one `Blend.over` per pixel. Both give the same bytes
/// (the tests hold the kernel against `Blend.over` on random pixels and every coverage).
enum BlendRow {
    /// `dst[k] = Blend.over(src[k], dst[k], coverage: coverage)` for k in 0..<count.
    @_transparent
    static func over(_ src: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, coverage: UInt32, count: Int) {
        guard count > 0 else { return }
        if PixelKernels.hasAVX2 {
            rt_blend_over_avx2(src, dst, coverage, Int64(count))
        } else {
            overPortable(src, onto: dst, coverage: coverage, count: count)
        }
    }

    /// The per-pixel form (and the twin of the AVX2 kernel).
    static func overPortable(_ src: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, coverage: UInt32, count: Int) {
        if coverage == 255 {
            for k in 0..<count { dst[k] = Blend.over(src[k], dst[k]) }
        } else {
            for k in 0..<count { dst[k] = Blend.over(src[k], dst[k], coverage: coverage) }
        }
    }
}

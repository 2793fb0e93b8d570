import CRasterKernels

/// Which forms of the pixel kernels this process runs: the AVX2 ones in `CRasterKernels` (and the
/// PNG row stage and deflate in `CPNGSupport`) when the CPU has AVX2 and `RT_NO_AVX2` is unset,
/// the portable ones otherwise. Decided once; both forms write the same bytes.
enum PixelKernels {
    static let hasAVX2 = rt_kernels_have_avx2()
}

import CCPUFeatures
import CRasterKernels

/// Which forms of the pixel kernels this process runs: the AVX2 ones in `CRasterKernels` (and the
/// PNG row stage in `CPNGSupport`, deflate in `CDeflate`) when the CPU has AVX2 and `RT_NO_AVX2`
/// is unset (`CCPUFeatures` decides),
/// the portable ones otherwise. Decided once; both forms write the same bytes.
enum PixelKernels {
    static let hasAVX2 = rt_kernels_have_avx2()
}

import TestSupport
import CRasterKernels
import Testing
@testable import Raster

/// The AVX2 horizontal bilinear pass (`rt_lerp_columns_avx2`, C) against the scalar blend it
/// must equal byte for byte: magnification through the lane-permute window (including steps of
/// exactly ±1 texel, where the window is used to its last lane), minification through gathers,
/// both directions, and runs whose last pixels sit at the very end of the readable texels, where
/// the kernel must stop using whole windows rather than read past `available`.
@Suite("Perf: AVX2 bilinear columns")
struct PerfAVX2ColumnsTests {
    @Test("rt_lerp_columns_avx2 equals the scalar blend on random texels, steps and ends", .enabled(if: PixelKernels.hasAVX2))
    func kernelMatchesScalarBlend() {
        var rng = SplitMix64(state: 0xA7C2)
        let steps = [1, 255, 256, 257, 13107, 65535, 65536, -1, -13107, -65535, -65536, 65537, 98304, 131071, -131072, 150000]
        for trial in 0..<600 {
            let du = trial < steps.count ? steps[trial] : Int(rng.next() % 262_144) - 131_072
            let count = 1 + Int(rng.next() % 300)
            // The texels a run reads: from its first to its last column, plus a random margin on
            // each side (often none, so the run ends exactly at the end of what may be read).
            let span = abs(du) * (count - 1)
            let lead = rng.next() % 3 == 0 ? 0 : Int(rng.next() % 20)
            let trail = rng.next() % 3 == 0 ? 0 : Int(rng.next() % 20)
            let fraction = Int(rng.next() % 65536)
            let needed = (span + fraction) >> 16 + 2
            let available = lead + needed + trail
            let start = (lead << 16) + fraction + (du < 0 ? span : 0)
            let texels = (0..<available).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
            var out = [UInt32](repeating: 0, count: count)
            texels.withUnsafeBufferPointer { t in
                out.withUnsafeMutableBufferPointer { o in
                    rt_lerp_columns_avx2(t.baseAddress!, Int64(available), Int64(start), Int64(du), Int64(count), o.baseAddress!)
                }
            }
            for i in 0..<count {
                let p = start + i * du, ix = p >> 16
                #expect(ix >= 0 && ix + 1 < available, "test set-up: trial \(trial) reads inside the texels")
                let expected = BilinearKernels.blend(texels[ix], texels[ix + 1], UInt32((p >> 8) & 0xFF))
                if out[i] != expected {
                    Issue.record("trial \(trial): du \(du) count \(count) available \(available) pixel \(i): \(out[i]) != \(expected)")
                    return
                }
            }
        }
    }
}

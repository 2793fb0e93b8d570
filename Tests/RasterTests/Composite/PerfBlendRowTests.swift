import TestSupport
import Testing
@testable import Raster

/// The row source-over (`BlendRow.over`: the AVX2 kernel where the CPU has it) against
/// `Blend.over` per pixel, on random premultiplied pixels (and some that are not: glows with
/// colour above alpha), every coverage, and counts that end mid-vector.
@Suite("Perf: row source-over")
struct PerfBlendRowTests {
    @Test("BlendRow.over equals Blend.over per pixel at every coverage")
    func rowMatchesPerPixel() {
        var rng = SplitMix64(state: 0xB1E7)
        func pixel() -> UInt32 {
            let kind = rng.next() % 6
            if kind == 0 { return 0 }
            if kind == 1 { return UInt32(truncatingIfNeeded: rng.next()) }  // not premultiplied
            let a = kind == 2 ? 255 : UInt32(rng.next() % 256)
            func channel() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            return channel() | channel() << 8 | channel() << 16 | a << 24
        }
        for coverage in UInt32(0)...255 {
            let count = 1 + Int(rng.next() % 40)
            let src = (0..<count).map { _ in pixel() }
            let dst = (0..<count).map { _ in pixel() }
            var fast = dst, portable = dst
            src.withUnsafeBufferPointer { s in
                fast.withUnsafeMutableBufferPointer { BlendRow.over(s.baseAddress!, onto: $0.baseAddress!, coverage: coverage, count: count) }
                portable.withUnsafeMutableBufferPointer {
                    BlendRow.overPortable(s.baseAddress!, onto: $0.baseAddress!, coverage: coverage, count: count)
                }
            }
            for k in 0..<count {
                let expected = Blend.over(src[k], dst[k], coverage: coverage)
                #expect(fast[k] == expected, "coverage \(coverage) pixel \(k): \(src[k]) over \(dst[k])")
                #expect(portable[k] == expected, "portable, coverage \(coverage) pixel \(k)")
            }
        }
    }
}

import TestSupport
import Testing
@testable import Raster

/// Mip levels are the rounded 2x2 box average, edges repeating the last row and column.
@Suite("Composite: mip chain")
struct MipChainTests {
    @Test("halve equals the per-channel (sum of four + 2) / 4 on random images of odd and even sizes")
    func halveMatchesBoxAverage() {
        var rng = SplitMix64(state: 0x41F)
        for (w, h) in [(1, 1), (2, 2), (7, 5), (16, 9), (33, 1), (1, 20)] {
            let src = Pixmap(width: w, height: h)!
            for i in 0..<(w * h) { src.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) }
            let half = MipChain.halve(src)
            #expect(half.width == max(1, (w + 1) / 2) && half.height == max(1, (h + 1) / 2))
            for y in 0..<half.height { for x in 0..<half.width {
                let xs = [min(2 * x, w - 1), min(2 * x + 1, w - 1)], ys = [min(2 * y, h - 1), min(2 * y + 1, h - 1)]
                var expected: UInt32 = 0
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    var sum: UInt32 = 0
                    for sy in ys { for sx in xs { sum += (src.pixels[sy * w + sx] >> shift) & 0xFF } }
                    expected |= ((sum + 2) / 4) << shift
                }
                #expect(half.pixels[y * half.width + x] == expected, "\(w)x\(h) at (\(x), \(y))")
            } }
        }
    }
}

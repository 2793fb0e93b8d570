import Testing
@testable import Raster
import TestSupport

/// The steps around a backdrop's blur: the box reduction and the saturation matrix.
@Suite("Filter: downsample and saturation")
struct BackdropFilterStepsTests {
    @Test("downsampling averages each block with rounding, edge blocks over the pixels they have")
    func downsampleAverages() throws {
        let p = try #require(Pixmap(width: 5, height: 3))
        for y in 0..<3 { for x in 0..<5 { p[x, y] = PremultipliedColor(r: UInt8(10 * x), g: UInt8(10 * y), b: 255, a: 255) } }
        let d = try #require(p.downsampled(region: p.bounds, by: 2))
        #expect(d.width == 3 && d.height == 2)
        // Block (0, 0): x 0, 1 (r 0, 10), y 0, 1 (g 0, 10): means 5 and 5.
        #expect(d[0, 0] == PremultipliedColor(r: 5, g: 5, b: 255, a: 255))
        // Block (2, 1): the single pixel (4, 2).
        #expect(d[2, 1] == PremultipliedColor(r: 40, g: 20, b: 255, a: 255))
        // Block (1, 1): x 2, 3 at y 2: r (20 + 30) / 2 = 25.
        #expect(d[1, 1] == PremultipliedColor(r: 25, g: 20, b: 255, a: 255))
        let big = try #require(Pixmap(width: 64, height: 48))
        big.clear(to: PremultipliedColor(r: 200, g: 100, b: 7, a: 255))
        let q = try #require(big.downsampled(region: IntRect(x: 3, y: 5, width: 50, height: 40), by: 16))
        #expect(q.width == 4 && q.height == 3)
        for v in q.pixels { #expect(PremultipliedColor(packed: v) == PremultipliedColor(r: 200, g: 100, b: 7, a: 255)) }
    }

    @Test("the C reduction equals a per-channel rounded mean of each block (its simple twin)", arguments: [1, 2, 3, 4, 7, 8, 16])
    func downsampleMatchesTwin(factor: Int) throws {
        var rng = SplitMix64(seed: UInt64(factor))
        let p = try #require(Pixmap(width: 53, height: 41))
        for i in 0..<p.pixels.count { p.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) }
        let region = IntRect(x: 5, y: 3, width: 45, height: 37)
        let d = try #require(p.downsampled(region: region, by: factor))
        for by in 0..<d.height {
            for bx in 0..<d.width {
                var sums = [0, 0, 0, 0], n = 0
                for y in (region.y + by * factor)..<min(region.y + (by + 1) * factor, region.maxY) {
                    for x in (region.x + bx * factor)..<min(region.x + (bx + 1) * factor, region.maxX) {
                        let c = p[x, y]
                        sums[0] += Int(c.r); sums[1] += Int(c.g); sums[2] += Int(c.b); sums[3] += Int(c.a); n += 1
                    }
                }
                let mean = sums.map { UInt8(($0 + n / 2) / n) }
                #expect(d[bx, by] == PremultipliedColor(r: mean[0], g: mean[1], b: mean[2], a: mean[3]), "block (\(bx), \(by))")
            }
        }
    }

    @Test("saturation keeps greys, makes luma at 0, and scales the distance from luma by the amount")
    func saturation() throws {
        let p = try #require(Pixmap(width: 3, height: 1))
        p[0, 0] = PremultipliedColor(r: 90, g: 90, b: 90, a: 255)
        p[1, 0] = PremultipliedColor(r: 150, g: 100, b: 50, a: 255)
        p[2, 0] = PremultipliedColor(r: 100, g: 20, b: 10, a: 128)
        let copy = p.copy()
        copy[1, 0] = PremultipliedColor(r: 200, g: 40, b: 20, a: 255)
        p.saturate(by: 1.8, in: p.bounds)
        #expect(p[0, 0] == PremultipliedColor(r: 90, g: 90, b: 90, a: 255))
        // Hand-solved: luma of (150, 100, 50) = 0.2126·150 + 0.7152·100 + 0.0722·50 = 107.02;
        // each channel 107.02 + 1.8·(c − 107.02): 184.38, 94.38, 4.38.
        #expect(p[1, 0] == PremultipliedColor(r: 184, g: 94, b: 4, a: 255), "\(p[1, 0])")
        // Premultiplied: luma 36.29; r 36.29 + 1.8·63.71 = 151.0, clamped to alpha 128; g 6.97; b −11.0 → 0.
        #expect(p[2, 0] == PremultipliedColor(r: 128, g: 7, b: 0, a: 128), "\(p[2, 0])")
        // Luma of (200, 40, 20): 42.52 + 28.61 + 1.44 = 72.57.
        copy.saturate(by: 0, in: copy.bounds)
        #expect(copy[1, 0] == PremultipliedColor(r: 73, g: 73, b: 73, a: 255), "\(copy[1, 0])")
    }
}

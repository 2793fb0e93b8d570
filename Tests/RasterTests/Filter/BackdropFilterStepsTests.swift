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
        // Full 16 x 16 blocks of 255: the largest sums (4,080 down a column, 65,280 a block) lose nothing.
        let white = try #require(Pixmap(width: 48, height: 32))
        white.clear(to: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let w = try #require(white.downsampled(region: white.bounds, by: 16))
        #expect(w.width == 3 && w.height == 2 && w.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
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

/// The enlargement against its simple twin: every pixel's bilinear sample computed on its own.
@Suite("Filter: enlargement")
struct UpsampleTests {
    /// Pixel (x, y) of the enlargement, sampled directly: the texel pair and the 8-bit weight of
    /// its centre on each axis, the horizontal lerps first, then the vertical one.
    static func sample(_ p: Pixmap, factor: Int, x: Int, y: Int) -> UInt32 {
        func tap(_ v: Int, _ limit: Int) -> (Int, UInt32) {
            let u = (Double(v) + 0.5) / Double(factor) - 0.5
            var i = Int(u.rounded(.down)), w = UInt32(((u - Double(i)) * 256).rounded())
            if w == 256 { i += 1; w = 0 }
            if i < 0 { i = 0; w = 0 }
            if i >= limit - 1 { i = limit - 1; w = 0 }
            return (i, w)
        }
        let (i, wx) = tap(x, p.width), (j, wy) = tap(y, p.height)
        func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let ca = (a >> UInt32(shift)) & 0xFF, cb = (b >> UInt32(shift)) & 0xFF
                out |= ((ca * (256 - w) + cb * w + 128) >> 8) << UInt32(shift)
            }
            return out
        }
        let i1 = min(i + 1, p.width - 1), j1 = min(j + 1, p.height - 1)
        let top = lerp(p.pixels[j * p.width + i], p.pixels[j * p.width + i1], wx)
        let bottom = lerp(p.pixels[j1 * p.width + i], p.pixels[j1 * p.width + i1], wx)
        return wy == 0 ? top : lerp(top, bottom, wy)
    }

    @Test("the row-cached enlargement equals sampling each pixel on its own", arguments: [2, 5, 16])
    func matchesTwin(factor: Int) throws {
        var rng = SplitMix64(seed: UInt64(100 + factor))
        let small = try #require(Pixmap(width: 9, height: 7))
        for i in 0..<small.pixels.count { small.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) }
        let out = try #require(Pixmap(width: 9 * factor - 3, height: 7 * factor - 1))
        small.upsample(by: factor, from: 2, 1, into: out)
        for y in 0..<out.height {
            for x in 0..<out.width {
                #expect(out.pixels[y * out.width + x] == Self.sample(small, factor: factor, x: x + 2, y: y + 1), "(\(x), \(y))")
            }
        }
    }

    @Test("a copy wide enough for the AVX2 widening equals sampling each pixel, and the Swift form", arguments: [1, 2, 3, 16])
    func wideMatchesTwin(factor: Int) throws {
        var rng = SplitMix64(seed: UInt64(200 + factor))
        let small = try #require(Pixmap(width: 37, height: 5))
        for i in 0..<small.pixels.count { small.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) }
        let out = try #require(Pixmap(width: 37 * factor - 1, height: 5 * factor))
        let portable = try #require(Pixmap(width: out.width, height: out.height))
        small.upsample(by: factor, from: 1, 0, into: out)
        small.upsample(by: factor, from: 1, 0, into: portable.pixels.baseAddress!, rowStride: portable.width,
                       width: portable.width, height: portable.height, blending: false, forcePortable: true)
        #expect(Array(out.pixels) == Array(portable.pixels), "factor \(factor): kernels and Swift form")
        for y in 0..<out.height {
            for x in 0..<out.width where out.pixels[y * out.width + x] != Self.sample(small, factor: factor, x: x + 1, y: y) {
                Issue.record("factor \(factor): (\(x), \(y)) differs from the per-pixel sample")
                return
            }
        }
    }

    @Test("blending lays a translucent enlargement over what is there")
    func blends() throws {
        let small = try #require(Pixmap(width: 2, height: 2))
        small.clear(to: PremultipliedColor(r: 64, g: 0, b: 0, a: 128))
        let out = try #require(Pixmap(width: 4, height: 4))
        out.clear(to: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        small.upsample(by: 2, from: 0, 0, into: out.pixels.baseAddress!, rowStride: 4, width: 4, height: 4, blending: true)
        // 64 + 0·127/255 red, 255·127/255 = 127 blue, alpha 128 + 255·127/255 = 255.
        #expect(out[1, 2] == PremultipliedColor(r: 64, g: 0, b: 127, a: 255), "\(out[1, 2])")
    }
}

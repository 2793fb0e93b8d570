import CRasterKernels
import TestSupport
import Testing
@testable import Raster

/// The axis-aligned bilinear row (`rt_bilinear_row`: the AVX2 passes, eight pixels per step in
/// 16-bit lanes, and the scalar loops a CPU without AVX2 runs) against its per-pixel twin
/// `sampleRowScalar`: byte for byte on random images and mappings, including rows partly or
/// wholly off the image, mirrored steps, rows exactly on a texel row, odd widths and runs
/// shorter than one vector.
@Suite("Perf: SIMD bilinear row")
struct PerfSIMDRowTests {
    /// A random premultiplied image (every channel <= alpha), with some fully opaque and fully
    /// transparent texels so the 0 and 255 extremes are exercised.
    static func image(width: Int, height: Int, rng: inout SplitMix64) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        for i in 0..<(width * height) {
            let kind = rng.next() % 8
            let a: UInt32 = kind == 0 ? 0 : kind == 1 ? 255 : UInt32(rng.next() % 256)
            func channel() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            p.pixels[i] = channel() | channel() << 8 | channel() << 16 | a << 24
        }
        return p
    }

    static func sampler(_ img: Pixmap) -> ImageSampler {
        ImageSampler(ImageShader(image: img, transform: .identity))!
    }

    /// `rt_bilinear_row` on every kernel path this machine has against the twin's row `slow`;
    /// records the first differing pixel and returns false.
    static func rowsMatch(_ slow: [UInt32], _ img: Pixmap, fu: Int, du: Int, fv: Int, _ context: String) -> Bool {
        var fast = [UInt32](repeating: 0xDEAD_BEEF, count: slow.count)
        for avx2 in BilinearKernels.rowPaths {
            fast.withUnsafeMutableBufferPointer { BilinearKernels.row(img, fu: fu, du: du, fv: fv, count: slow.count, avx2: avx2, into: $0.baseAddress!) }
            if let i = fast.indices.first(where: { fast[$0] != slow[$0] }) {
                Issue.record("avx2 \(avx2) \(context): pixel \(i) \(String(fast[i], radix: 16)) != \(String(slow[i], radix: 16))")
                return false
            }
        }
        return true
    }

    @Test("rt_bilinear_row equals sampleRowScalar byte for byte on random images and mappings", arguments: 0..<8)
    func rowMatchesScalarTwin(seed: Int) {
        var rng = SplitMix64(state: 0x5EED_0000 + UInt64(seed))
        for _ in 0..<40 {
            // Odd and even sizes, from one texel wide up.
            let w = 1 + Int(rng.next() % 61), h = 1 + Int(rng.next() % 17)
            let img = Self.image(width: w, height: h, rng: &rng)
            let s = Self.sampler(img)
            let scale = 0.5 + Double(rng.next() % 10_000) / 10_000 * 7.5
            let a = rng.next() % 4 == 0 ? -scale : scale
            let tx = (Double(rng.next() % 20_000) / 100) - 100 + (rng.next() % 2 == 0 ? 0 : 0.37)
            let count = 1 + Int(rng.next() % 300)
            let x0 = Int(rng.next() % 200) - 100
            // u = (x + 0.5) / a - tx / a - 0.5 in 16.16, stepped by 1 / a (the mapping's inverse).
            let inv = 1 / a
            let u = (Double(x0) + 0.5) * inv - tx * inv - 0.5
            let fu = Int((u * 65536).rounded(.down)), du = Int((inv * 65536).rounded())
            var slow = [UInt32](repeating: 0xDEAD_BEEF, count: count)
            for row in 0..<(h + 2) {
                // Whole texel rows (fy == 0), fractional ones, and rows off the top and bottom.
                let fv = (row - 1) * 65536 + (row % 3 == 0 ? 0 : Int(rng.next() % 65536))
                slow.withUnsafeMutableBufferPointer { s.sampleRowScalar(img.pixels.baseAddress!, w, h, fu: fu, du: du, fv: fv, count: count, into: $0.baseAddress!) }
                guard Self.rowsMatch(slow, img, fu: fu, du: du, fv: fv, "w \(w) h \(h) a \(a) tx \(tx) x0 \(x0) count \(count) fv \(fv)") else { return }
            }
        }
    }

    @Test("Magnified rows equal the scalar twin: scales 1.01...8, fractional starts, odd counts, image edges",
          arguments: [1.01, 1.5, 1.999, 2, 2.5, 3, 3.3333, 4, 5, 5.37, 7, 7.999, 8])
    func magnifiedRowsMatchScalarTwin(scale: Double) {
        var rng = SplitMix64(state: 0x3A6_0000 + UInt64(scale * 1000))
        for _ in 0..<8 {
            let w = 1 + Int(rng.next() % 45), h = 1 + Int(rng.next() % 5)
            let img = Self.image(width: w, height: h, rng: &rng)
            let s = Self.sampler(img)
            let du = Int((65536 / scale).rounded())
            // Starts just before, at and inside the image, and spans running off its right edge.
            let starts = [-65536 * 2 - 1, -32768, -1, 0, 1, 255, 256, 32767, Int(rng.next() % 65536),
                          (w - 2) * 65536 + Int(rng.next() % 65536), (w - 1) * 65536 - 1, Int(rng.next() % UInt64(w * 65536))]
            for fu in starts {
                for count in [1, 2, 3, 7, 8, 9, 15, 17, 31, 33, Int(Double(w) * scale) + 5, 1 + Int(rng.next() % 401)] {
                    var slow = [UInt32](repeating: 0xDEAD_BEEF, count: count)
                    for fv in [0, 65536 + 128, Int(rng.next() % UInt64(h * 65536)), -70000, h * 65536] {
                        slow.withUnsafeMutableBufferPointer { s.sampleRowScalar(img.pixels.baseAddress!, w, h, fu: fu, du: du, fv: fv, count: count, into: $0.baseAddress!) }
                        guard Self.rowsMatch(slow, img, fu: fu, du: du, fv: fv, "w \(w) h \(h) scale \(scale) fu \(fu) count \(count) fv \(fv)") else { return }
                    }
                }
            }
        }
    }

    @Test("Rows reading more source columns than one stack buffer holds equal the scalar twin, piece by piece")
    func wideRowsMatchScalarTwin() {
        var rng = SplitMix64(state: 0x31DE)
        let img = Self.image(width: 6000, height: 3, rng: &rng)
        let s = Self.sampler(img)
        // Steps from magnification to 2:1 minification, both directions: 2,047 to 11,000 columns.
        for (du, count) in [(65536, 5000), (131_072, 2900), (98_304 + 7, 4001), (-65536 - 911, 4500), (40_000, 5999)] {
            let fu = du > 0 ? 12_345 : 5990 * 65536
            var slow = [UInt32](repeating: 0xDEAD_BEEF, count: count)
            slow.withUnsafeMutableBufferPointer { s.sampleRowScalar(img.pixels.baseAddress!, 6000, 3, fu: fu, du: du, fv: 65536 + 777, count: count, into: $0.baseAddress!) }
            guard Self.rowsMatch(slow, img, fu: fu, du: du, fv: 65536 + 777, "wide row du \(du) count \(count)") else { return }
        }
    }

    @Test("Through ImageSampler.sample: random axis-aligned draws equal the scalar row at every canvas row")
    func sampleMatchesScalarTwin() throws {
        var rng = SplitMix64(state: 0xC0FFEE)
        for _ in 0..<30 {
            let w = 1 + Int(rng.next() % 80), h = 1 + Int(rng.next() % 40)
            let img = Self.image(width: w, height: h, rng: &rng)
            let sx = 0.5 + Double(rng.next() % 1000) / 1000 * 7.5, sy = 0.5 + Double(rng.next() % 1000) / 1000 * 7.5
            let t = Transform2D(a: sx, b: 0, c: 0, d: sy, tx: Double(rng.next() % 4000) / 100 - 20, ty: Double(rng.next() % 4000) / 100 - 20)
            let s = try #require(ImageSampler(ImageShader(image: img, transform: t, isOpaque: false)))
            let inv = try #require(t.inverted())
            let x0 = Int(rng.next() % 40) - 20, count = 1 + Int(rng.next() % 400)
            var fast = [UInt32](repeating: 0, count: count), slow = fast
            for y in -2..<Int(Double(h) * sy + 3) {
                fast.withUnsafeMutableBufferPointer { s.sample(y: y, x: x0, count: count, into: $0.baseAddress!) }
                // The same 16.16 start and step `sample` derives (`affine_start` in affine_sampler.c).
                let cx = Double(x0) + 0.5, cy = Double(y) + 0.5
                let u = inv.a * cx + inv.c * cy + inv.tx - 0.5, v = inv.b * cx + inv.d * cy + inv.ty - 0.5
                slow.withUnsafeMutableBufferPointer {
                    s.sampleRowScalar(img.pixels.baseAddress!, w, h, fu: Int((u * 65536).rounded(.down)), du: Int((inv.a * 65536).rounded()),
                                      fv: Int((v * 65536).rounded(.down)), count: count, into: $0.baseAddress!)
                }
                #expect(fast == slow, "scale \(sx)x\(sy) row \(y)")
                if fast != slow { return }
            }
        }
    }

    @Test("The AVX2 passes equal the scalar blend on every weight and random texels", .enabled(if: PixelKernels.hasAVX2, "needs an AVX2 CPU"))
    func kernelsMatchBlend() {
        var rng = SplitMix64(state: 42)
        let n = 37
        var a = (0..<n).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
        var b = (0..<n).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
        a[0] = 0xFFFF_FFFF; b[0] = 0; a[1] = 0; b[1] = 0xFFFF_FFFF
        var out = [UInt32](repeating: 0, count: n)
        for f in UInt32(0)...255 {
            rt_lerp_rows_avx2(a, b, f, Int64(n), &out)
            for k in 0..<n {
                #expect(out[k] == BilinearKernels.blend(a[k], b[k], f), "lerp rows weight \(f) pixel \(k)")
            }
        }
        // Columns: every fractional weight appears (du not a multiple of 256), both directions.
        for du in [257, 4099, 13107, 65536 + 111, -9000, -65536 * 2 + 5] {
            let count = 29
            let start = du > 0 ? 3 : (n - 2) * 65536 + 65535
            // Every position read (ix and ix + 1) stays inside the n texels.
            let m = du > 0 ? min(count, ((n - 2) * 65536 + 65535 - start) / du + 1) : min(count, start / -du + 1)
            #expect(m >= 9, "du \(du): the run covers at least one vector step")
            rt_lerp_columns_avx2(a, Int64(n), Int64(start), Int64(du), Int64(m), &out)
            for i in 0..<m {
                let p = start + i * du
                #expect(out[i] == BilinearKernels.blend(a[p >> 16], a[(p >> 16) + 1], UInt32((p >> 8) & 0xFF)),
                        "lerp columns du \(du) pixel \(i)")
            }
        }
    }
}

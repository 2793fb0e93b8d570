import CRasterKernels
import TestSupport
import Testing
@testable import Raster

/// The axis-aligned bilinear row (`ImageSampler.sample`, `rt_bilinear_row`) against its twins: the per-pixel
/// clamping filter in the same (vertical-first) order (exact, same bytes), the per-pixel
/// horizontal-first filter used by rotated draws (within 1 level: only the rounding order
/// differs) and the floating-point reference (within the 8-bit weights' error).
@Suite("Perf: bilinear row fast path")
struct PerfBilinearRowTests {
    /// A deterministic image with alpha (premultiplied, so every channel <= alpha).
    static func image(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(state: seed)
        let p = Pixmap(width: width, height: height)!
        for i in 0..<(width * height) {
            let a = UInt32(rng.next() % 256)
            let r = a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)), g = a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1))
            let b = a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1))
            p.pixels[i] = r | g << 8 | b << 16 | a << 24
        }
        return p
    }

    /// Mappings image -> canvas: magnify, minify (above 1/2, no mip), mirror, offsets that put
    /// the row partly or wholly outside the image, and a row exactly on a texel row.
    static let cases: [(name: String, transform: Transform2D)] = [
        ("5x about a point", Transform2D(a: 5, b: 0, c: 0, d: 5, tx: -61.3, ty: -40.7)),
        ("0.7x", Transform2D(a: 0.7, b: 0, c: 0, d: 0.7, tx: 3.25, ty: 1.5)),
        ("mirrored in x", Transform2D(a: -1.3, b: 0, c: 0, d: 1.1, tx: 50.4, ty: 0.3)),
        ("shifted off the left", Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 30.5, ty: -7)),
        ("integer rows", Transform2D(a: 1.5, b: 0, c: 0, d: 1, tx: -0.25, ty: 0)),
        ("sheared in x", Transform2D(a: 1.2, b: 0, c: 0.4, d: 1.2, tx: -5, ty: 2.2)),
    ]

    @Test("Fast row equals the per-pixel vertical-first filter byte for byte, and is within 1 level of the horizontal-first one",
          arguments: 0..<6)
    func rowMatchesPerPixelFilter(caseIndex: Int) throws {
        let (name, t) = Self.cases[caseIndex]
        let img = Self.image(width: 37, height: 23, seed: 7 + UInt64(caseIndex))
        let sampler = try #require(ImageSampler(ImageShader(image: img, transform: t)))
        let inv = try #require(t.inverted())
        let width = 90
        var fast = [UInt32](repeating: 0, count: width)
        for y in -3..<70 {
            fast.withUnsafeMutableBufferPointer { sampler.sample(y: y, x: -4, count: width, into: $0.baseAddress!) }
            // The twin: the clamping 2x2 filter at each pixel's own 16.16 position.
            let cy = Double(y) + 0.5
            let u0 = inv.a * (-3.5) + inv.c * cy + inv.tx - 0.5, v = inv.b * (-3.5) + inv.d * cy + inv.ty - 0.5
            let fu0 = Int((u0 * 65536).rounded(.down)), fv = Int((v * 65536).rounded(.down))
            let du = Int((inv.a * 65536).rounded())
            for i in 0..<width {
                let expected = BilinearKernels.bilinearColumnsFirst(img.pixels.baseAddress!, img.width, img.height, fu0 + i * du, fv)
                #expect(fast[i] == expected, "\(name): row \(y) pixel \(i - 4)")
                let rowsFirst = BilinearKernels.bilinear(img.pixels.baseAddress!, img.width, img.height, fu0 + i * du, fv)
                let gap = Self.maxChannelDifference(fast[i], rowsFirst)
                #expect(gap <= 1, "\(name): row \(y) pixel \(i - 4) differs by \(gap) from the horizontal-first filter")
                if fast[i] != expected || gap > 1 { return }
            }
        }
    }

    /// `rt_bilinear_interior` as a tuple.
    static func interior(fu: Int, du: Int, count: Int, width: Int) -> (Int, Int) {
        var lo: Int64 = -1, hi: Int64 = -1
        rt_bilinear_interior(Int64(fu), Int64(du), Int64(count), Int64(width), &lo, &hi)
        return (Int(lo), Int(hi))
    }

    static func maxChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        stride(from: 0, to: 32, by: 8).map { abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF)) }.max()!
    }

    @Test("Fast row stays within the 8-bit weights' error of the floating-point reference")
    func rowMatchesReference() throws {
        let img = Self.image(width: 64, height: 48, seed: 99)
        let t = Transform2D(a: 3.3, b: 0, c: 0, d: 2.7, tx: -20.1, ty: -11.9)
        let sampler = try #require(ImageSampler(ImageShader(image: img, transform: t)))
        let inv = try #require(t.inverted())
        var row = [UInt32](repeating: 0, count: 200)
        var worst = 0.0
        for y in stride(from: 0, to: 120, by: 7) {
            row.withUnsafeMutableBufferPointer { sampler.sample(y: y, x: 0, count: 200, into: $0.baseAddress!) }
            for x in 0..<200 {
                let p = inv.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let ref = ImageSamplerReference.bilinear(img, u: p.x - 0.5, v: p.y - 0.5)
                let got = PremultipliedColor(packed: row[x])
                for (c, r) in zip([got.r, got.g, got.b, got.a], ref) { worst = max(worst, abs(Double(c) - r)) }
            }
        }
        // Weights are truncated to 1/256 in each direction (up to 255/256 of a level each on a
        // full-range step) and each of the three lerps rounds once: 2.5 levels bound it.
        #expect(worst <= 2.5, "worst channel difference \(worst)")
    }

    @Test("Interior run: every pixel inside has both texel columns in the image, the rest do not",
          arguments: [(0, 13107, 300), (-400_000, 13107, 300), (5_000_000, -70_000, 120), (-10, 65536 * 3, 40), (2_000_000, 0, 10)])
    func interiorBounds(fu: Int, du: Int, count: Int) {
        let w = 37
        let (lo, hi) = Self.interior(fu: fu, du: du, count: count, width: w)
        #expect(0 <= lo && lo <= hi && hi <= count)
        for i in 0..<count {
            let ix = (fu + i * du) >> 16
            let inside = ix >= 0 && ix + 1 < w
            if i >= lo && i < hi { #expect(inside, "pixel \(i) (ix \(ix)) is in the run but outside") }
        }
    }
}

/// `rt_bilinear_interior` finds each end of the inside run by division and a short walk: it
/// must give exactly the maximal run of pixels whose texel pair lies inside the image.
@Suite("Perf: bilinear interior run")
struct PerfInteriorRunTests {
    @Test("the interior is the maximal inside run for random starts, steps, counts and widths")
    func interiorIsExact() {
        var rng = SplitMix64(state: 0x1D7E)
        let steps = [0, 1, -1, 13107, -13107, 65535, 65536, -65536, 65537, 196_608, -196_608, 1 << 20]
        for trial in 0..<5000 {
            let w = 1 + Int(rng.next() % 60)
            let du = trial < steps.count * 20 ? steps[trial % steps.count] : Int(rng.next() % 400_000) - 200_000
            let count = Int(rng.next() % 120)
            let fu = Int(rng.next() % UInt64(200 << 16)) - (100 << 16)
            let (lo, hi) = PerfBilinearRowTests.interior(fu: fu, du: du, count: count, width: w)
            let inside = (0..<count).filter { let ix = (fu + $0 * du) >> 16; return ix >= 0 && ix + 1 < w }
            if let first = inside.first, let last = inside.last {
                #expect(lo == first && hi == last + 1, "fu \(fu) du \(du) count \(count) w \(w): \(lo)..<\(hi), inside \(first)...\(last)")
            } else {
                #expect(lo == hi && lo >= 0 && lo <= count, "fu \(fu) du \(du) count \(count) w \(w): \(lo)..<\(hi), none inside")
            }
        }
    }
}

/// `rt_bilinear_ink_run` (the pixels of a translucent row whose texel pair reaches the ink
/// columns) finds its ends the same way: exactly the pixels a brute-force test picks.
@Suite("Perf: ink run ends")
struct PerfInkRunTests {
    @Test("the ink run is exactly the pixels whose clamped texel pair reaches first...last")
    func inkRunIsExact() {
        var rng = SplitMix64(state: 0x14C7)
        for trial in 0..<5000 {
            let w = 1 + Int(rng.next() % 60)
            let a = Int(rng.next() % UInt64(w)), b = a + Int(rng.next() % UInt64(w - a))
            let du = trial % 10 == 0 ? 0 : Int(rng.next() % 300_000) - 150_000
            let count = Int(rng.next() % 120)
            let fu = Int(rng.next() % UInt64(200 << 16)) - (100 << 16)
            var lo: Int64 = -1, hi: Int64 = -1
            rt_bilinear_ink_run(Int64(fu), Int64(du), Int64(count), Int64(w), Int64(a), Int64(b), &lo, &hi)
            let run = Int(lo)..<Int(hi)
            let picked = (0..<count).filter { i in
                let ix = (fu + i * du) >> 16
                let x0 = min(max(ix, 0), w - 1), x1 = min(max(ix + 1, 0), w - 1)
                return x1 >= a && x0 <= b
            }
            if let first = picked.first, let last = picked.last {
                #expect(run == first..<(last + 1), "fu \(fu) du \(du) count \(count) w \(w) ink \(a)...\(b): \(run)")
                #expect(picked.count == last - first + 1, "test set-up: one run")
            } else {
                #expect(run.isEmpty, "fu \(fu) du \(du) count \(count) w \(w) ink \(a)...\(b): \(run), none reach")
            }
        }
    }
}

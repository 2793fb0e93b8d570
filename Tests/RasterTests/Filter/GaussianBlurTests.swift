import Foundation
import Testing
@testable import Raster
import TestSupport

/// The colour blur against the Gaussian: its twin (a direct float 2D convolution), the
/// analytic kernel a single pixel spreads into, a step edge's profile, and what it keeps.
@Suite("Filter: Gaussian blur")
struct GaussianBlurTests {
    /// A premultiplied pixmap of random colours, seeded.
    static func noise(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        let p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8(rng.int(256))
                func c() -> UInt8 { UInt8(rng.int(Int(a) + 1)) }
                p[x, y] = PremultipliedColor(r: c(), g: c(), b: c(), a: a)
            }
        }
        return p
    }

    @Test("the three-pass blur agrees with the direct 2D Gaussian within 2.5 levels a channel (mean below 0.55, of which ~0.25 is the 8-bit rounding)",
          arguments: [1.0, 2.5, 4.0, 7.0])
    func agreesWithReference(sigma: Double) throws {
        let source = Self.noise(width: 40, height: 34, seed: 28)
        let region = IntRect(x: 3, y: 2, width: 34, height: 30)
        let blur = try #require(GaussianBlur(sigma: sigma))
        let fast = try #require(blur.blurred(source, region: region))
        let reference = GaussianBlurReference.blur(source, region: region, sigma: sigma)
        var worst = 0.0, sum = 0.0
        for y in 0..<region.height {
            for x in 0..<region.width {
                let p = fast[x, y]
                for (c, v) in [p.r, p.g, p.b, p.a].enumerated() {
                    let d = abs(Double(v) - reference[4 * (y * region.width + x) + c])
                    worst = max(worst, d); sum += d
                }
            }
        }
        let mean = sum / Double(region.width * region.height * 4)
        #expect(worst <= 2.5, "σ \(sigma): worst channel difference \(worst)")
        #expect(mean < 0.55, "σ \(sigma): mean difference \(mean)")
    }

    @Test("the AVX2 kernel (four channels as doubles, exact divisions) gives the Swift passes' bytes",
          .enabled(if: PixelKernels.hasAVX2, "needs an AVX2 CPU"), arguments: [0.6, 2.5, 5.6, 13.0, 47.0, 120.0])
    func kernelMatchesSwiftForm(sigma: Double) throws {
        let blur = try #require(GaussianBlur(sigma: sigma))
        // Random premultiplied colours, then every byte random (sums at the fixed point's limit:
        // all 255), in a region away from the corner and in thin strips.
        var rng = SplitMix64(seed: UInt64(sigma * 10))
        let wild = try #require(Pixmap(width: 45, height: 38))
        for i in 0..<wild.pixels.count { wild.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) }
        let white = try #require(Pixmap(width: 20, height: 9))
        white.clear(to: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let cases: [(Pixmap, IntRect)] = [
            (Self.noise(width: 45, height: 38, seed: 5), IntRect(x: 4, y: 3, width: 37, height: 31)),
            (wild, IntRect(x: 0, y: 0, width: 45, height: 38)),
            (wild, IntRect(x: 7, y: 2, width: 1, height: 30)),
            (wild, IntRect(x: 2, y: 9, width: 40, height: 2)),
            (white, white.bounds),
        ]
        for (source, region) in cases {
            let kernel = try #require(Pixmap(width: region.width, height: region.height))
            let swift = try #require(Pixmap(width: region.width, height: region.height))
            blur.apply(to: source, region: region, into: kernel)
            blur.apply(to: source, region: region, into: swift, forcePortable: true)
            #expect(Array(kernel.pixels) == Array(swift.pixels), "σ \(sigma), region \(region)")
        }
        #expect(white.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    @Test("a single white pixel spreads into the analytic kernel 255·G(x)G(y) within 1 level (the three boxes are 4.5 % low at σ = 2's peak)", arguments: [2.0, 3.0, 5.0])
    func singlePixelSpread(sigma: Double) throws {
        let size = 61, c = 30
        let source = try #require(Pixmap(width: size, height: size))
        source[c, c] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        let out = try #require(GaussianBlur(sigma: sigma)?.blurred(source, region: source.bounds))
        // The pixel's mass 255 over the Gaussian integrated across each pixel cell.
        func cell(_ d: Int) -> Double {
            let s = sigma * 2.0.squareRoot()
            return 0.5 * (erf((Double(d) + 0.5) / s) - erf((Double(d) - 0.5) / s))
        }
        var worst = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let expected = 255 * cell(x - c) * cell(y - c)
                let p = out[x, y]
                #expect(p.r == p.a && p.g == p.a && p.b == p.a, "white stays white (premultiplied grey) at (\(x), \(y))")
                worst = max(worst, abs(Double(p.a) - expected))
            }
        }
        #expect(worst <= 1, "σ \(sigma): worst difference from the analytic kernel \(worst)")
        #expect(out[c, c].a > out[c + 2 * Int(sigma), c].a, "the peak is in the middle")
    }

    @Test("a step edge takes the Gaussian's cumulative profile 255·Φ((x − edge) / σ) within 3 levels (three boxes: up to 1.9 off before rounding)", arguments: [3.0, 8.0])
    func stepEdgeProfile(sigma: Double) throws {
        let width = 120, height = 9, edge = 60
        let source = try #require(Pixmap(width: width, height: height))
        for y in 0..<height { for x in edge..<width { source[x, y] = PremultipliedColor(r: 255, g: 128, b: 0, a: 255) } }
        let out = try #require(GaussianBlur(sigma: sigma)?.blurred(source, region: source.bounds))
        for x in (edge - Int(3 * sigma))...(edge + Int(3 * sigma)) {
            let phi = 0.5 * erfc(-(Double(x) + 0.5 - Double(edge)) / (sigma * 2.0.squareRoot()))
            let p = out[x, 4]
            expectApproximatelyEqual(Double(p.a), 255 * phi, within: 3, "σ \(sigma), x − edge = \(x - edge): alpha \(p.a)")
            expectApproximatelyEqual(Double(p.g), 128 * phi, within: 3, "σ \(sigma), x − edge = \(x - edge): green \(p.g)")
        }
        // Edges clamp: the rows are all alike, so the vertical passes change nothing.
        for y in 0..<height { #expect(out[edge, y] == out[edge, 4]) }
    }

    @Test("the blur keeps the total premultiplied energy of each channel within rounding (0.05 levels a pixel)",
          arguments: [1.5, 4.0, 9.0])
    func keepsEnergy(sigma: Double) throws {
        // Random blobs well inside a transparent border (more than 4σ): nothing reaches the edges.
        let size = 100, inner = IntRect(x: 40, y: 40, width: 20, height: 20)
        let source = try #require(Pixmap(width: size, height: size))
        let blobs = Self.noise(width: inner.width, height: inner.height, seed: 7)
        for y in 0..<inner.height { for x in 0..<inner.width { source[inner.x + x, inner.y + y] = blobs[x, y] } }
        let out = try #require(GaussianBlur(sigma: sigma)?.blurred(source, region: source.bounds))
        func totals(_ p: Pixmap) -> [Int] {
            var t = [0, 0, 0, 0]
            for v in p.pixels { t[0] += Int(v & 0xFF); t[1] += Int((v >> 8) & 0xFF); t[2] += Int((v >> 16) & 0xFF); t[3] += Int(v >> 24) }
            return t
        }
        let before = totals(source), after = totals(out)
        let touched = (inner.width + Int(8 * sigma)) * (inner.height + Int(8 * sigma))
        for c in 0..<4 {
            #expect(abs(after[c] - before[c]) <= max(2, touched / 20), "σ \(sigma), channel \(c): \(before[c]) before, \(after[c]) after")
        }
    }

    @Test("every blurred pixel stays premultiplied (no channel above alpha)")
    func staysPremultiplied() throws {
        let source = Self.noise(width: 50, height: 40, seed: 99)
        let out = try #require(GaussianBlur(sigma: 3.3)?.blurred(source, region: source.bounds))
        for v in out.pixels {
            let p = PremultipliedColor(packed: v)
            #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
        }
    }

    @Test("σ outside 0 < σ <= 120 is refused")
    func refusesBadSigma() {
        #expect(GaussianBlur(sigma: 0) == nil)
        #expect(GaussianBlur(sigma: -1) == nil)
        #expect(GaussianBlur(sigma: .infinity) == nil)
        #expect(GaussianBlur(sigma: 121) == nil)
        #expect(GaussianBlur(sigma: 120) != nil)
    }

    @Test("the exact divider rounds half up like (x + d/2) / d", arguments: [2, 3, 255, 256, 257, 1001, 61_695])
    func dividerIsExact(d: Int) {
        let divide = Divider(UInt64(d))
        var rng = SplitMix64(seed: UInt64(d))
        let top = UInt64(d) * 65_280 * 2
        for _ in 0..<2000 {
            let x = rng.next() % top
            #expect(UInt64(divide(x)) == (x + UInt64(d) / 2) / UInt64(d), "x = \(x), d = \(d)")
        }
        for k in [UInt64(1), 7, 65_280] {
            let x = k * UInt64(d) - UInt64(d) / 2 - 1
            #expect(UInt64(divide(x)) == (x + UInt64(d) / 2) / UInt64(d), "just below a boundary: x = \(x), d = \(d)")
        }
    }
}

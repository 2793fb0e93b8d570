import TestSupport
import Testing
@testable import Raster

/// The translucent-draw fast path (`ImageSampler.sampleInk`, skipping pixels whose texels hold
/// no ink) against its twin, the full-row `sample`: inside the returned run the bytes are the
/// same, outside it the full row samples to exactly 0 (which source-over leaves unchanged).
@Suite("Perf: ink skip for translucent images")
struct PerfInkSkipTests {
    /// Mostly transparent, like a text bitmap: a few random "glyph" blocks, one touching the
    /// left edge and one the right edge, premultiplied; the rows between are all zero.
    static func sparseImage(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(state: seed)
        let p = Pixmap(width: width, height: height)!
        let blocks = [(0, 3, 5, 4), (width - 4, 9, 4, 3), (width / 3, height / 2, width / 4, 2), (width / 2, height - 3, 3, 3)]
        for (bx, by, bw, bh) in blocks {
            for y in by..<min(by + bh, height) {
                for x in bx..<min(bx + bw, width) {
                    let a = UInt32(rng.next() % 256)
                    let c = a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1))
                    p.pixels[y * width + x] = c | c << 8 | c << 16 | a << 24
                }
            }
        }
        return p
    }

    static let cases: [(name: String, transform: Transform2D)] = [
        ("4x about a point", Transform2D(a: 4, b: 0, c: 0, d: 4, tx: -31.3, ty: -20.7)),
        ("0.7x", Transform2D(a: 0.7, b: 0, c: 0, d: 0.7, tx: 3.25, ty: 1.5)),
        ("0.15x, through a mip level", Transform2D(a: 0.15, b: 0, c: 0, d: 0.15, tx: 2.5, ty: 1.25)),
        ("mirrored in x", Transform2D(a: -1.3, b: 0, c: 0, d: 1.1, tx: 50.4, ty: 0.3)),
        ("shifted off the left", Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 30.5, ty: -7)),
        ("sheared in x", Transform2D(a: 1.2, b: 0, c: 0.4, d: 1.2, tx: -5, ty: 2.2)),
        ("rotated (no skip: falls back to the full row)", Transform2D(a: 0.9, b: 0.3, c: -0.3, d: 0.9, tx: 10, ty: 2)),
    ]

    @Test("Ink run has the full row's bytes; every pixel outside it samples to 0", arguments: 0..<7)
    func inkRunMatchesFullRow(caseIndex: Int) throws {
        let (name, t) = Self.cases[caseIndex]
        let img = Self.sparseImage(width: 41, height: 29, seed: 11 + UInt64(caseIndex))
        let sampler = try #require(ImageSampler(ImageShader(image: img, transform: t)))
        let width = 200
        var full = [UInt32](repeating: 0, count: width), ink = [UInt32](repeating: 0xDEAD_BEEF, count: width)
        var skipped = 0
        for y in -3..<140 {
            full.withUnsafeMutableBufferPointer { sampler.sample(y: y, x: -7, count: width, into: $0.baseAddress!) }
            let run = ink.withUnsafeMutableBufferPointer { sampler.sampleInk(y: y, x: -7, count: width, into: $0.baseAddress!) }
            #expect(run.lowerBound >= 0 && run.upperBound <= width)
            for i in 0..<width {
                if run.contains(i) {
                    #expect(ink[i] == full[i], "\(name): row \(y) pixel \(i) differs inside the run")
                } else {
                    skipped += 1
                    #expect(full[i] == 0, "\(name): row \(y) pixel \(i) skipped but samples to \(full[i])")
                }
            }
        }
        if caseIndex < 6 { #expect(skipped > 0, "\(name): nothing skipped") }
    }

    @Test("Ink extents hold every non-zero pixel of each row and nothing outside")
    func extentsBoundInk() {
        let img = Self.sparseImage(width: 41, height: 29, seed: 3)
        let ink = InkExtents(img)
        for y in 0..<img.height {
            let nonZero = (0..<img.width).filter { img.pixels[y * img.width + $0] != 0 }
            if let a = nonZero.first, let b = nonZero.last {
                #expect(Int(ink.first[y]) == a && Int(ink.last[y]) == b, "row \(y)")
            } else {
                #expect(ink.first[y] > ink.last[y], "row \(y) has no ink")
            }
        }
    }
}

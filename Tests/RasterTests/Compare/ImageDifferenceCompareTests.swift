import TestSupport
import Foundation
import Testing
import Raster

private func pixmap(_ width: Int, _ height: Int, _ color: PremultipliedColor) -> Pixmap {
    let p = Pixmap(width: width, height: height)!
    p.clear(to: color)
    return p
}

/// The obvious twin of ImageDifference's loop: every pixel through the subscript, in Doubles.
private struct ReferenceMeasures {
    var max = 0, differing = 0, meanAbsolute = 0.0, psnr = 0.0, meanDeltaE = 0.0, maxDeltaE = 0.0
    init(_ a: Pixmap, _ b: Pixmap, threshold: Int) {
        var sumAbs = 0.0, sumSq = 0.0, sumE = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let d = [Int(p.r) - Int(q.r), Int(p.g) - Int(q.g), Int(p.b) - Int(q.b), Int(p.a) - Int(q.a)].map(abs)
                max = Swift.max(max, d.max()!)
                if d.max()! > threshold { differing += 1 }
                sumAbs += Double(d.reduce(0, +))
                sumSq += Double(d.map { $0 * $0 }.reduce(0, +))
                let e = LabColor(overWhite: p).deltaE2000(to: LabColor(overWhite: q))
                sumE += e
                maxDeltaE = Swift.max(maxDeltaE, e)
            }
        }
        let n = Double(a.width * a.height)
        meanAbsolute = sumAbs / (4 * n)
        psnr = sumSq == 0 ? .infinity : 10 * log10(255 * 255 / (sumSq / (4 * n)))
        meanDeltaE = sumE / n
    }
}

@Suite("Compare: ImageDifference and Tolerance")
struct ImageDifferenceCompareTests {
    @Test("identical images: everything zero, PSNR infinite")
    func identical() throws {
        let a = pixmap(7, 5, PremultipliedColor(r: 10, g: 200, b: 30, a: 255))
        let d = try ImageDifference(reference: a, actual: a.copy())
        #expect(d.isIdentical)
        #expect(d.maxChannelDifference == 0 && d.differingPixelCount == 0 && d.differingPixelFraction == 0)
        #expect(d.meanAbsoluteDifference == 0 && d.meanDeltaE2000 == 0 && d.maxDeltaE2000 == 0)
        #expect(d.psnr == .infinity)
        #expect(d.maxChannelDifferenceHistogram[0] == 35)
        #expect(Tolerance.exact.accepts(d))
    }

    @Test("one pixel off by 10 in one channel: figures worked out by hand")
    func onePixelOffByTen() throws {
        let a = pixmap(8, 4, PremultipliedColor(r: 100, g: 100, b: 100, a: 255))
        let b = a.copy()
        b[3, 2] = PremultipliedColor(r: 110, g: 100, b: 100, a: 255)
        let d = try ImageDifference(reference: a, actual: b)
        #expect(d.maxChannelDifference == 10)
        #expect(d.differingPixelCount == 1)
        #expect(d.differingPixelFraction == 1.0 / 32)
        // 32 pixels x 4 channels = 128 samples; one is off by 10.
        expectApproximatelyEqual(d.meanAbsoluteDifference, 10.0 / 128, within: 1e-15)
        // MSE = 100 / 128, PSNR = 10 log10(65025 * 128 / 100) = 10 log10(83232) = 49.20290330...
        expectApproximatelyEqual(d.psnr, 49.202_903_305, within: 1e-8)
        #expect(d.maxDeltaE2000 > 0); expectApproximatelyEqual(d.meanDeltaE2000, d.maxDeltaE2000 / 32, within: 1e-12)
        #expect(d.differingPixelCount(threshold: 9) == 1)
        #expect(d.differingPixelCount(threshold: 10) == 0)
        #expect(try ImageDifference(reference: a, actual: b, perChannelThreshold: 10).differingPixelCount == 0)
    }

    @Test("sizes must match; the error names both sizes")
    func sizeMismatch() {
        let a = pixmap(4, 3, .transparent), b = pixmap(3, 4, .transparent)
        #expect(throws: CompareError.sizeMismatch(referenceWidth: 4, referenceHeight: 3, actualWidth: 3, actualHeight: 4)) {
            try ImageDifference(reference: a, actual: b)
        }
        let message = CompareError.sizeMismatch(referenceWidth: 4, referenceHeight: 3, actualWidth: 3, actualHeight: 4).description
        #expect(message.contains("4 x 3") && message.contains("3 x 4"))
        #expect(throws: CompareError.self) { try ImageDifference.differenceImage(reference: a, actual: b) }
    }

    @Test("the fast loop agrees with a per-pixel reference twin on random images",
          arguments: [(UInt64(1), 0), (2, 0), (3, 8), (4, 40)])
    func agreesWithReferenceTwin(seed: UInt64, threshold: Int) throws {
        var rng = SplitMix64(state: seed)  // ScanTestSupport: the same cases on every run
        let a = Pixmap(width: 37, height: 23)!, b = Pixmap(width: 37, height: 23)!
        for i in 0..<a.pixels.count {
            let alpha = UInt8.random(in: 0...255, using: &rng)
            func channel() -> UInt8 { UInt8.random(in: 0...alpha, using: &rng) }
            let p = PremultipliedColor(r: channel(), g: channel(), b: channel(), a: alpha)
            a.pixels[i] = p.packed
            // About half the pixels stay identical; the rest move by up to 60 per channel.
            if Bool.random(using: &rng) {
                b.pixels[i] = p.packed
            } else {
                func nudge(_ v: UInt8) -> UInt8 { UInt8(clamping: Int(v) + Int.random(in: -60...60, using: &rng)) }
                let na = nudge(alpha)
                b.pixels[i] = PremultipliedColor(r: min(nudge(p.r), na), g: min(nudge(p.g), na), b: min(nudge(p.b), na), a: na).packed
            }
        }
        let d = try ImageDifference(reference: a, actual: b, perChannelThreshold: threshold)
        let r = ReferenceMeasures(a, b, threshold: threshold)
        #expect(d.maxChannelDifference == r.max)
        #expect(d.differingPixelCount == r.differing)
        expectApproximatelyEqual(d.meanAbsoluteDifference, r.meanAbsolute, within: 1e-9)
        expectApproximatelyEqual(d.psnr, r.psnr, within: 1e-9)
        expectApproximatelyEqual(d.meanDeltaE2000, r.meanDeltaE, within: 1e-9)
        #expect(d.maxDeltaE2000 == r.maxDeltaE)
        #expect(d.maxChannelDifferenceHistogram.reduce(0, +) == 37 * 23)
    }

    @Test("the difference image shows matching pixels as dim grey and differences in red by magnitude")
    func differenceImage() throws {
        let a = pixmap(3, 1, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let b = a.copy()
        b[1, 0] = PremultipliedColor(r: 254, g: 255, b: 255, a: 255)
        b[2, 0] = PremultipliedColor(r: 0, g: 255, b: 255, a: 255)
        let image = try ImageDifference.differenceImage(reference: a, actual: b)
        #expect(image[0, 0] == PremultipliedColor(r: 63, g: 63, b: 63, a: 255))
        #expect(image[1, 0] == PremultipliedColor(r: 128, g: 0, b: 0, a: 255))
        #expect(image[2, 0] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        let lenient = try ImageDifference.differenceImage(reference: a, actual: b, perChannelThreshold: 1)
        #expect(lenient[1, 0] == PremultipliedColor(r: 63, g: 63, b: 63, a: 255))
        let transparent = try ImageDifference.differenceImage(reference: pixmap(1, 1, .transparent), actual: pixmap(1, 1, .transparent))
        #expect(transparent[0, 0] == PremultipliedColor(r: 63, g: 63, b: 63, a: 255))
    }

    static func differenceWithSomePixelsOff() throws -> ImageDifference {
        // 100 pixels: 3 off by 2 in green, 1 off by 6 in blue.
        let a = pixmap(10, 10, PremultipliedColor(r: 50, g: 60, b: 70, a: 255))
        let b = a.copy()
        for x in 0..<3 { b[x, 0] = PremultipliedColor(r: 50, g: 62, b: 70, a: 255) }
        b[9, 9] = PremultipliedColor(r: 50, g: 60, b: 76, a: 255)
        return try ImageDifference(reference: a, actual: b)
    }

    @Test("tolerances accept or refuse by each limit",
          arguments: [
              ("exact refuses any difference", Tolerance.exact, false),
              ("channel cap below the largest difference", Tolerance(maxChannelDifference: 5, maxDifferingPixelFraction: 1), false),
              ("channel cap at the largest difference", Tolerance(maxChannelDifference: 6, maxDifferingPixelFraction: 1), true),
              ("fraction 4% allowed", Tolerance(maxChannelDifference: 6, maxDifferingPixelFraction: 0.04), true),
              ("fraction 3% too small", Tolerance(maxChannelDifference: 6, maxDifferingPixelFraction: 0.03), false),
              ("threshold 2 leaves one pixel: 1%", Tolerance(maxChannelDifference: 6, maxDifferingPixelFraction: 0.01, perChannelThreshold: 2), true),
              ("mean ΔE limit generous", Tolerance(maxChannelDifference: 6, maxDifferingPixelFraction: 1, maxMeanDeltaE: 1), true),
              ("mean ΔE limit zero", Tolerance(maxChannelDifference: 6, maxDifferingPixelFraction: 1, maxMeanDeltaE: 0), false),
          ])
    func tolerance(label: String, tolerance: Tolerance, accepted: Bool) throws {
        #expect(tolerance.accepts(try Self.differenceWithSomePixelsOff()) == accepted, "\(label)")
    }
}

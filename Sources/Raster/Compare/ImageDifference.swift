// One pass over both images' packed pixels. Bit-identical pixels (the common case in a golden
// test) cost one compare and a branch; only differing pixels unpack their channels, and only they
// pay for the two CIELAB conversions and CIEDE2000 (tens of transcendental calls each), since an
// identical pixel's ΔE is exactly 0. Each pixel's largest channel difference goes into a
// 256-bin histogram, so the differing-pixel count for any threshold is available afterwards
// without another pass.
//
// Measured in release on the 2-core development machine, 1170 x 2532 frames: identical 1 ms,
// 1% of pixels differing 8 ms, every pixel differing about 0.7 s (CIEDE2000 dominates; a badly
// failing frame is the only case that pays it).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How far an actual image is from a reference image of the same size, by several measures.
///
/// Channel measures use the stored premultiplied 8-bit values R, G, B, A (for opaque pixels these
/// equal the straight values). Colour measures (ΔE) composite each pixel over white first, so a
/// transparent pixel reads as white, as it does on a white page.
public struct ImageDifference: Hashable, Sendable {
    /// The compared images' width in pixels.
    public let width: Int
    /// The compared images' height in pixels.
    public let height: Int
    /// The per-channel threshold `differingPixelCount` was counted with.
    public let perChannelThreshold: Int
    /// The largest absolute difference of any channel (R, G, B or A) of any pixel, 0...255.
    public let maxChannelDifference: Int
    /// Pixels counted by their largest channel difference: entry d is how many pixels have a
    /// largest difference of exactly d (entry 0 holds the identical pixels).
    public let maxChannelDifferenceHistogram: [Int]
    /// The mean absolute channel difference, averaged over all four channels (R, G, B and A) of
    /// all pixels, 0...255.
    public let meanAbsoluteDifference: Double
    /// Peak signal-to-noise ratio in dB over the 8-bit RGBA channels: 10·log10(255² / MSE);
    /// `.infinity` for identical images.
    public let psnr: Double
    /// The mean CIEDE2000 difference over all pixels (identical pixels count as 0).
    public let meanDeltaE2000: Double
    /// The largest CIEDE2000 difference of any pixel.
    public let maxDeltaE2000: Double

    /// Compares `actual` with `reference`; pixels whose channels all differ by at most
    /// `perChannelThreshold` (0...255) do not count as differing. Throws when the sizes differ.
    public init(reference: Pixmap, actual: Pixmap, perChannelThreshold: Int = 0) throws(CompareError) {
        precondition((0...255).contains(perChannelThreshold), "perChannelThreshold must be in 0...255, got \(perChannelThreshold)")
        guard reference.width == actual.width, reference.height == actual.height else {
            throw .sizeMismatch(referenceWidth: reference.width, referenceHeight: reference.height,
                                actualWidth: actual.width, actualHeight: actual.height)
        }
        let count = reference.pixels.count
        var histogram = [Int](repeating: 0, count: 256)
        var sumAbsolute = 0, sumSquares = 0, differing = 0
        var sumDeltaE = 0.0, maxDeltaE = 0.0
        let ref = reference.pixels, act = actual.pixels
        histogram.withUnsafeMutableBufferPointer { hist in
            for i in 0..<count {
                let p = ref[i], q = act[i]
                if p == q { continue }
                differing += 1
                var largest = 0
                for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                    let d = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                    sumAbsolute += d
                    sumSquares += d * d
                    largest = max(largest, d)
                }
                hist[largest] += 1
                let e = LabColor(overWhite: PremultipliedColor(packed: p))
                    .deltaE2000(to: LabColor(overWhite: PremultipliedColor(packed: q)))
                sumDeltaE += e
                maxDeltaE = max(maxDeltaE, e)
            }
            hist[0] += count - differing
        }
        let samples = Double(count * 4)
        let meanSquare = Double(sumSquares) / samples
        width = reference.width
        height = reference.height
        self.perChannelThreshold = perChannelThreshold
        maxChannelDifference = histogram.lastIndex { $0 > 0 } ?? 0
        maxChannelDifferenceHistogram = histogram
        meanAbsoluteDifference = Double(sumAbsolute) / samples
        psnr = meanSquare == 0 ? .infinity : 10 * log10(255 * 255 / meanSquare)
        meanDeltaE2000 = sumDeltaE / Double(count)
        maxDeltaE2000 = maxDeltaE
    }

    /// The number of pixels compared.
    public var pixelCount: Int { width * height }

    /// Pixels with some channel differing by more than `perChannelThreshold`.
    public var differingPixelCount: Int { differingPixelCount(threshold: perChannelThreshold) }

    /// `differingPixelCount` as a fraction of all pixels, 0...1.
    public var differingPixelFraction: Double { Double(differingPixelCount) / Double(pixelCount) }

    /// Pixels with some channel differing by more than `threshold` (0...255).
    public func differingPixelCount(threshold: Int) -> Int {
        guard threshold < 255 else { return 0 }
        return maxChannelDifferenceHistogram[(max(threshold, 0) + 1)...].reduce(0, +)
    }

    /// True when every pixel is identical.
    public var isIdentical: Bool { maxChannelDifference == 0 }
}

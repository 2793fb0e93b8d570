import Foundation
import Raster

/// Per-channel error of a rendered frame against a reference frame, computed here from the raw
/// pixels (independently of `ImageDifference`): the mean absolute difference of each of R, G,
/// B and A, and PSNR over the colour channels R, G, B only (alpha is 255 in both images, so
/// counting it would flatter the PSNR by 1.25 dB).
struct ReferenceMetrics: CustomStringConvertible {
    /// Mean |actual - reference| per channel, R, G, B, A, in 8-bit units.
    let meanAbsolute: [Double]
    /// 10 log10(255^2 / MSE) over R, G, B; infinity when identical.
    let psnr: Double
    /// The largest single channel difference.
    let maxDifference: Int

    /// The bar the reference issue sets for every frame.
    static let maxMeanAbsolute = 0.5
    static let minPSNR = 40.0

    init(reference: Pixmap, actual: Pixmap) {
        precondition(reference.width == actual.width && reference.height == actual.height, "sizes checked by the caller")
        var sums = [Int](repeating: 0, count: 4)
        var squares = 0, largest = 0
        let ref = reference.pixels, act = actual.pixels
        for i in 0..<ref.count where ref[i] != act[i] {
            for c in 0..<4 {
                let shift = UInt32(8 * c)
                let d = abs(Int((ref[i] >> shift) & 0xFF) - Int((act[i] >> shift) & 0xFF))
                sums[c] += d
                if c < 3 { squares += d * d }
                largest = max(largest, d)
            }
        }
        let n = Double(ref.count)
        meanAbsolute = sums.map { Double($0) / n }
        let mse = Double(squares) / (3 * n)
        psnr = mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
        maxDifference = largest
    }

    var worstMeanAbsolute: Double { meanAbsolute.max() ?? 0 }

    var meetsBar: Bool { meets(maxMeanAbsolute: Self.maxMeanAbsolute) }

    /// Every channel's mean absolute difference within `maxMeanAbsolute`, PSNR at least `minPSNR`.
    func meets(maxMeanAbsolute limit: Double) -> Bool { worstMeanAbsolute <= limit && psnr >= Self.minPSNR }

    var description: String {
        let mad = meanAbsolute.map { String(format: "%.4f", $0) }.joined(separator: "/")
        return "MAD R/G/B/A \(mad), PSNR \(psnr.isFinite ? String(format: "%.2f dB", psnr) : "inf"), max diff \(maxDifference)"
    }
}

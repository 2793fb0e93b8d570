/// Saturation of premultiplied pixels, as Core Animation's `colorSaturate` filter and Apple's
/// image-effects sample apply it after a backdrop's blur.
///
/// The matrix keeps each pixel's Rec. 709 luma (weights 0.2126, 0.7152, 0.0722) and scales its
/// distance from that grey by `amount` (0: grey, 1: unchanged, 1.8: the classic blur styles).
/// Its rows sum to 1, so applying it to premultiplied values equals applying it to the colour
/// and premultiplying again; results are clamped to 0...alpha. Weights are kept in 1/65536ths
/// and each channel rounds once, so the bytes are the same on every run.
extension Pixmap {
    /// Saturates every pixel inside `region` by `amount` (1 changes nothing).
    public func saturate(by amount: Double, in region: IntRect) {
        guard amount != 1, amount.isFinite else { return }
        let m = Self.saturationMatrix(amount)
        mapCoveredPixels(in: region) { v, alpha in
            let a = Int64(alpha)
            let c = (Int64(v & 0xFF), Int64((v >> 8) & 0xFF), Int64((v >> 16) & 0xFF))
            func channel(_ k: Int) -> UInt32 {
                let s = m[3 * k] * c.0 + m[3 * k + 1] * c.1 + m[3 * k + 2] * c.2 + 32768
                return UInt32(min(max(s >> 16, 0), a))
            }
            return channel(0) | channel(1) << 8 | channel(2) << 16 | alpha << 24
        }
    }

    /// The 3 x 3 saturation matrix in 1/65536ths, rows R, G, B.
    static func saturationMatrix(_ s: Double) -> [Int64] {
        let luma = [0.2126, 0.7152, 0.0722]
        var m = [Int64](repeating: 0, count: 9)
        for row in 0..<3 {
            for col in 0..<3 where col != row { m[3 * row + col] = Int64((luma[col] * (1 - s) * 65536).rounded()) }
            // The diagonal takes the rest, so each row sums to exactly 65536 (a grey stays that grey).
            m[4 * row] = 65536 - m[3 * row] - m[3 * row + 1] - m[3 * row + 2]
        }
        return m
    }
}

/// A luminance curve over premultiplied pixels, as Core Animation's `luminanceCurveMap` filter
/// applies it to a system material's backdrop (UIBlurEffect's systemMaterial and friends).
///
/// Each pixel's straight colour gives a luma L (weights 0.2125, 0.7154, 0.0721, clamped to
/// 0...1); a cubic Bézier with control values v0...v3 maps it to a grey y = v0(1-L)³ +
/// 3v1·L(1-L)² + 3v2·L²(1-L) + v3·L³ (clamped to 0...1), and the colour moves towards that grey
/// by `amount`: c' = c + (y - c)·amount. Formula and weights: QuartzCore's luminanceCurveMap as
/// decompiled in the Horner form a = 3(v1-v2) + v3 - v0, b = 3(v0 - 2v1 + v2), c = 3(v1 - v0),
/// d = v0 (docs/uikit.md, "Blur styles"). A light material's curve lifts black (v0 0.9) and
/// dims white (v3 0.815): the material reads near-white over any content. Straight colour is
/// used because the curve is not linear; each channel rounds once from Double arithmetic, so
/// the bytes are the same on every run.
extension Pixmap {
    /// Maps every pixel inside `region` through the Bézier curve `values` (v0...v3) at `amount`
    /// (0 changes nothing, 1 replaces the colour with the curve's grey).
    public func mapLuminance(values: [Double], amount: Double, in region: IntRect) {
        guard values.count == 4, amount != 0, amount.isFinite, values.allSatisfy(\.isFinite) else { return }
        let (v0, v1, v2, v3) = (values[0], values[1], values[2], values[3])
        // Horner coefficients of the Bernstein form: y = ((a·L + b)·L + c)·L + d.
        let ca = 3 * (v1 - v2) + v3 - v0, cb = 3 * (v0 - 2 * v1 + v2), cc = 3 * (v1 - v0), cd = v0
        mapCoveredPixels(in: region) { v, a in
            let alpha = Double(a)
            // Straight colour in 0...1.
            let red = Double(v & 0xFF) / alpha, green = Double((v >> 8) & 0xFF) / alpha, blue = Double((v >> 16) & 0xFF) / alpha
            let l = min(max(0.2125 * red + 0.7154 * green + 0.0721 * blue, 0), 1)
            let grey = min(max(((ca * l + cb) * l + cc) * l + cd, 0), 1)
            func channel(_ c: Double) -> UInt32 {
                let mixed = c + (grey - c) * amount
                return UInt32(min(max((mixed * alpha).rounded(), 0), alpha))
            }
            return channel(red) | channel(green) << 8 | channel(blue) << 16 | a << 24
        }
    }
}

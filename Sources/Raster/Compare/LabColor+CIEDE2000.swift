// CIEDE2000 exactly as Sharma, Wu and Dalal (2005), "The CIEDE2000 Color-Difference Formula:
// Implementation Notes, Supplementary Test Data, and Mathematical Observations", equations 1-22,
// with kL = kC = kH = 1. The notes' pitfalls are followed: the hue of a neutral colour is 0, the
// hue difference and the mean hue treat a zero chroma product specially, and mean hues wrap
// around 360°. Angles are in degrees as in the paper, converted only at sin/cos/atan2.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LabColor {
    /// The CIEDE2000 colour difference to `other` (about 1 is a just-noticeable difference).
    public func deltaE2000(to other: LabColor) -> Double {
        let rad = Double.pi / 180
        let pow25_7 = 6_103_515_625.0 // 25^7
        // Step 1: a' stretched by G, C', h'.
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let cMean7 = pow(cMean, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25_7)).squareRoot())
        let a1p = (1 + g) * a, a2p = (1 + g) * other.a
        let c1p = (a1p * a1p + b * b).squareRoot(), c2p = (a2p * a2p + other.b * other.b).squareRoot()
        func hue(_ b: Double, _ ap: Double) -> Double {
            if b == 0 && ap == 0 { return 0 }
            let h = atan2(b, ap) / rad
            return h < 0 ? h + 360 : h
        }
        let h1p = hue(b, a1p), h2p = hue(other.b, a2p)

        // Step 2: ΔL', ΔC', ΔH'.
        let dLp = other.l - l
        let dCp = c2p - c1p
        let chromaProduct = c1p * c2p
        var dhp = 0.0
        if chromaProduct != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp < -180 { dhp += 360 }
        }
        let dHp = 2 * chromaProduct.squareRoot() * sin(dhp / 2 * rad)

        // Step 3: weighting functions and the rotation term.
        let lMean = (l + other.l) / 2
        let cpMean = (c1p + c2p) / 2
        var hpMean = h1p + h2p
        if chromaProduct != 0 {
            if abs(h1p - h2p) <= 180 { hpMean /= 2 } else if hpMean < 360 { hpMean = (hpMean + 360) / 2 } else { hpMean = (hpMean - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((hpMean - 30) * rad) + 0.24 * cos(2 * hpMean * rad)
            + 0.32 * cos((3 * hpMean + 6) * rad) - 0.20 * cos((4 * hpMean - 63) * rad)
        let dTheta = 30 * exp(-pow((hpMean - 275) / 25, 2))
        let cpMean7 = pow(cpMean, 7)
        let rc = 2 * (cpMean7 / (cpMean7 + pow25_7)).squareRoot()
        let lOffset = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * rad) * rc

        let tl = dLp / sl, tc = dCp / sc, th = dHp / sh
        return (tl * tl + tc * tc + th * th + rt * tc * th).squareRoot()
    }
}

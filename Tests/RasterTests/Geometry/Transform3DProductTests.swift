import TestSupport
import Testing
@testable import Raster

/// The written-out matrix products must give, bit for bit, what the row-by-column sum from +0
/// gives (the form they replaced): random entries with zeros of both signs, whole numbers,
/// fractions and perspective terms, so every rounding and every zero's sign is compared.
@Suite struct Transform3DProductTests {
    static func entry(_ rng: inout SplitMix64) -> Double {
        switch rng.next() % 6 {
        case 0: return 0
        case 1: return -0.0
        case 2: return Double(Int(rng.next() % 2001) - 1000)
        case 3: return Double(rng.next() >> 11) / Double(1 << 53) * 2 - 1
        case 4: return -1 / (Double(rng.next() % 5000) + 1)
        default: return (Double(rng.next() >> 11) / Double(1 << 53) - 0.5) * 1e6
        }
    }

    static func reference(_ a: [Double], _ b: [Double], _ n: Int) -> [Double] {
        var r = [Double](repeating: 0, count: n * n)
        for i in 0..<n { for j in 0..<n { r[i * n + j] = (0..<n).reduce(0) { $0 + a[i * n + $1] * b[$1 * n + j] } } }
        return r
    }

    static func entries(_ t: Transform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    static func transform(_ e: [Double]) -> Transform3D {
        Transform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                    m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    @Test func fourByFourProductsMatchTheSumFromZero() {
        var rng = SplitMix64(state: 0x3D3D)
        for _ in 0..<3000 {
            let a = (0..<16).map { _ in Self.entry(&rng) }, b = (0..<16).map { _ in Self.entry(&rng) }
            let got = Self.entries(Self.transform(a).concatenating(Self.transform(b)))
            let want = Self.reference(a, b, 4)
            #expect(got.map(\.bitPattern) == want.map(\.bitPattern), "\(a) x \(b)")
        }
    }

    @Test func threeByThreeProductsMatchTheSumFromZero() {
        var rng = SplitMix64(state: 0x3C3C)
        for _ in 0..<3000 {
            let a = (0..<9).map { _ in Self.entry(&rng) }, b = (0..<9).map { _ in Self.entry(&rng) }
            let got = ProjectiveTransform(m: a).concatenating(ProjectiveTransform(m: b)).m
            #expect(got.map(\.bitPattern) == Self.reference(a, b, 3).map(\.bitPattern), "\(a) x \(b)")
        }
    }

    @Test func finitenessLooksAtEveryEntry() {
        for i in 0..<16 {
            var e = [Double](repeating: 1, count: 16)
            #expect(Self.transform(e).isFinite)
            e[i] = .nan
            #expect(!Self.transform(e).isFinite, "NaN at \(i)")
            e[i] = -.infinity
            #expect(!Self.transform(e).isFinite, "infinity at \(i)")
        }
    }
}

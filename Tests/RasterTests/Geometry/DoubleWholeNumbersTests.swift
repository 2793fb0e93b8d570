import TestSupport
import Testing
@testable import Raster

/// The libm-free `flooredInt`, `ceiledInt` and `roundedInt` must equal `Int(rounded(.down))`,
/// `Int(rounded(.up))` and `Int(rounded())` everywhere callers use them (|x| < 2^52): halves, the neighbours of
/// halves and of whole numbers, negatives, and random values of every magnitude.
@Suite struct DoubleWholeNumbersTests {
    static func values() -> [Double] {
        var v: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                           4503599627370495.5, -4503599627370495.5, 1e15 + 0.5, 65535.99999999999]
        for k in [0.0, 1, 2, 3, 1000, 65536, 1e9, 6.5e13] {
            for x in [k, k + 0.5, k - 0.5, -k, -k + 0.5, -k - 0.5] { v += [x, x.nextUp, x.nextDown] }
        }
        var rng = SplitMix64(state: 0xF100)
        for _ in 0..<20000 {
            let magnitude = Double(rng.next() % 50)
            let x = (Double(rng.next() >> 11) / Double(1 << 53) - 0.5) * 2 * pow2(magnitude)
            v.append(x)
        }
        return v
    }

    static func pow2(_ e: Double) -> Double { Double(sign: .plus, exponent: Int(e), significand: 1) }

    @Test func floorAndRoundMatchTheLibmForms() {
        for x in Self.values() {
            #expect(x.flooredInt == Int(x.rounded(.down)), "floor of \(x)")
            #expect(x.ceiledInt == Int(x.rounded(.up)), "ceiling of \(x)")
            #expect(x.roundedInt == Int(x.rounded()), "round of \(x)")
        }
    }
}

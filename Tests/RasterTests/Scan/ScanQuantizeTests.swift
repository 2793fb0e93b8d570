import TestSupport
import Testing
@testable import Raster

/// `Rasterizer.quantize` is `UInt8((min(c, 1) * 255).rounded())` without the libm call: the
/// same byte for every coverage the rasterizer can produce (> 0, finite), ties included.
@Suite struct ScanQuantizeTests {
    static func expected(_ c: Double) -> UInt8 { UInt8((min(c, 1) * 255).rounded()) }

    @Test func tiesAndTheirNeighboursRoundAsRounded() {
        for k in 0...510 {
            let tie = Double(k) / 510
            for c in [tie, tie.nextUp, tie.nextDown, Double(k) * 0.5 / 255, (Double(k) * 0.5).nextDown / 255] where c > 0 {
                #expect(Rasterizer.quantize(c) == Self.expected(c), "coverage \(c)")
            }
        }
    }

    @Test func manyCoveragesAndValuesAboveOneMatch() {
        // SplitMix64, so every run checks the same values.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200_000 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            let c = max(Double((z ^ (z >> 31)) >> 11) / Double(1 << 53) * 1.5, Double.leastNonzeroMagnitude)
            #expect(Rasterizer.quantize(c) == Self.expected(c))
        }
        for c in [1.0, 1.0.nextUp, 2, 1e300, 0.5 / 255, (0.5 / 255).nextDown, Double.leastNonzeroMagnitude] {
            #expect(Rasterizer.quantize(c) == Self.expected(c), "coverage \(c)")
        }
    }
}

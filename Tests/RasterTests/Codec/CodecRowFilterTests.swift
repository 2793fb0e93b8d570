import TestSupport
import Testing
@testable import Raster

@Suite("Codec row filter")
struct CodecRowFilterTests {
    /// The obvious scalar sums the SIMD `costs` must reproduce.
    func referenceCosts(_ row: [UInt8], _ above: [UInt8], bpp: Int) -> (UInt32, UInt32, UInt32) {
        var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0
        func mag(_ b: UInt8) -> UInt32 { UInt32(abs(Int(Int8(bitPattern: b)))) }
        for i in row.indices {
            none += mag(row[i])
            sub += mag(row[i] &- (i >= bpp ? row[i - bpp] : 0))
            up += mag(row[i] &- above[i])
        }
        return (none, sub, up)
    }

    @Test("SIMD filter costs equal the scalar reference", arguments: [1, 3, 4, 15, 16, 17, 100, 3510, 65536])
    func costsMatchReference(count: Int) {
        var rng = SplitMix64(state: UInt64(count))
        for bpp in [3, 4] where count >= bpp {
            let row = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let above = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let simd = row.withUnsafeBufferPointer { r in
                above.withUnsafeBufferPointer { a in PNGRowFilter.costs(r.baseAddress!, above: a.baseAddress!, count: count, bpp: bpp) }
            }
            let reference = referenceCosts(row, above, bpp: bpp)
            #expect(simd.none == reference.0 && simd.sub == reference.1 && simd.up == reference.2)
        }
    }
}

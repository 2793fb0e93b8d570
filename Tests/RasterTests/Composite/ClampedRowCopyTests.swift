import CRasterKernels
import TestSupport
import Testing
@testable import Raster

/// `rt_copy_row_clamped`, the integer-translation sample: out[i] = row[clamp(start + i)], for
/// rows wholly inside, overhanging either or both ends, and wholly past either end.
@Suite("Clamped row copy")
struct ClampedRowCopyTests {
    @Test("every pixel is the clamped source column, and nothing past count is written")
    func copyIsClamped() {
        var rng = SplitMix64(state: 0xC1A4)
        for trial in 0..<3000 {
            let width = 1 + Int(rng.next() % 40)
            let count = Int(rng.next() % 90)
            let start = trial % 7 == 0 ? -1000 - Int(rng.next() % 100) : trial % 11 == 0 ? width + 1000 : Int(rng.next() % 140) - 70
            let row = (0..<width).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
            var out = [UInt32](repeating: 0xDEAD_BEEF, count: count + 1)
            rt_copy_row_clamped(row, Int64(width), Int64(start), Int64(count), &out)
            for i in 0..<count {
                let column = min(max(start + i, 0), width - 1)
                if out[i] != row[column] {
                    Issue.record("width \(width) start \(start) count \(count): pixel \(i) is not column \(column)")
                    return
                }
            }
            #expect(out[count] == 0xDEAD_BEEF, "width \(width) start \(start) count \(count): wrote past the end")
        }
    }
}

import Testing
@testable import Raster
import TestSupport

/// Non-zero and even-odd differ exactly where the winding number is even and not zero.
@Suite struct ScanFillRuleTests {
    @Test func starCentreIsCoveredUnderNonZeroAndEmptyUnderEvenOdd() throws {
        let star = ScanGeometry.star(center: Point(x: 32, y: 32), radius: 30)
        let clip = IntRect(x: 0, y: 0, width: 64, height: 64)
        let rasterizer = Rasterizer()
        let nonZero = try rasterizer.coverage(of: star, rule: .nonZero, clip: clip)
        let evenOdd = try rasterizer.coverage(of: star, rule: .evenOdd, clip: clip)
        // The centre pentagon (inner radius ≈ 11.5) contains the pixels around (32, 32).
        for (x, y) in [(31, 31), (32, 32), (28, 33), (35, 30)] {
            expectApproximatelyEqual(nonZero[y * 64 + x], 1, within: 1e-9)
            expectApproximatelyEqual(evenOdd[y * 64 + x], 0, within: 1e-9)
        }
        // A tip (winding 1) is covered under both rules.
        expectApproximatelyEqual(nonZero[8 * 64 + 32], 1, within: 1e-9)
        expectApproximatelyEqual(evenOdd[8 * 64 + 32], 1, within: 1e-9)
    }

    @Test func evenOddPunchesAHoleInNestedSquaresOfTheSameDirection() throws {
        var path = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        path.addPath(.rect(Rect(x: 2.5, y: 2.5, width: 5, height: 5)))
        let clip = IntRect(x: 0, y: 0, width: 10, height: 10)
        let evenOdd = try Rasterizer().coverage(of: path, rule: .evenOdd, clip: clip)
        let nonZero = try Rasterizer().coverage(of: path, rule: .nonZero, clip: clip)
        #expect(evenOdd[5 * 10 + 5] == 0)
        expectApproximatelyEqual(evenOdd[5 * 10 + 2], 0.5, within: 1e-9)  // half in the ring, half in the hole
        expectApproximatelyEqual(nonZero[5 * 10 + 5], 1, within: 1e-9)
    }
}

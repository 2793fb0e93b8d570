import Foundation
import Testing
@testable import Raster
import TestSupport

/// The three-pass blur's spread: its variance, and the profile it gives a straight edge.
@Suite("Composite: mask blur")
struct MaskBlurTests {
    @Test("three extended-box passes have variance σ² within 1 % from σ = 1 px (the outer weight moves in 1/256ths)",
          arguments: [1.0, 1.5, 2.4, 3.0, 4.5, 6.0, 9.0, 12.5, 20.0, 36.0])
    func varianceMatchesSigma(sigma: Double) {
        let box = Mask.extendedBox(sigma: sigma)
        // Independent: the variance of the normalised weights, summed over the kernel.
        let r = box.radius, a = Double(box.outerWeight) / 256
        let weights = (-(r + 1)...(r + 1)).map { abs($0) <= r ? 1.0 : a }
        let norm = weights.reduce(0, +)
        let variance = zip(-(r + 1)...(r + 1), weights).map { Double($0 * $0) * $1 }.reduce(0, +) / norm
        expectApproximatelyEqual(3 * variance, sigma * sigma, relativeTolerance: 0.01, "σ = \(sigma): \(box) gives σ² = \(3 * variance)")
        expectApproximatelyEqual(box.variance, variance, within: 1e-12)
    }

    @Test("a blurred half-plane follows the Gaussian's cumulative profile Φ(x / σ)", arguments: [3.0, 8.0])
    func edgeProfile(sigma: Double) throws {
        // Tall enough that the middle row is more than 4σ from the top and bottom, where the
        // blur counts outside as 0: there the vertical passes leave 255 at 255.
        let size = 160, edge = 80, height = 120, row = 60
        let mask = try #require(Mask(width: size, height: height))
        for y in 0..<height { for x in edge..<size { mask.values[y * size + x] = 255 } }
        mask.blur(sigma: sigma, region: IntRect(x: 0, y: 0, width: size, height: height))
        let reference = 255.0
        for dx in stride(from: -2 * sigma, through: 2 * sigma, by: sigma / 2) {
            let x = edge + Int(dx.rounded())
            let expected = 0.5 * erfc(-(Double(x) + 0.5 - Double(edge)) / (sigma * 2.0.squareRoot()))
            let actual = Double(mask.values[row * size + x]) / reference
            expectApproximatelyEqual(actual, expected, within: 0.025, "σ \(sigma), x − edge = \(x - edge): \(actual) vs Φ = \(expected)")
        }
    }
}

import Foundation
import Testing
import Raster
@testable import Transitions
import TestSupport

/// A layer's shadow is a Gaussian blur of its outline with σ = shadowRadius (issue 15, item 9).
@Suite("Render: shadow profile")
struct ShadowProfileTests {
    /// A black shadow of a 120 x 80 outline at (40, 20), no offset, over white, at `scale`.
    func shadow(radius: Double, scale: Double) throws -> Pixmap {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 200, height: 120), .white)
        let caster = Layer()
        caster.frame = Rect(x: 40, y: 20, width: 120, height: 80)
        caster.shadowOpacity = 1
        caster.shadowOffset = Size(width: 0, height: 0)
        caster.shadowRadius = radius
        root.addSublayer(caster)
        return try renderLayer(root, width: Int(200 * scale), height: Int(120 * scale), scale: scale)
    }

    @Test("across the left edge the shadow's alpha is Φ(x / σ) with σ = shadowRadius points",
          arguments: [(6.0, 1.0), (4.0, 2.0)])
    func leftEdgeProfile(radius: Double, scale: Double) throws {
        let p = try shadow(radius: radius, scale: scale)
        let sigma = radius * scale, edge = 40 * scale, row = Int(60 * scale)
        for k in -4...4 {
            let x = Int((edge + Double(k) * sigma / 2).rounded())
            // Black over white: the red channel is 255 · (1 − alpha).
            let alpha = 1 - Double(p[x, row].r) / 255
            let expected = 0.5 * erfc(-(Double(x) + 0.5 - edge) / (sigma * 2.0.squareRoot()))
            expectApproximatelyEqual(alpha, expected, within: 0.03, "\(k)σ/2 from the edge: alpha \(alpha), Φ = \(expected)")
        }
        // One σ outside the edge the shadow is 1 − Φ(1) ≈ 16 % dark; with σ = shadowRadius / 2 it
        // would be 1 − Φ(2) ≈ 2 %.
        let outside = 1 - Double(p[Int(edge - sigma), row].r) / 255
        #expect(outside > 0.12 && outside < 0.2)
    }
}

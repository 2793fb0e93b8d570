import Foundation
import Raster

/// The blur's simple twin: a direct 2D convolution in floating point with the sampled,
/// normalised Gaussian (cut at 4σ), edges clamped as the fast blur clamps them. Obviously
/// right and slow (O(σ²) a pixel); the tests compare the fast three-pass blur with it.
enum GaussianBlurReference {
    /// Channel values (0...255, premultiplied) of the blurred region, row-major, 4 per pixel.
    static func blur(_ source: Pixmap, region: IntRect, sigma: Double) -> [Double] {
        let reach = Int((4 * sigma).rounded(.up))
        var kernel: [Double] = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let norm = kernel.reduce(0, +)
        kernel = kernel.map { $0 / norm }
        var out = [Double](repeating: 0, count: region.width * region.height * 4)
        for y in 0..<region.height {
            for x in 0..<region.width {
                var acc = [0.0, 0.0, 0.0, 0.0]
                for j in -reach...reach {
                    let sy = region.y + min(max(y + j, 0), region.height - 1)
                    for i in -reach...reach {
                        let sx = region.x + min(max(x + i, 0), region.width - 1)
                        let w = kernel[j + reach] * kernel[i + reach]
                        let p = source[sx, sy]
                        acc[0] += w * Double(p.r); acc[1] += w * Double(p.g); acc[2] += w * Double(p.b); acc[3] += w * Double(p.a)
                    }
                }
                for c in 0..<4 { out[4 * (y * region.width + x) + c] = acc[c] }
            }
        }
        return out
    }
}

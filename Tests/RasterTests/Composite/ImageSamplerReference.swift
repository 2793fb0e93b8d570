@testable import Raster

/// The floating-point twin of `ImageSampler`'s bilinear filter, for tests.
enum ImageSamplerReference {
    /// Bilinear sample at image position (u, v) in texel-centre coordinates, clamp to edge.
    static func bilinear(_ image: Pixmap, u: Double, v: Double) -> [Double] {
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func texel(_ x: Int, _ y: Int) -> [Double] {
            let p = image[min(max(x, 0), image.width - 1), min(max(y, 0), image.height - 1)]
            return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
        }
        let a = texel(x0, y0), b = texel(x0 + 1, y0), c = texel(x0, y0 + 1), d = texel(x0 + 1, y0 + 1)
        return (0..<4).map { i in
            (a[i] * (1 - fx) + b[i] * fx) * (1 - fy) + (c[i] * (1 - fx) + d[i] * fx) * fy
        }
    }
}

import Foundation
import Testing
import Raster
import TestSupport
@testable import Transitions

/// A backdrop with σ >= 4 px is blurred at reduced resolution (LayerRenderer+Backdrop's
/// `BackdropPlan`): reduced by a power of two f (the largest up to 16 keeping σ / f >= 2), blurred
/// by √(σ² − f²/4) / f on the copy, enlarged back bilinearly. This holds what it draws against
/// the full-resolution Gaussian of what lies behind: a separable sampled Gaussian in doubles (cut
/// at 4σ, edges clamped), the obviously right thing the reduction stands in for.
@Suite("Render: backdrop at reduced resolution against the full Gaussian")
struct BackdropReductionTests {
    /// Squares of random colour 11 px wide (sharp edges everywhere: what the box and the tent
    /// approximate worst) with a little noise on each pixel.
    static func picture(width: Int, height: Int) -> Pixmap {
        var rng = SplitMix64(seed: 0xB1E5)
        let cells = (0..<((width / 11 + 1) * (height / 11 + 1))).map { _ in (rng.int(256), rng.int(256), rng.int(256)) }
        let p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let c = cells[(y / 11) * (width / 11 + 1) + x / 11]
                func v(_ base: Int) -> UInt8 { UInt8(min(max(base + rng.int(21) - 10, 0), 255)) }
                p[x, y] = PremultipliedColor(r: v(c.0), g: v(c.1), b: v(c.2), a: 255)
            }
        }
        return p
    }

    /// Channel values of `p` blurred by the sampled Gaussian of σ, rows then columns, edges clamped.
    static func gaussian(_ p: Pixmap, sigma: Double) -> [Double] {
        let reach = Int((4 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let norm = kernel.reduce(0, +)
        kernel = kernel.map { $0 / norm }
        let w = p.width, h = p.height
        var values = [Double](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            let c = PremultipliedColor(packed: p.pixels[i])
            values[4 * i] = Double(c.r); values[4 * i + 1] = Double(c.g); values[4 * i + 2] = Double(c.b); values[4 * i + 3] = Double(c.a)
        }
        func pass(_ v: [Double], along horizontal: Bool) -> [Double] {
            var out = [Double](repeating: 0, count: v.count)
            for y in 0..<h {
                for x in 0..<w {
                    var acc = (0.0, 0.0, 0.0, 0.0)
                    for k in -reach...reach {
                        let sx = horizontal ? min(max(x + k, 0), w - 1) : x, sy = horizontal ? y : min(max(y + k, 0), h - 1)
                        let i = 4 * (sy * w + sx), g = kernel[k + reach]
                        acc.0 += g * v[i]; acc.1 += g * v[i + 1]; acc.2 += g * v[i + 2]; acc.3 += g * v[i + 3]
                    }
                    let o = 4 * (y * w + x)
                    out[o] = acc.0; out[o + 1] = acc.1; out[o + 2] = acc.2; out[o + 3] = acc.3
                }
            }
            return out
        }
        return pass(pass(values, along: true), along: false)
    }

    /// Measured when written (worst / mean level a channel): 4.6 / 0.60 at σ 8 (f 4, σ/f 2),
    /// 3.3 / 0.44 at σ 24 (f 8, 3), 7.6 / 0.98 at σ 40 (f 16, 2.5). The worst pixels sit on the
    /// colour squares' corners, where the box and the tent's shape differ most from a Gaussian's,
    /// and, at σ 40, near the frame's edge, where the reduction's last block is partial.
    @Test("the reduced blur is within 8 levels a channel of the full-resolution Gaussian (mean within 1.05)",
          arguments: [(8.0, 4), (24.0, 8), (40.0, 16)])
    func reducedAgreesWithFullResolution(sigma: Double, factor: Int) throws {
        #expect(BackdropPlan(sigma: sigma).factor == factor)
        let w = 200, h = 200
        let renderer = try #require(LayerRenderer(width: w, height: h, scale: 1))
        let canvas = Canvas(target: try #require(Pixmap(width: w, height: h)))
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        root.position = Point(x: Double(w) / 2, y: Double(h) / 2)
        let behind = Layer()
        behind.frame = root.bounds
        behind.contents = Self.picture(width: w, height: h)
        behind.contentsAreOpaque = true
        root.addSublayer(behind)
        try renderer.render(root, at: 0, into: canvas, background: .black)
        let reference = Self.gaussian(canvas.target.copy(), sigma: sigma)
        let blur = Layer()
        blur.frame = Rect(x: 40, y: 40, width: 120, height: 120)
        blur.backdropBlurRadius = sigma
        root.addSublayer(blur)
        try renderer.render(root, at: 0, into: canvas, background: .black)
        var worst = 0.0, sum = 0.0
        for y in 40..<160 {
            for x in 40..<160 {
                let c = canvas.target[x, y]
                for (k, v) in [c.r, c.g, c.b, c.a].enumerated() {
                    let d = abs(Double(v) - reference[4 * (y * w + x) + k])
                    worst = max(worst, d); sum += d
                }
            }
        }
        let mean = sum / Double(120 * 120 * 4)
        #expect(worst <= 8, "σ \(sigma), f \(factor): worst channel difference \(worst)")
        #expect(mean <= 1.05, "σ \(sigma), f \(factor): mean difference \(mean)")
    }
}

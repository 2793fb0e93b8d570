/// Reads an `ImageShader` back along canvas rows: inverse-maps each pixel centre into the image
/// and filters there.
///
/// Affine mappings step the source position in 16.16 fixed point along the row (one add per
/// pixel, no division), and blend the 2x2 texels with 8-bit weights in two SWAR lanes.
/// Projective mappings (3D layers with perspective) divide per pixel. `ImageSamplerReference`
/// is the floating-point twin the tests hold this against.
struct ImageSampler {
    private let source: Pixmap
    private let inverseAffine: AffineTransform?
    private let inverseProjective: ProjectiveTransform?
    private let nearest: Bool
    /// Set when the mapping is a whole-pixel translation: rows are copied, not filtered.
    let integerOffset: (dx: Int, dy: Int)?

    /// nil when the mapping cannot be inverted (a degenerate transform draws nothing).
    init?(_ shader: ImageShader) {
        var image = shader.image
        nearest = shader.filter == .nearest
        switch shader.mapping {
        case .affine(var t):
            let scale = min(hypot(t.a, t.b), hypot(t.c, t.d))
            if !nearest, scale < 0.5, scale > 0 {
                let level = min(Int(log2(1 / scale)), 12)
                let mip = MipRegistry.chain(for: image).level(level, of: image)
                t = AffineTransform(scaleX: Double(image.width) / Double(mip.width), y: Double(image.height) / Double(mip.height)).concatenating(t)
                image = mip
            }
            guard let inv = t.inverted() else { return nil }
            inverseAffine = inv
            inverseProjective = nil
            if t.isTranslationOnly, t.tx == t.tx.rounded(), t.ty == t.ty.rounded(), abs(t.tx) < 1e9, abs(t.ty) < 1e9 {
                integerOffset = (Int(t.tx), Int(t.ty))
            } else {
                integerOffset = nil
            }
        case .projective(let p):
            guard let inv = p.inverted else { return nil }
            inverseAffine = nil
            inverseProjective = inv
            integerOffset = nil
        }
        source = image
    }

    var sourceSize: (width: Int, height: Int) { (source.width, source.height) }

    /// Copies a row segment that lies wholly inside the image under an integer offset.
    func copyRow(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let o = integerOffset!
        out.update(from: source.pixels.baseAddress! + (y - o.dy) * source.width + (x - o.dx), count: count)
    }

    /// Writes `count` premultiplied pixels of canvas row `y`, starting at column `x`.
    func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = source.width, h = source.height
        let src = source.pixels.baseAddress!
        if let o = integerOffset {
            let sy = min(max(y - o.dy, 0), h - 1)
            let row = src + sy * w
            for i in 0..<count { out[i] = row[min(max(x + i - o.dx, 0), w - 1)] }
            return
        }
        if let m = inverseAffine {
            // Pixel centres: canvas (x + 0.5, y + 0.5) maps to image u, v; texel centres sit at +0.5.
            let cx = Double(x) + 0.5, cy = Double(y) + 0.5
            let u = m.a * cx + m.c * cy + m.tx - 0.5
            let v = m.b * cx + m.d * cy + m.ty - 0.5
            let limit = 1e9
            guard abs(u) < limit, abs(v) < limit, abs(m.a) < 1e6, abs(m.b) < 1e6 else {
                out.update(repeating: 0, count: count)
                return
            }
            var fu = Int((u * 65536).rounded(.down)), fv = Int((v * 65536).rounded(.down))
            let du = Int((m.a * 65536).rounded()), dv = Int((m.b * 65536).rounded())
            if nearest {
                for i in 0..<count {
                    let ix = min(max((fu + 0x8000) >> 16, 0), w - 1), iy = min(max((fv + 0x8000) >> 16, 0), h - 1)
                    out[i] = src[iy * w + ix]
                    fu += du; fv += dv
                }
                return
            }
            if dv == 0 {
                sampleRow(src, w, h, fu: fu, du: du, fv: fv, count: count, into: out)
                return
            }
            for i in 0..<count {
                out[i] = Self.bilinear(src, w, h, fu, fv)
                fu += du; fv += dv
            }
            return
        }
        let p = inverseProjective!.m
        for i in 0..<count {
            let cx = Double(x + i) + 0.5, cy = Double(y) + 0.5
            let wq = cx * p[2] + cy * p[5] + p[8]
            let u = (cx * p[0] + cy * p[3] + p[6]) / wq - 0.5
            let v = (cx * p[1] + cy * p[4] + p[7]) / wq - 0.5
            guard wq.isFinite, wq != 0, abs(u) < 1e9, abs(v) < 1e9 else { out[i] = 0; continue }
            let fu = Int((u * 65536).rounded(.down)), fv = Int((v * 65536).rounded(.down))
            out[i] = nearest
                ? src[min(max((fv + 0x8000) >> 16, 0), h - 1) * w + min(max((fu + 0x8000) >> 16, 0), w - 1)]
                : Self.bilinear(src, w, h, fu, fv)
        }
    }

    /// `bilinear` along a row whose source position only moves in u (an axis-aligned or
    /// sheared-in-x mapping): the two source rows and the vertical weight are fixed for the
    /// row, the interior (where both texel columns lie inside the image) runs without clamps,
    /// and a row that sits exactly on a texel row skips the lower one. Same bytes as
    /// `bilinear` at every pixel: `lerp` with weight 0 returns its first argument exactly.
    func sampleRow(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, fu start: Int, du: Int, fv: Int,
                   count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let iy = fv >> 16, fy = UInt32((fv >> 8) & 0xFF)
        let r0 = src + min(max(iy, 0), h - 1) * w, r1 = src + min(max(iy + 1, 0), h - 1) * w
        var fu = start
        var i = 0
        // Leading pixels whose left texel column is outside the image (or whose right is, when
        // du steps backwards), and the interior: the pixel range where 0 <= ix and ix + 1 < w.
        let (lo, hi) = Self.interior(fu: start, du: du, count: count, width: w)
        while i < lo {
            out[i] = Self.bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
        if fy == 0 {
            while i < hi {
                let ix = fu >> 16, fx = UInt32((fu >> 8) & 0xFF)
                out[i] = Self.blend(r0[ix], r0[ix + 1], fx)
                fu += du; i += 1
            }
        } else {
            while i < hi {
                let ix = fu >> 16, fx = UInt32((fu >> 8) & 0xFF)
                out[i] = Self.blend(Self.blend(r0[ix], r0[ix + 1], fx), Self.blend(r1[ix], r1[ix + 1], fx), fy)
                fu += du; i += 1
            }
        }
        while i < count {
            out[i] = Self.bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
    }

    /// The pixels [lo, hi) of a row of `count` starting at 16.16 position `fu`, stepping `du`,
    /// whose texel pair (ix, ix + 1) lies inside 0..<width; the rest take the clamping path.
    static func interior(fu: Int, du: Int, count: Int, width w: Int) -> (Int, Int) {
        // ix is monotonic in i, so the inside pixels form one run; find its ends by bisection.
        guard count > 0 else { return (0, 0) }
        if du >= 0 {
            // Inside once ix >= 0 until ix + 1 >= w.
            var a = 0, b = count
            while a < b { let m = (a + b) / 2; if (fu + m * du) >> 16 >= 0 { b = m } else { a = m + 1 } }
            let lo = a
            var c = lo, d = count
            while c < d { let m = (c + d) / 2; if ((fu + m * du) >> 16) + 1 >= w { d = m } else { c = m + 1 } }
            return (lo, c)
        }
        var a = 0, b = count
        while a < b { let m = (a + b) / 2; if ((fu + m * du) >> 16) + 1 < w { b = m } else { a = m + 1 } }
        let lo = a
        var c = lo, d = count
        while c < d { let m = (c + d) / 2; if (fu + m * du) >> 16 < 0 { d = m } else { c = m + 1 } }
        return (lo, max(lo, c))
    }

    /// `lerp` without its early exits (identical results: weight 0 or equal texels give `a`),
    /// so the row loops stay branch-free.
    @inline(__always) static func blend(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ga
    }

    /// The 2x2 filter at 16.16 position (fu, fv), clamped to the image's edge texels.
    @inline(__always)
    static func bilinear(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ fu: Int, _ fv: Int) -> UInt32 {
        let ix = fu >> 16, iy = fv >> 16
        let fx = UInt32((fu >> 8) & 0xFF), fy = UInt32((fv >> 8) & 0xFF)
        let x0 = min(max(ix, 0), w - 1), x1 = min(max(ix + 1, 0), w - 1)
        let y0 = min(max(iy, 0), h - 1), y1 = min(max(iy + 1, 0), h - 1)
        let r0 = src + y0 * w, r1 = src + y1 * w
        let top = lerp(r0[x0], r0[x1], fx)
        let bottom = lerp(r1[x0], r1[x1], fx)
        return lerp(top, bottom, fy)
    }

    /// a·(256 − f)/256 + b·f/256 per channel, rounded, two channels per lane.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 || a == b { return a }
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ga
    }
}

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

import Foundation

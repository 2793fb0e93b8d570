import CRasterKernels
import Foundation

/// Reads an `ImageShader` back along canvas rows: inverse-maps each pixel centre into the image
/// and filters there.
///
/// Affine mappings step the source position in 16.16 fixed point along the row (one add per
/// pixel, no division), and blend the 2x2 texels with 8-bit weights in two SWAR lanes.
/// Projective mappings (3D layers with perspective) divide per pixel. `ImageSamplerReference`
/// is the floating-point twin the tests hold this against.
///
/// A class: blitters hold one per draw and reach it at every span; as a struct (two
/// transforms, limits, references to the image and its ink) it was copied, with retains, each
/// time.
final class ImageSampler {
    private let source: Pixmap
    private let inverseAffine: Transform2D?
    private let inverseProjective: ProjectiveTransform?
    private let nearest: Bool
    /// Set when the mapping is a whole-pixel translation: rows are copied, not filtered.
    let integerOffset: (dx: Int, dy: Int)?
    /// The source's per-row ink, for translucent bilinear affine draws (see `sampleInk`).
    private let ink: InkExtents?

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
                t = Transform2D(scaleX: Double(image.width) / Double(mip.width), y: Double(image.height) / Double(mip.height)).concatenating(t)
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
        ink = !shader.isOpaque && !nearest && inverseAffine != nil && integerOffset == nil ? InkRegistry.extents(for: image) : nil
    }

    var sourceSize: (width: Int, height: Int) { (source.width, source.height) }

    /// Copies a row segment that lies wholly inside the image under an integer offset.
    func copyRow(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let o = integerOffset!
        out.update(from: source.pixels.baseAddress! + (y - o.dy) * source.width + (x - o.dx), count: count)
    }

    /// Writes `count` premultiplied pixels of canvas row `y`, starting at column `x`. Affine
    /// positions are stepped from column `origin` (default `x`): a run sampled in pieces gives
    /// the bytes it gives in one piece when every piece names the run's start as its origin.
    func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, origin: Int? = nil) {
        let w = source.width, h = source.height
        let src = source.pixels.baseAddress!
        if let o = integerOffset {
            let sy = min(max(y - o.dy, 0), h - 1)
            let row = src + sy * w
            for i in 0..<count { out[i] = row[min(max(x + i - o.dx, 0), w - 1)] }
            return
        }
        if inverseAffine != nil {
            guard let start = affineStart(y: y, x: x, origin: origin ?? x) else {
                out.update(repeating: 0, count: count)
                return
            }
            var (fu, fv) = (start.fu, start.fv)
            let (du, dv) = (start.du, start.dv)
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
                out[i] = BilinearKernels.bilinear(src, w, h, fu, fv)
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
            let fu = (u * 65536).flooredInt, fv = (v * 65536).flooredInt
            out[i] = nearest
                ? src[min(max((fv + 0x8000) >> 16, 0), h - 1) * w + min(max((fu + 0x8000) >> 16, 0), w - 1)]
                : BilinearKernels.bilinear(src, w, h, fu, fv)
        }
    }

    /// The 16.16 source position of canvas pixel (x, y)'s centre and its step along the row,
    /// stepped there from pixel (origin, y); nil when it is out of any sane range (the row
    /// samples as transparent).
    private func affineStart(y: Int, x: Int, origin: Int) -> (fu: Int, fv: Int, du: Int, dv: Int)? {
        let m = inverseAffine!
        // Pixel centres: canvas (x + 0.5, y + 0.5) maps to image u, v; texel centres sit at +0.5.
        let cx = Double(origin) + 0.5, cy = Double(y) + 0.5
        let u = m.a * cx + m.c * cy + m.tx - 0.5
        let v = m.b * cx + m.d * cy + m.ty - 0.5
        let limit = 1e9
        guard abs(u) < limit, abs(v) < limit, abs(m.a) < 1e6, abs(m.b) < 1e6, abs(x - origin) < 1 << 24 else { return nil }
        let du = (m.a * 65536).roundedInt, dv = (m.b * 65536).roundedInt
        return ((u * 65536).flooredInt + (x - origin) * du, (v * 65536).flooredInt + (x - origin) * dv, du, dv)
    }

    /// `sample` for a translucent draw: writes only the pixels of the row that can be non-zero
    /// and returns their range; every other pixel of the row samples to exactly 0 (all four
    /// texels are 0), which source-over leaves as it is. Those it writes have the same bytes
    /// `sample` gives them (the same 16.16 positions, stepped from `x`).
    func sampleInk(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, origin: Int? = nil) -> Range<Int> {
        guard let ink, let start = affineStart(y: y, x: x, origin: origin ?? x), start.dv == 0 else {
            sample(y: y, x: x, count: count, into: out, origin: origin)
            return 0..<count
        }
        let w = source.width, h = source.height
        let iy = start.fv >> 16
        guard let (a, b) = ink.union(min(max(iy, 0), h - 1), min(max(iy + 1, 0), h - 1)) else { return 0..<0 }
        let range = BilinearKernels.inkRun(fu: start.fu, du: start.du, count: count, width: w, first: a, last: b)
        guard !range.isEmpty else { return range }
        sampleRow(source.pixels.baseAddress!, w, h, fu: start.fu + range.lowerBound * start.du, du: start.du, fv: start.fv,
                  count: range.count, into: out + range.lowerBound)
        return range
    }

    /// The 2x2 filter along a row whose source position only moves in u (an axis-aligned or
    /// sheared-in-x mapping): the two source rows and the vertical weight are fixed for the
    /// row, so the interior (where both texel columns lie inside the image) lerps each source
    /// column vertically once into a stack buffer and then steps horizontally, without clamps;
    /// a row that sits exactly on a texel row skips the lower one. Same bytes as
    /// `bilinearColumnsFirst` at every pixel (its twin); within 1 level of `bilinear`, which
    /// rounds the horizontal lerps first. At the clamped edges both orders agree exactly (the
    /// two texel columns are the same one).
    func sampleRow(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, fu start: Int, du: Int, fv: Int,
                   count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let iy = fv >> 16, fy = UInt32((fv >> 8) & 0xFF)
        let r0 = src + min(max(iy, 0), h - 1) * w, r1 = src + min(max(iy + 1, 0), h - 1) * w
        var fu = start
        var i = 0
        // Leading pixels whose left texel column is outside the image (or whose right is, when
        // du steps backwards), and the interior: the pixel range where 0 <= ix and ix + 1 < w.
        let (lo, hi) = BilinearKernels.interior(fu: start, du: du, count: count, width: w)
        while i < lo {
            out[i] = BilinearKernels.bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
        if hi > lo {
            if fy == 0 {
                BilinearKernels.lerpColumns(UnsafePointer(r0), available: w, fu: fu, du: du, count: hi - lo, into: out + lo)
            } else {
                // Vertical first, once per source column the run reads (under magnification k one
                // column serves k pixels), then one horizontal lerp per pixel.
                let first = (start + lo * du) >> 16, last = (start + (hi - 1) * du) >> 16
                let c0 = min(first, last), c1 = max(first, last) + 1
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: c1 - c0 + 1) { buffer in
                    let columns = buffer.baseAddress!
                    BilinearKernels.lerpRows(r0 + c0, r1 + c0, fy, count: c1 - c0 + 1, into: columns)
                    BilinearKernels.lerpColumns(UnsafePointer(columns), available: c1 - c0 + 1, fu: fu - (c0 << 16), du: du,
                                     count: hi - lo, into: out + lo)
                }
            }
            fu += (hi - lo) * du; i = hi
        }
        while i < count {
            out[i] = BilinearKernels.bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
    }

    /// The scalar form of `sampleRow` (one pixel per step), kept as its byte-for-byte twin.
    func sampleRowScalar(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, fu start: Int, du: Int, fv: Int,
                   count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let iy = fv >> 16, fy = UInt32((fv >> 8) & 0xFF)
        let r0 = src + min(max(iy, 0), h - 1) * w, r1 = src + min(max(iy + 1, 0), h - 1) * w
        var fu = start
        var i = 0
        // Leading pixels whose left texel column is outside the image (or whose right is, when
        // du steps backwards), and the interior: the pixel range where 0 <= ix and ix + 1 < w.
        let (lo, hi) = BilinearKernels.interior(fu: start, du: du, count: count, width: w)
        while i < lo {
            out[i] = BilinearKernels.bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
        if fy == 0 {
            while i < hi {
                let ix = fu >> 16, fx = UInt32((fu >> 8) & 0xFF)
                out[i] = BilinearKernels.blend(r0[ix], r0[ix + 1], fx)
                fu += du; i += 1
            }
        } else if hi > lo {
            // Vertical first, once per source column the run reads (under magnification k one
            // column serves k pixels), then one horizontal lerp per pixel.
            let first = (start + lo * du) >> 16, last = (start + (hi - 1) * du) >> 16
            let c0 = min(first, last), c1 = max(first, last) + 1
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: c1 - c0 + 1) { buffer in
                let columns = buffer.baseAddress!
                for c in c0...c1 { columns[c - c0] = BilinearKernels.blend(r0[c], r1[c], fy) }
                while i < hi {
                    let ix = (fu >> 16) - c0, fx = UInt32((fu >> 8) & 0xFF)
                    out[i] = BilinearKernels.blend(columns[ix], columns[ix + 1], fx)
                    fu += du; i += 1
                }
            }
        }
        while i < count {
            out[i] = BilinearKernels.bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
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

import CRasterKernels
import Foundation

/// Reads an `ImageShader` back along canvas rows: inverse-maps each pixel centre into the image
/// and filters there.
///
/// Affine mappings step the source position in 16.16 fixed point along the row (one add per
/// pixel, no division), and blend the 2x2 texels with 8-bit weights in two SWAR lanes.
/// Projective mappings (3D layers with perspective) divide per pixel. The tests hold this
/// against a floating-point twin (`ImageSamplerReference`) and a scalar row (`sampleRowScalar`).
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
            let sy = BilinearKernels.clamp(y - o.dy, 0, h - 1)
            let row = src + sy * w
            for i in 0..<count { out[i] = row[BilinearKernels.clamp(x + i - o.dx, 0, w - 1)] }
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
                    let ix = BilinearKernels.clamp((fu + 0x8000) >> 16, 0, w - 1), iy = BilinearKernels.clamp((fv + 0x8000) >> 16, 0, h - 1)
                    out[i] = src[iy * w + ix]
                    fu += du; fv += dv
                }
                return
            }
            if dv == 0 {
                BilinearKernels.sampleRow(src, w, h, fu: fu, du: du, fv: fv, count: count, into: out)
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
                ? src[BilinearKernels.clamp((fv + 0x8000) >> 16, 0, h - 1) * w + BilinearKernels.clamp((fu + 0x8000) >> 16, 0, w - 1)]
                : BilinearKernels.bilinear(src, w, h, fu, fv)
        }
    }

    /// The 16.16 source position of canvas pixel (x, y)'s centre and its step along the row,
    /// stepped there from pixel (origin, y); nil when it is out of any sane range (the row
    /// samples as transparent).
    private func affineStart(y: Int, x: Int, origin: Int) -> (fu: Int, fv: Int, du: Int, dv: Int)? {
        AffineRowStart.start(inverseAffine!, y: y, x: x, origin: origin)
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
        guard let (a, b) = ink.union(BilinearKernels.clamp(iy, 0, h - 1), BilinearKernels.clamp(iy + 1, 0, h - 1)) else { return 0..<0 }
        let range = BilinearKernels.inkRun(fu: start.fu, du: start.du, count: count, width: w, first: a, last: b)
        guard !range.isEmpty else { return range }
        BilinearKernels.sampleRow(source.pixels.baseAddress!, w, h, fu: start.fu + range.lowerBound * start.du, du: start.du, fv: start.fv,
                  count: range.count, into: out + range.lowerBound)
        return range
    }
}

/// `ImageSampler.affineStart`'s arithmetic, as a function a debug build inlines (the sampler is
/// a class, whose methods cannot be): it runs once per row of every image draw.
enum AffineRowStart {
    @_transparent
    static func start(_ m: Transform2D, y: Int, x: Int, origin: Int) -> (fu: Int, fv: Int, du: Int, dv: Int)? {
        // Pixel centres: canvas (x + 0.5, y + 0.5) maps to image u, v; texel centres sit at +0.5.
        let cx = Double(origin) + 0.5, cy = Double(y) + 0.5
        let u = m.a * cx + m.c * cy + m.tx - 0.5
        let v = m.b * cx + m.d * cy + m.ty - 0.5
        let limit = 1e9
        // `magnitude`, not the generic `abs`, which a debug build calls through witness tables.
        guard u.magnitude < limit, v.magnitude < limit, m.a.magnitude < 1e6, m.b.magnitude < 1e6,
              (x - origin).magnitude < 1 << 24 else { return nil }
        let du = (m.a * 65536).roundedInt, dv = (m.b * 65536).roundedInt
        return ((u * 65536).flooredInt + (x - origin) * du, (v * 65536).flooredInt + (x - origin) * dv, du, dv)
    }
}

import CRasterKernels
import Foundation

/// Reads an `ImageShader` back along canvas rows: inverse-maps each pixel centre into the image
/// and filters there.
///
/// Affine mappings step the source position in 16.16 fixed point along the row (one add per
/// pixel, no division), and blend the 2x2 texels with 8-bit weights in two SWAR lanes; those
/// rows are sampled in C (`rt_affine_sample`), because a dependent package's debug build paid
/// more for the Swift calls around each row piece than for its pixels. Projective mappings (3D
/// layers with perspective) divide per pixel and filter with the same per-pixel form
/// (`rt_bilinear_at`). The tests hold this against a floating-point twin
/// (`ImageSamplerReference`) and a scalar row (`sampleRowScalar`).
///
/// A class: blitters hold one per draw and reach it at every span; as a struct (two
/// transforms, limits, references to the image and its ink) it was copied, with retains, each
/// time.
final class ImageSampler {
    private let source: Pixmap
    private let inverseProjective: ProjectiveTransform?
    private let nearest: Bool
    /// Set when the mapping is a whole-pixel translation: rows are copied, not filtered.
    let integerOffset: (dx: Int, dy: Int)?
    /// The source's per-row ink, for translucent bilinear affine draws (see `sampleInk`); held
    /// so the addresses in `affine` stay valid.
    private let ink: InkExtents?
    /// The image, its inverse mapping and its ink as the C row sampler reads them; nil for a
    /// projective mapping. Its own memory, so each row passes an address, not a copy of a property.
    private let affine: UnsafeMutablePointer<rt_affine_source>?

    /// nil when the mapping cannot be inverted (a degenerate transform draws nothing).
    init?(_ shader: ImageShader) {
        var image = shader.image
        nearest = shader.filter == .nearest
        let inverseAffine: Transform2D?
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
        if let m = inverseAffine {
            let affine = UnsafeMutablePointer<rt_affine_source>.allocate(capacity: 1) // after every `return nil`
            affine.initialize(to: rt_affine_source(
                pixels: image.pixels.baseAddress, width: Int64(image.width), height: Int64(image.height),
                a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty,
                ink_first: ink?.first.baseAddress, ink_last: ink?.last.baseAddress,
                nearest: nearest ? 1 : 0, avx2: PixelKernels.hasAVX2 ? 1 : 0))
            self.affine = affine
        } else {
            affine = nil
        }
    }

    deinit { affine?.deallocate() }

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
            let sy = Int(rt_clamp_i64(Int64(y - o.dy), 0, Int64(h - 1)))
            rt_copy_row_clamped(src + sy * w, Int64(w), Int64(x - o.dx), Int64(count), out)
            return
        }
        if let affine {
            rt_affine_sample(affine, Int64(y), Int64(x), Int64(count), Int64(origin ?? x), out)
            return
        }
        let p = inverseProjective!.m
        let (iw, ih) = (Int64(w), Int64(h))
        for i in 0..<count {
            let cx = Double(x + i) + 0.5, cy = Double(y) + 0.5
            let wq = cx * p[2] + cy * p[5] + p[8]
            let u = (cx * p[0] + cy * p[3] + p[6]) / wq - 0.5
            let v = (cx * p[1] + cy * p[4] + p[7]) / wq - 0.5
            guard wq.isFinite, wq != 0, abs(u) < 1e9, abs(v) < 1e9 else { out[i] = 0; continue }
            let fu = (u * 65536).flooredInt, fv = (v * 65536).flooredInt
            out[i] = nearest
                ? src[Int(rt_clamp_i64(Int64((fv + 0x8000) >> 16), 0, ih - 1) * iw + rt_clamp_i64(Int64((fu + 0x8000) >> 16), 0, iw - 1))]
                : rt_bilinear_at(src, iw, ih, Int64(fu), Int64(fv))
        }
    }

    /// `sample` for a translucent draw: writes only the pixels of the row that can be non-zero
    /// and returns their range; every other pixel of the row samples to exactly 0 (all four
    /// texels are 0), which source-over leaves as it is. Those it writes have the same bytes
    /// `sample` gives them (the same 16.16 positions, stepped from `x`).
    func sampleInk(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, origin: Int? = nil) -> Range<Int> {
        guard ink != nil, let affine else {
            sample(y: y, x: x, count: count, into: out, origin: origin)
            return 0..<count
        }
        var first: Int64 = 0, end: Int64 = 0
        rt_affine_sample_ink(affine, Int64(y), Int64(x), Int64(count), Int64(origin ?? x), out, &first, &end)
        return Int(first)..<Int(end)
    }
}

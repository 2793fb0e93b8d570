import CRasterKernels
@testable import Raster

// The byte-for-byte twins of the sampler's row paths, kept beside the tests that hold the C
// rows (`rt_bilinear_row`, `rt_affine_sample`) against them: the library carries only the fast forms.

extension ImageSampler {
    /// The scalar form of `rt_bilinear_row`: every pixel on its own, vertical lerps first (the
    /// clamped edge pixels agree with that order exactly, so no interior run is needed).
    func sampleRowScalar(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, fu start: Int, du: Int, fv: Int,
                         count: Int, into out: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count {
            out[i] = BilinearKernels.bilinearColumnsFirst(src, w, h, start + i * du, fv)
        }
    }
}

/// The bilinear filter's forms as the tests call them.
enum BilinearKernels {
    /// The library's per-pixel filter (`rt_bilinear_at`: clamped, horizontal lerps first).
    static func bilinear(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ fu: Int, _ fv: Int) -> UInt32 {
        rt_bilinear_at(src, Int64(w), Int64(h), Int64(fu), Int64(fv))
    }

    /// The 2x2 filter at (fu, fv) with the vertical lerps first: the per-pixel twin of
    /// `rt_bilinear_row`'s column order.
    static func bilinearColumnsFirst(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ fu: Int, _ fv: Int) -> UInt32 {
        let ix = fu >> 16, iy = fv >> 16
        let fx = UInt32((fu >> 8) & 0xFF), fy = UInt32((fv >> 8) & 0xFF)
        let x0 = min(max(ix, 0), w - 1), x1 = min(max(ix + 1, 0), w - 1)
        let y0 = min(max(iy, 0), h - 1), y1 = min(max(iy + 1, 0), h - 1)
        let r0 = src + y0 * w, r1 = src + y1 * w
        return blend(blend(r0[x0], r1[x0], fy), blend(r0[x1], r1[x1], fy), fx)
    }

    /// One lerp, written out in Swift: per byte lane (a (256 - f) + b f + 128) >> 8, the twin the
    /// C kernels are held against.
    static func blend(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ga
    }

    /// `rt_bilinear_row` with the AVX2 passes or its scalar loops (`avx2: false`, what a CPU
    /// without AVX2 runs).
    static func row(_ img: Pixmap, fu: Int, du: Int, fv: Int, count: Int, avx2: Bool, into out: UnsafeMutablePointer<UInt32>) {
        rt_bilinear_row(img.pixels.baseAddress!, Int64(img.width), Int64(img.height), Int64(fu), Int64(du), Int64(fv),
                        Int64(count), out, avx2 ? 1 : 0)
    }

    /// The kernel paths this machine can run: always the scalar loops, and AVX2 when it has it.
    static var rowPaths: [Bool] { PixelKernels.hasAVX2 ? [false, true] : [false] }
}

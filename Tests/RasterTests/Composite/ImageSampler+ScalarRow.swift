@testable import Raster

// The byte-for-byte twins of the sampler's row paths, kept beside the tests that hold the
// sampler against them (the library carries only the fast forms).

extension ImageSampler {
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

extension BilinearKernels {
    /// The 2x2 filter at (fu, fv) with the vertical lerps first: the per-pixel twin of
    /// `sampleRow`'s column order.
    static func bilinearColumnsFirst(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ fu: Int, _ fv: Int) -> UInt32 {
        let ix = fu >> 16, iy = fv >> 16
        let fx = UInt32((fu >> 8) & 0xFF), fy = UInt32((fv >> 8) & 0xFF)
        let x0 = min(max(ix, 0), w - 1), x1 = min(max(ix + 1, 0), w - 1)
        let y0 = min(max(iy, 0), h - 1), y1 = min(max(iy + 1, 0), h - 1)
        let r0 = src + y0 * w, r1 = src + y1 * w
        return lerp(lerp(r0[x0], r1[x0], fy), lerp(r0[x1], r1[x1], fy), fx)
    }
}

import CRasterKernels

/// The arithmetic of the 2x2 (bilinear) filter on premultiplied pixels, two 8-bit channels
/// per 32-bit lane: one pixel (`bilinear`, clamped to the edge texels), a vertical pass over
/// two rows and a horizontal pass over a row (`lerpRows`, `lerpColumns`: AVX2 C kernels where
/// the CPU has them, portable Swift SIMD otherwise, the same bytes), and the runs of a row
/// where those passes apply (`interior`, `inkRun`). `ImageSampler` decides which to call.
enum BilinearKernels {
    /// The pixels of a row (16.16 position `fu`, step `du`) whose clamped texel pair
    /// (x0, x1) reaches into the ink columns first...last: x1 >= first and x0 <= last.
    static func inkRun(fu: Int, du: Int, count: Int, width w: Int, first a: Int, last b: Int) -> Range<Int> {
        // Clamping only matters at the image edges: x1 >= a holds for every pixel when a == 0,
        // x0 <= b when b == w - 1; otherwise they are ix + 1 >= a and ix <= b, that is
        // p >= (a - 1) << 16 and p < (b + 1) << 16 for the position p = fu + i * du. Both are
        // monotonic in i, so the pixels form one run.
        let reachesFirst = a == 0 ? Int.min : (a - 1) << 16, pastLast = b == w - 1 ? Int.max : (b + 1) << 16
        let lo: Int, hi: Int
        if du == 0 {
            return fu >= reachesFirst && fu < pastLast ? 0..<count : 0..<0
        } else if du > 0 {
            lo = firstIndex(fu: fu, du: du, count: count, reaching: reachesFirst)
            hi = firstIndex(fu: fu, du: du, count: count, reaching: pastLast)
        } else {
            lo = firstIndex(fu: fu, du: du, count: count, below: pastLast)
            hi = firstIndex(fu: fu, du: du, count: count, below: reachesFirst)
        }
        return lo..<max(lo, hi)
    }

    /// `out[k] = blend(a[k], b[k], f)` for k in 0..<count: the vertical lerp of two source rows
    /// (an AVX2 C kernel where the CPU has it, `lerpRowsPortable` otherwise; the same bytes).
    @_transparent
    static func lerpRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ f: UInt32, count: Int,
                         into out: UnsafeMutablePointer<UInt32>) {
        if PixelKernels.hasAVX2 {
            rt_lerp_rows_avx2(a, b, f, Int64(count), out)
        } else {
            lerpRowsPortable(a, b, f, count: count, into: out)
        }
    }

    /// `lerpRows` in portable Swift SIMD: eight pixels per step in 16-bit lanes (the same
    /// rounding as `blend`).
    @_transparent
    static func lerpRowsPortable(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ f: UInt32, count: Int,
                         into out: UnsafeMutablePointer<UInt32>) {
        var k = 0
        let f16 = SIMD16<UInt16>(repeating: UInt16(f)), g16 = SIMD16<UInt16>(repeating: UInt16(256 - f))
        while k + 8 <= count {
            let va = UnsafeRawPointer(a + k).loadUnaligned(as: SIMD16<UInt16>.self)
            let vb = UnsafeRawPointer(b + k).loadUnaligned(as: SIMD16<UInt16>.self)
            UnsafeMutableRawPointer(out + k).storeBytes(of: blend16(va, vb, f16, g16), as: SIMD16<UInt16>.self)
            k += 8
        }
        while k < count {
            out[k] = blend(a[k], b[k], f)
            k += 1
        }
    }

    /// The horizontal pass: `out[i] = blend(c[ix], c[ix + 1], fx)` at 16.16 position
    /// p = fu + i * du (ix = p >> 16, fx = its top 8 fraction bits), for i in 0..<count; every
    /// ix and ix + 1 read must lie in `0..<available`. On AVX2 machines a C kernel does it
    /// (under magnification eight pixels' texels come from one window by lane permutes, no
    /// gathers); elsewhere `lerpColumnsPortable`, which gives the same bytes.
    @_transparent
    static func lerpColumns(_ c: UnsafePointer<UInt32>, available: Int, fu: Int, du: Int, count: Int,
                            into out: UnsafeMutablePointer<UInt32>) {
        if PixelKernels.hasAVX2 {
            rt_lerp_columns_avx2(c, Int64(available), Int64(fu), Int64(du), Int64(count), out)
        } else {
            lerpColumnsPortable(c, fu: fu, du: du, count: count, into: out)
        }
    }

    /// `lerpColumns` in portable Swift SIMD: eight pixels per step, the texel pairs gathered
    /// by scalar loads, the weights stepped in a vector, the lerps done in 16-bit lanes.
    @_transparent
    static func lerpColumnsPortable(_ c: UnsafePointer<UInt32>, fu: Int, du: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var i = 0
        var p = fu
        if count >= 8 {
            // Weights only need bits 8...15 of each position, which wrapping 32-bit lanes keep.
            let lane = SIMD8<UInt32>(0, 1, 2, 3, 4, 5, 6, 7) &* UInt32(truncatingIfNeeded: du)
            let step = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: du &* 8))
            var pos = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: fu)) &+ lane
            while i + 8 <= count {
                let i0 = p >> 16, p1 = p + du
                let i1 = p1 >> 16, p2 = p1 + du
                let i2 = p2 >> 16, p3 = p2 + du
                let i3 = p3 >> 16, p4 = p3 + du
                let i4 = p4 >> 16, p5 = p4 + du
                let i5 = p5 >> 16, p6 = p5 + du
                let i6 = p6 >> 16, p7 = p6 + du
                let i7 = p7 >> 16
                p = p7 + du
                let va = SIMD8<UInt32>(c[i0], c[i1], c[i2], c[i3], c[i4], c[i5], c[i6], c[i7])
                let vb = SIMD8<UInt32>(c[i0 + 1], c[i1 + 1], c[i2 + 1], c[i3 + 1], c[i4 + 1], c[i5 + 1], c[i6 + 1], c[i7 + 1])
                let f32 = (pos &>> 8) & 0xFF
                let f16 = unsafeBitCast(f32 | (f32 &<< 16), to: SIMD16<UInt16>.self)
                let g16 = SIMD16<UInt16>(repeating: 256) &- f16
                let r = blend16(unsafeBitCast(va, to: SIMD16<UInt16>.self), unsafeBitCast(vb, to: SIMD16<UInt16>.self), f16, g16)
                UnsafeMutableRawPointer(out + i).storeBytes(of: r, as: SIMD16<UInt16>.self)
                pos &+= step
                i += 8
            }
        }
        while i < count {
            let ix = p >> 16, fx = UInt32((p >> 8) & 0xFF)
            out[i] = blend(c[ix], c[ix + 1], fx)
            p += du; i += 1
        }
    }

    /// `blend` on eight pixels seen as 16-bit lanes (channels 0/2 low byte, 1/3 high byte of each
    /// lane), with per-lane weights f and g = 256 - f: a·g + b·f + 128 <= 65408 fits a lane, so
    /// the bytes equal the 32-bit two-channel form's.
    @_transparent
    static func blend16(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>, _ f: SIMD16<UInt16>, _ g: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let low = SIMD16<UInt16>(repeating: 0x00FF), half = SIMD16<UInt16>(repeating: 0x0080)
        let rb = ((a & low) &* g &+ (b & low) &* f &+ half) &>> 8
        let ga = ((a &>> 8) &* g &+ (b &>> 8) &* f &+ half) & SIMD16<UInt16>(repeating: 0xFF00)
        return rb | ga
    }

    /// The pixels [lo, hi) of a row of `count` starting at 16.16 position `fu`, stepping `du`,
    /// whose texel pair (ix, ix + 1) lies inside 0..<width; the rest take the clamping path.
    static func interior(fu: Int, du: Int, count: Int, width w: Int) -> (Int, Int) {
        // ix is monotonic in i, so the inside pixels form one run: from where the position
        // p = fu + i * du reaches 0 (ix >= 0) to where it reaches (w - 1) << 16 (ix + 1 >= w),
        // the other way round when stepping backwards.
        guard count > 0 else { return (0, 0) }
        let last = (w - 1) << 16
        if du == 0 { return fu >= 0 && fu < last ? (0, count) : (0, 0) }
        if du > 0 {
            let lo = firstIndex(fu: fu, du: du, count: count, reaching: 0)
            return (lo, max(lo, firstIndex(fu: fu, du: du, count: count, reaching: last)))
        }
        let lo = firstIndex(fu: fu, du: du, count: count, below: last)
        return (lo, max(lo, firstIndex(fu: fu, du: du, count: count, below: 0)))
    }

    // The ends of those runs: the first pixel of a row at which its position crosses a
    // threshold. A division lands on it; a short walk makes it exact whatever the division's
    // rounding. (This runs for every row of every draw, where a bisection's mispredicted
    // branches cost more than a row's first few pixels.)

    /// The first i in 0...count with fu + i * du >= t, for du > 0 (count when there is none).
    @_transparent
    static func firstIndex(fu: Int, du: Int, count: Int, reaching t: Int) -> Int {
        if fu >= t { return 0 }
        if t == .max { return count }
        var i = min((t - fu - 1) / du + 1, count)
        while i > 0 && fu + (i - 1) * du >= t { i -= 1 }
        while i < count && fu + i * du < t { i += 1 }
        return i
    }

    /// The first i in 0...count with fu + i * du < t, for du < 0 (count when there is none).
    @_transparent
    static func firstIndex(fu: Int, du: Int, count: Int, below t: Int) -> Int {
        if fu < t { return 0 }
        if t == .min { return count }
        var i = min((fu - t) / -du + 1, count)
        while i > 0 && fu + (i - 1) * du < t { i -= 1 }
        while i < count && fu + i * du >= t { i += 1 }
        return i
    }

    /// `lerp` without its early exits (identical results: weight 0 or equal texels give `a`),
    /// so the row loops stay branch-free.
    @_transparent static func blend(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ga
    }

    /// `min(max(v, lo), hi)` for Int, which a debug build does not call through the generic
    /// `Comparable` witnesses (it runs for every edge pixel of every filtered row).
    @_transparent
    static func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int {
        let low = v < lo ? lo : v
        return low > hi ? hi : low
    }

    /// The 2x2 filter at 16.16 position (fu, fv), clamped to the image's edge texels.
    @_transparent
    static func bilinear(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ fu: Int, _ fv: Int) -> UInt32 {
        let ix = fu >> 16, iy = fv >> 16
        let fx = UInt32((fu >> 8) & 0xFF), fy = UInt32((fv >> 8) & 0xFF)
        let x0 = clamp(ix, 0, w - 1), x1 = clamp(ix + 1, 0, w - 1)
        let y0 = clamp(iy, 0, h - 1), y1 = clamp(iy + 1, 0, h - 1)
        let r0 = src + y0 * w, r1 = src + y1 * w
        let top = lerp(r0[x0], r0[x1], fx)
        let bottom = lerp(r1[x0], r1[x1], fx)
        return lerp(top, bottom, fy)
    }

    /// a·(256 − f)/256 + b·f/256 per channel, rounded, two channels per lane.
    @_transparent static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 || a == b { return a }
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ga
    }

    /// The 2x2 filter along a row whose source position only moves in u (an axis-aligned or
    /// sheared-in-x mapping): the two source rows and the vertical weight are fixed for the
    /// row, so the interior (where both texel columns lie inside the image) lerps each source
    /// column vertically once into a stack buffer and then steps horizontally, without clamps;
    /// a row that sits exactly on a texel row skips the lower one. Same bytes as
    /// `bilinearColumnsFirst` at every pixel (its twin in the tests); within 1 level of `bilinear`, which
    /// rounds the horizontal lerps first. At the clamped edges both orders agree exactly (the
    /// two texel columns are the same one).
    @_transparent
    static func sampleRow(_ src: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, fu start: Int, du: Int, fv: Int,
                   count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let iy = fv >> 16, fy = UInt32((fv >> 8) & 0xFF)
        let r0 = src + clamp(iy, 0, h - 1) * w, r1 = src + clamp(iy + 1, 0, h - 1) * w
        var fu = start
        var i = 0
        // Leading pixels whose left texel column is outside the image (or whose right is, when
        // du steps backwards), and the interior: the pixel range where 0 <= ix and ix + 1 < w.
        let (lo, hi) = interior(fu: start, du: du, count: count, width: w)
        while i < lo {
            out[i] = bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
        if hi > lo {
            if fy == 0 {
                lerpColumns(UnsafePointer(r0), available: w, fu: fu, du: du, count: hi - lo, into: out + lo)
            } else {
                // Vertical first, once per source column the run reads (under magnification k one
                // column serves k pixels), then one horizontal lerp per pixel.
                let first = (start + lo * du) >> 16, last = (start + (hi - 1) * du) >> 16
                let c0 = min(first, last), c1 = max(first, last) + 1
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: c1 - c0 + 1) { buffer in
                    let columns = buffer.baseAddress!
                    lerpRows(r0 + c0, r1 + c0, fy, count: c1 - c0 + 1, into: columns)
                    lerpColumns(UnsafePointer(columns), available: c1 - c0 + 1, fu: fu - (c0 << 16), du: du,
                                     count: hi - lo, into: out + lo)
                }
            }
            fu += (hi - lo) * du; i = hi
        }
        while i < count {
            out[i] = bilinear(src, w, h, fu, fv)
            fu += du; i += 1
        }
    }
}

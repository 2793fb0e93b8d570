import CRasterKernels

/// A bilinear enlargement by a whole factor: a backdrop's reduced, blurred copy drawn back up.
///
/// Pixel X of the enlargement samples the copy at its centre, (X + 0.5) / f − 0.5, between
/// texels i and i + 1 with an 8-bit weight (edges repeat), the same weights for every row and
/// column. Each copy row is widened once (f output rows share it) and every output row is one
/// vertical lerp of two widened rows, per byte lane (a·(256 − w) + b·w + 128) >> 8: the AVX2
/// kernels `rt_widen_row_avx2` (eight pixels from a nine-texel window) and `rt_lerp_rows_avx2`
/// where the CPU has it, the same formula in Swift elsewhere.
/// Three times less work than sampling each pixel through ImageSampler at this magnification,
/// which is what keeps a full-screen blur near a plain frame's cost.
extension Pixmap {
    /// Fills `destination` with the part of self enlarged `factor` times that starts at pixel
    /// (`x`, `y`) of the enlargement (edges beyond the enlargement repeat).
    public func upsample(by factor: Int, from x: Int = 0, _ y: Int = 0, into destination: Pixmap) {
        upsample(by: factor, from: x, y, into: destination.pixels.baseAddress!, rowStride: destination.width,
                 width: destination.width, height: destination.height, blending: false, forcePortable: false)
    }

    /// The same enlargement written into `height` rows of `width` pixels at `target` (rows
    /// `rowStride` apart), stored, or laid source-over what is there when `blending`.
    public func upsample(by factor: Int, from x: Int, _ y: Int, into target: UnsafeMutablePointer<UInt32>, rowStride: Int,
                         width dw: Int, height dh: Int, blending: Bool) {
        upsample(by: factor, from: x, y, into: target, rowStride: rowStride, width: dw, height: dh, blending: blending,
                 forcePortable: false)
    }

    /// The same; `forcePortable` takes the Swift form of every step (the AVX2 kernels' twin,
    /// which the tests compare them with).
    func upsample(by factor: Int, from x: Int, _ y: Int, into target: UnsafeMutablePointer<UInt32>, rowStride: Int,
                  width dw: Int, height dh: Int, blending: Bool, forcePortable: Bool) {
        precondition(factor >= 1 && dw >= 0 && dh >= 0)
        guard dw > 0, dh > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: blending ? dw : 0)
        defer { scratch.deallocate() }
        func taps(_ n: Int, _ start: Int, _ limit: Int) -> (index: [Int32], weight: [UInt32]) {
            var index = [Int32](repeating: 0, count: n), weight = [UInt32](repeating: 0, count: n)
            for x in 0..<n {
                let u = (Double(start + x) + 0.5) / Double(factor) - 0.5
                var i = Int(u.rounded(.down)), w = UInt32(((u - Double(i)) * 256).rounded())
                if w == 256 { i += 1; w = 0 }
                if i < 0 { i = 0; w = 0 }
                if i >= limit - 1 { i = limit - 1; w = 0 }
                index[x] = Int32(i); weight[x] = w
            }
            return (index, weight)
        }
        let cols = taps(dw, x, width), rows = taps(dh, y, height)
        let wide = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * dw)
        defer { wide.deallocate() }
        var held = [-1, -1]  // the copy rows widened into the two halves of `wide`
        func widened(_ j: Int) -> UnsafeMutablePointer<UInt32> {
            if held[0] == j { return wide }
            if held[1] == j { return wide + dw }
            let slot = held[0] < held[1] ? 0 : 1  // rows only move down: drop the older one
            held[slot] = j
            let out = wide + slot * dw, src = pixels.baseAddress! + j * width
            cols.index.withUnsafeBufferPointer { ix in
                cols.weight.withUnsafeBufferPointer { wx in
                    // Eight pixels a step in AVX2 while the window fits, the same formula after.
                    let done = PixelKernels.hasAVX2 && !forcePortable
                        ? Int(rt_widen_row_avx2(src, Int64(width), ix.baseAddress!, wx.baseAddress!, Int64(dw), out)) : 0
                    for k in done..<dw {
                        let i = Int(ix[k])
                        out[k] = Self.lerp(src[i], src[min(i + 1, width - 1)], wx[k])
                    }
                }
            }
            return out
        }
        for row in 0..<dh {
            let j = Int(rows.index[row]), w = rows.weight[row]
            let a = widened(j), out = target + row * rowStride
            let dst = blending ? scratch : out
            if w == 0 {
                dst.update(from: a, count: dw)
            } else {
                let b = widened(min(j + 1, height - 1))
                if PixelKernels.hasAVX2 && !forcePortable {
                    rt_lerp_rows_avx2(a, b, w, Int64(dw), dst)
                } else {
                    for x in 0..<dw { dst[x] = Self.lerp(a[x], b[x], w) }
                }
            }
            if blending { BlendRow.over(scratch, onto: out, coverage: 255, count: dw) }
        }
    }

    /// Per byte lane (a·(256 − w) + b·w + 128) >> 8, w in 0...255 (rt_lerp_rows_avx2's formula).
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let m: UInt32 = 0x00FF_00FF, v = 256 - w
        let rb = (((a & m) &* v &+ (b & m) &* w &+ 0x0080_0080) >> 8) & m
        let ga = ((((a >> 8) & m) &* v &+ ((b >> 8) & m) &* w &+ 0x0080_0080) >> 8) & m
        return rb | ga << 8
    }
}

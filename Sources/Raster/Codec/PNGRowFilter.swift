// The fast encoder's row stage: un-premultiply one row of a Pixmap into straight RGB(A) bytes,
// then apply one PNG filter to it, chosen per row.
//
// Two forms, one rule. Opaque frames (RGB, the frames rendered here) go through C
// (`rt_png_filter_row_rgb`, png_row_filter.c): straighten, cost sums and filtered bytes fused,
// the sums taken with SSE2 PSADBW or AVX2. Frames with translucent pixels (RGBA) are straightened
// here and filtered by `filter`, whose cost sums are C's too. The tests hold both against a
// scalar reference written from the rule below (Tests/RasterTests/Codec/PNGRowFilterReference).
//
// Choice of filter
//
// A row identical to the one above is sent as Up (all zeros) after a memcmp: most rows of a flat
// UI frame. Other rows take whichever of None, Sub and Up has the smallest sum of absolute
// (signed) filtered bytes, libpng's heuristic; ties go to Up, then Sub, then None.
//
// Paeth is left out on measurement. On a 1170 x 2532 opaque UI frame (flat background, a big
// circle, lines of glyph-like text; release build, this machine) min-sum over all four filters
// took ~9.7 ms to filter and chose Paeth for 1 row in 2532, with a file 0.7 % larger than
// without it; None/Sub/Up with SIMD sums filters in ~2.0 ms. Photographic content would favour
// Paeth; these frames are UI.

import CPNGSupport
import Glibc

/// Un-premultiplies and filters rows for the fast PNG encoder.
enum PNGRowFilter {
    /// PNG filter type bytes.
    static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2

    /// Writes `width` pixels as straight R,G,B (channels 3; alpha dropped) or R,G,B,A (channels 4).
    @inline(__always)
    static func straighten(_ source: UnsafePointer<UInt32>, width: Int, channels: Int,
                           into row: UnsafeMutablePointer<UInt8>, table: UnsafePointer<UInt8>) {
        if channels == 3 {
            for x in 0..<width {
                let v = source[x]
                row[3 * x] = UInt8(truncatingIfNeeded: v)
                row[3 * x + 1] = UInt8(truncatingIfNeeded: v >> 8)
                row[3 * x + 2] = UInt8(truncatingIfNeeded: v >> 16)
            }
            return
        }
        let words = UnsafeMutableRawPointer(row).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let v = source[x]
            let a = v >> 24
            if a == 255 || a == 0 {
                words[x] = a == 0 ? 0 : v // fully transparent is stored as 0,0,0,0
            } else {
                let t = table + Int(a << 8)
                words[x] = UInt32(t[Int(v & 255)]) | UInt32(t[Int((v >> 8) & 255)]) << 8
                    | UInt32(t[Int((v >> 16) & 255)]) << 16 | a << 24
            }
        }
    }

    /// Filters `count` bytes of `row` (the row above is `above`, zeros for the first row) into
    /// `out`: one filter-type byte, then `count` filtered bytes. `bpp` is bytes per pixel.
    static func filter(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
                       into out: UnsafeMutablePointer<UInt8>) {
        let data = out + 1
        if memcmp(row, above, count) == 0 {
            out[0] = up
            data.update(repeating: 0, count: count)
            return
        }
        var costNone: UInt32 = 0, costSub: UInt32 = 0, costUp: UInt32 = 0
        rt_png_row_costs(row, above, count, bpp, &costNone, &costSub, &costUp)
        let best = min(costNone, costSub, costUp)
        if best == costUp {
            out[0] = up
            for i in 0..<count { data[i] = row[i] &- above[i] }
        } else if best == costSub {
            out[0] = sub
            for i in 0..<min(bpp, count) { data[i] = row[i] }
            for i in min(bpp, count)..<count { data[i] = row[i] &- row[i - bpp] }
        } else {
            out[0] = none
            data.update(from: row, count: count)
        }
    }

    /// True when every one of `count` pixels has alpha 255; vectorised, exits at the first
    /// block holding a pixel that is not opaque.
    static func allOpaque(_ pixels: UnsafePointer<UInt32>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(pixels)
        var i = 0
        while i + 256 <= count {
            var acc = SIMD8<UInt32>(repeating: ~0)
            for k in stride(from: i, to: i + 256, by: 8) {
                acc &= raw.loadUnaligned(fromByteOffset: 4 * k, as: SIMD8<UInt32>.self)
            }
            if (acc.wrappedAnd() >> 24) != 255 { return false }
            i += 256
        }
        while i < count {
            if pixels[i] >> 24 != 255 { return false }
            i += 1
        }
        return true
    }
}

extension SIMD8<UInt32> {
    @inline(__always) fileprivate func wrappedAnd() -> UInt32 {
        self[0] & self[1] & self[2] & self[3] & self[4] & self[5] & self[6] & self[7]
    }
}

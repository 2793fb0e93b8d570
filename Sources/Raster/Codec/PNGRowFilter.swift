// The fast encoder's row stage: un-premultiply one row of a Pixmap into straight RGB(A) bytes,
// then apply one PNG filter to it, chosen per row.
//
// Choice of filter
//
// A row identical to the one above is sent as Up (all zeros) after a memcmp: most rows of a flat
// UI frame. Other rows take whichever of None, Sub and Up has the smallest sum of absolute
// (signed) filtered bytes, libpng's heuristic, summed 16 bytes at a time with SIMD.
//
// Paeth is left out on measurement. On a 1170 x 2532 opaque UI frame (flat background, a big
// circle, lines of glyph-like text; release build, this machine) min-sum over all four filters
// took ~9.7 ms to filter and chose Paeth for 1 row in 2532, with a file 0.7 % larger than
// without it; None/Sub/Up with SIMD sums filters in ~2.0 ms. The filtered rows then go to
// zlib's level-1 run-length deflate (see png_support.c). Photographic content would favour
// Paeth; these frames are UI.
//
// The reference twin is libpng itself (`PNGCompression.default` and `.small`); tests check that
// all three compressions decode to the same pixels.

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

    /// |b| of a filtered byte read as signed: min(b, 256 - b), branch-free so the loops vectorise.
    @inline(__always) static func cost(_ b: UInt8) -> UInt32 { UInt32(min(b, 0 &- b)) }

    /// Sums of |filtered byte| for None, Sub and Up, 16 bytes at a time.
    static func costs(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int)
        -> (none: UInt32, sub: UInt32, up: UInt32) {
        var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0
        for i in 0..<min(bpp, count) {
            none &+= cost(row[i]); sub &+= cost(row[i]); up &+= cost(row[i] &- above[i])
        }
        let raw = UnsafeRawPointer(row), rawAbove = UnsafeRawPointer(above)
        var i = bpp
        while i + 16 <= count {
            // UInt16 lanes hold 256 vectors of at most 255 each, then spill into the UInt32 sums.
            var accNone = SIMD16<UInt16>(), accSub = SIMD16<UInt16>(), accUp = SIMD16<UInt16>()
            let blockEnd = min(count, i + 16 * 256)
            while i + 16 <= blockEnd {
                let x = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let left = raw.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
                let up = rawAbove.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                accNone &+= magnitude(x)
                accSub &+= magnitude(x &- left)
                accUp &+= magnitude(x &- up)
                i += 16
            }
            none &+= SIMD16<UInt32>(truncatingIfNeeded: accNone).wrappedSum()
            sub &+= SIMD16<UInt32>(truncatingIfNeeded: accSub).wrappedSum()
            up &+= SIMD16<UInt32>(truncatingIfNeeded: accUp).wrappedSum()
        }
        while i < count {
            none &+= cost(row[i]); sub &+= cost(row[i] &- row[i - bpp]); up &+= cost(row[i] &- above[i])
            i += 1
        }
        return (none, sub, up)
    }

    @inline(__always) static func magnitude(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
        SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(v, SIMD16<UInt8>() &- v))
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
        let (costNone, costSub, costUp) = costs(row, above: above, count: count, bpp: bpp)
        let best = min(costNone, costSub, costUp)
        if best == costUp {
            out[0] = up
            for i in 0..<count { data[i] = row[i] &- above[i] }
        } else if best == costSub {
            out[0] = sub
            for i in 0..<bpp { data[i] = row[i] }
            for i in bpp..<count { data[i] = row[i] &- row[i - bpp] }
        } else {
            out[0] = none
            data.update(from: row, count: count)
        }
    }
}

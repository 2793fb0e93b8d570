// The fast twins of `PNGRowFilter.straighten` and `PNGRowFilter.filter`, used by `PNGEncoder`'s
// `.fast` path. Their output is byte for byte that of the reference functions (tested on random
// rows in CodecRowFilterFastTests); the references stay as the readable specification.
//
// - Opaque rows (RGB) are packed 8 pixels at a time with 64-bit word shifts (4 words in, 3 out)
//   instead of 3 byte stores a pixel, and the AND of every pixel's alpha comes out of the same
//   pass, so the encoder need not scan the frame for opacity first (see PNGEncoder).
// - Filtering computes the None/Sub/Up cost sums and writes the Up candidate in one pass; a
//   winning Sub or None is then written in a second pass (Up is the common winner on UI frames).

import Glibc

extension PNGRowFilter {
    /// `straighten(..., channels: 3, ...)`: writes `width` pixels as R,G,B, dropping alpha.
    /// Returns true when every pixel of the row has alpha 255.
    @inline(__always)
    static func straightenOpaque(_ source: UnsafePointer<UInt32>, width: Int,
                                 into row: UnsafeMutablePointer<UInt8>) -> Bool {
        let src = UnsafeRawPointer(source), dst = UnsafeMutableRawPointer(row)
        var alpha: UInt64 = ~0
        var x = 0
        // Two pixels in a UInt64 (little-endian: p0 low) pack to 48 bits; 4 of those make 3 words.
        @inline(__always) func pack(_ q: UInt64) -> UInt64 {
            (q & 0xFF_FFFF) | ((q >> 8) & 0xFFFF_FF00_0000)
        }
        while x + 8 <= width {
            let a = src.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self)
            let b = src.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self)
            let c = src.loadUnaligned(fromByteOffset: 4 * x + 16, as: UInt64.self)
            let d = src.loadUnaligned(fromByteOffset: 4 * x + 24, as: UInt64.self)
            alpha &= a & b & c & d
            let pa = pack(a), pb = pack(b), pc = pack(c), pd = pack(d)
            dst.storeBytes(of: pa | pb << 48, toByteOffset: 3 * x, as: UInt64.self)
            dst.storeBytes(of: pb >> 16 | pc << 32, toByteOffset: 3 * x + 8, as: UInt64.self)
            dst.storeBytes(of: pc >> 32 | pd << 16, toByteOffset: 3 * x + 16, as: UInt64.self)
            x += 8
        }
        var alpha32 = UInt32(truncatingIfNeeded: alpha) & UInt32(truncatingIfNeeded: alpha >> 32)
        while x < width {
            let v = source[x]
            alpha32 &= v
            row[3 * x] = UInt8(truncatingIfNeeded: v)
            row[3 * x + 1] = UInt8(truncatingIfNeeded: v >> 8)
            row[3 * x + 2] = UInt8(truncatingIfNeeded: v >> 16)
            x += 1
        }
        return alpha32 >> 24 == 255
    }

    /// `filter` with the costs and the Up candidate computed in one pass. Same bytes out.
    static func filterFast(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
                           into out: UnsafeMutablePointer<UInt8>) {
        let data = out + 1
        if memcmp(row, above, count) == 0 {
            out[0] = up
            data.update(repeating: 0, count: count)
            return
        }
        var costNone: UInt32 = 0, costSub: UInt32 = 0, costUp: UInt32 = 0
        for i in 0..<min(bpp, count) {
            let u = row[i] &- above[i]
            data[i] = u
            costNone &+= cost(row[i]); costSub &+= cost(row[i]); costUp &+= cost(u)
        }
        let raw = UnsafeRawPointer(row), rawAbove = UnsafeRawPointer(above), rawData = UnsafeMutableRawPointer(data)
        var i = bpp
        while i + 16 <= count {
            var accNone = SIMD16<UInt16>(), accSub = SIMD16<UInt16>(), accUp = SIMD16<UInt16>()
            let blockEnd = min(count, i + 16 * 256)
            while i + 16 <= blockEnd {
                let x = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let left = raw.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
                let u = x &- rawAbove.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                rawData.storeBytes(of: u, toByteOffset: i, as: SIMD16<UInt8>.self)
                accNone &+= magnitude(x)
                accSub &+= magnitude(x &- left)
                accUp &+= magnitude(u)
                i += 16
            }
            costNone &+= SIMD16<UInt32>(truncatingIfNeeded: accNone).wrappedSum()
            costSub &+= SIMD16<UInt32>(truncatingIfNeeded: accSub).wrappedSum()
            costUp &+= SIMD16<UInt32>(truncatingIfNeeded: accUp).wrappedSum()
        }
        while i < count {
            let u = row[i] &- above[i]
            data[i] = u
            costNone &+= cost(row[i]); costSub &+= cost(row[i] &- row[i - bpp]); costUp &+= cost(u)
            i += 1
        }
        let best = min(costNone, costSub, costUp)
        if best == costUp {
            out[0] = up
        } else if best == costSub {
            out[0] = sub
            for i in 0..<min(bpp, count) { data[i] = row[i] }
            var i = bpp
            while i + 16 <= count {
                let x = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let left = raw.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
                rawData.storeBytes(of: x &- left, toByteOffset: i, as: SIMD16<UInt8>.self)
                i += 16
            }
            while i < count { data[i] = row[i] &- row[i - bpp]; i += 1 }
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

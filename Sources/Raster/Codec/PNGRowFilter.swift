// The fast encoder's row stage: un-premultiply one row of a Pixmap into straight RGB(A) bytes,
// then apply one PNG filter to it, chosen per row.
//
// Choice of filter (MEASURED_NOTE)
//
// A row identical to the one above is sent as Up (all zeros) after a memcmp, which is most rows
// of a flat UI frame. Other rows take the filter with the smallest sum of absolute (signed)
// filtered bytes, libpng's own heuristic. The reference twin of this path is libpng itself
// (`PNGCompression.default`/`.small`); tests check all three decode to the same pixels.

import Glibc

/// Un-premultiplies and filters rows for the fast PNG encoder.
enum PNGRowFilter {
    /// PNG filter type bytes.
    static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2, average: UInt8 = 3, paeth: UInt8 = 4

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

    @inline(__always) static func cost(_ b: UInt8) -> Int { Int(Int8(bitPattern: b).magnitude) }

    @inline(__always) static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic), pb = abs(ia - ic), pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
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
        var costNone = 0, costSub = 0, costUp = 0, costPaeth = 0
        for i in 0..<bpp {
            costNone &+= cost(row[i]); costSub &+= cost(row[i])
            let u = cost(row[i] &- above[i])
            costUp &+= u; costPaeth &+= u
        }
        for i in bpp..<count {
            costNone &+= cost(row[i])
            costSub &+= cost(row[i] &- row[i - bpp])
            costUp &+= cost(row[i] &- above[i])
        }
        for i in bpp..<count {
            costPaeth &+= cost(row[i] &- paethPredictor(row[i - bpp], above[i], above[i - bpp]))
        }
        let best = min(costNone, costSub, costUp, costPaeth)
        if best == costUp {
            out[0] = up
            for i in 0..<count { data[i] = row[i] &- above[i] }
        } else if best == costSub {
            out[0] = sub
            for i in 0..<bpp { data[i] = row[i] }
            for i in bpp..<count { data[i] = row[i] &- row[i - bpp] }
        } else if best == costNone {
            out[0] = none
            data.update(from: row, count: count)
        } else {
            out[0] = paeth
            for i in 0..<bpp { data[i] = row[i] &- above[i] }
            for i in bpp..<count { data[i] = row[i] &- paethPredictor(row[i - bpp], above[i], above[i - bpp]) }
        }
    }
}

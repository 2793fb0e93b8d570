import TestSupport
@testable import Raster

/// The row stage of the fast PNG encoder written straight from its rule, one byte at a time:
/// the reference the C stage (`rt_png_filter_row_rgb`, `rt_png_row_costs`) and
/// `PNGRowFilter.filter` are held against, byte for byte.
enum PNGRowFilterReference {
    /// |b| of a filtered byte read as signed (Int8), the cost libpng's heuristic sums.
    static func cost(_ b: UInt8) -> UInt32 { UInt32(abs(Int(Int8(bitPattern: b)))) }

    /// The None, Sub and Up cost sums of `row` under `above` (bytes before the first pixel
    /// count as 0 for Sub).
    static func costs(_ row: [UInt8], above: [UInt8], bpp: Int) -> (none: UInt32, sub: UInt32, up: UInt32) {
        var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0
        for i in row.indices {
            none += cost(row[i])
            sub += cost(row[i] &- (i >= bpp ? row[i - bpp] : 0))
            up += cost(row[i] &- above[i])
        }
        return (none, sub, up)
    }

    /// The filter-type byte and the filtered bytes: a row equal to the one above is Up (zeros);
    /// otherwise the smallest cost sum wins, ties going to Up, then Sub, then None.
    static func filtered(_ row: [UInt8], above: [UInt8], bpp: Int) -> [UInt8] {
        let upBytes = row.indices.map { row[$0] &- above[$0] }
        if row == above { return [PNGRowFilter.up] + upBytes }
        let c = costs(row, above: above, bpp: bpp)
        let best = min(c.none, c.sub, c.up)
        if best == c.up { return [PNGRowFilter.up] + upBytes }
        if best == c.sub { return [PNGRowFilter.sub] + row.indices.map { row[$0] &- ($0 >= bpp ? row[$0 - bpp] : 0) } }
        return [PNGRowFilter.none] + row
    }

    /// Opaque premultiplied pixels as straight R,G,B (alpha dropped: opaque colour is straight).
    static func rgb(_ px: [UInt32]) -> [UInt8] {
        px.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0 >> 16)] }
    }

    /// `PNGRowFilter.straighten` over `px` (the one straightening form, with its table).
    static func straightened(_ px: [UInt32], channels: Int) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: px.count * channels + 4)
        px.withUnsafeBufferPointer { s in
            row.withUnsafeMutableBufferPointer { r in
                Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { t in
                    PNGRowFilter.straighten(s.baseAddress!, width: px.count, channels: channels, into: r.baseAddress!, table: t.baseAddress!)
                }
            }
        }
        return Array(row.prefix(px.count * channels))
    }

    /// Random premultiplied-looking pixels: all opaque, or a mix of opaque, clear and translucent.
    static func pixels(_ count: Int, opaque: Bool, rng: inout SplitMix64) -> [UInt32] {
        (0..<count).map { _ in
            let r = rng.next()
            let rgb = UInt32(truncatingIfNeeded: r) & 0xFF_FFFF
            if opaque { return rgb | 0xFF00_0000 }
            switch r >> 62 {
            case 0: return rgb | 0xFF00_0000
            case 1: return 0
            default: return rgb | UInt32(truncatingIfNeeded: r >> 40) << 24
            }
        }
    }
}

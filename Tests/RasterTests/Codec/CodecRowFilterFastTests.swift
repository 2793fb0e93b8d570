import TestSupport
import Testing
@testable import Raster

/// The fast row stage (`straightenOpaque`, `filterFast`, `allOpaque`) against its reference twins
/// (`straighten`, `filter`, `Pixmap.isOpaque`), byte for byte on random rows.
@Suite("Codec row filter fast path")
struct CodecRowFilterFastTests {
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

    static func referenceStraight(_ px: [UInt32], channels: Int) -> [UInt8] {
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

    @Test("straightenOpaque writes the bytes of straighten(channels: 3) and reports opacity")
    func straightenOpaqueMatches() {
        var rng = SplitMix64(state: 7)
        for width in 1...65 {
            for opaque in [true, false] {
                for _ in 0..<8 {
                    var px = Self.pixels(width, opaque: opaque, rng: &rng)
                    if !opaque && Bool.random(using: &rng) {
                        // a single translucent pixel somewhere in an otherwise opaque row
                        for i in px.indices { px[i] |= 0xFF00_0000 }
                        px[Int.random(in: 0..<width, using: &rng)] &= 0xFE_FF_FF_FF
                    }
                    var fast = [UInt8](repeating: 0xAA, count: 3 * width + 8)
                    let reported = px.withUnsafeBufferPointer { s in
                        fast.withUnsafeMutableBufferPointer { PNGRowFilter.straightenOpaque(s.baseAddress!, width: width, into: $0.baseAddress!) }
                    }
                    #expect(Array(fast.prefix(3 * width)) == Self.referenceStraight(px, channels: 3), "width \(width)")
                    #expect(fast[(3 * width)...].allSatisfy { $0 == 0xAA }, "wrote past the row, width \(width)")
                    #expect(reported == px.allSatisfy { $0 >> 24 == 255 }, "width \(width)")
                    let all = px.withUnsafeBufferPointer { PNGRowFilter.allOpaque($0.baseAddress!, count: width) }
                    #expect(all == px.allSatisfy { $0 >> 24 == 255 })
                }
            }
        }
    }

    @Test("allOpaque equals Pixmap.isOpaque on long runs with one pixel changed")
    func allOpaqueLong() {
        var rng = SplitMix64(state: 11)
        for count in [255, 256, 257, 1000, 4096, 5000] {
            var px = Self.pixels(count, opaque: true, rng: &rng)
            #expect(px.withUnsafeBufferPointer { PNGRowFilter.allOpaque($0.baseAddress!, count: count) })
            for at in [0, count / 2, count - 1] {
                let saved = px[at]
                px[at] &= 0x00FF_FFFF
                #expect(!px.withUnsafeBufferPointer { PNGRowFilter.allOpaque($0.baseAddress!, count: count) }, "count \(count) at \(at)")
                px[at] = saved
            }
        }
    }

    @Test("filterFast writes the bytes of filter (channels 3 and 4, widths 1...65 and long rows)")
    func filterFastMatches() {
        var rng = SplitMix64(state: 3)
        var seen = Set<UInt8>()
        for channels in [3, 4] {
            for width in Array(1...65) + [300, 1170] {
                for trial in 0..<12 {
                    let opaque = channels == 3 || trial % 2 == 0
                    let px = Self.pixels(width, opaque: opaque, rng: &rng)
                    var row = Self.referenceStraight(px, channels: channels)
                    var above: [UInt8]
                    switch trial % 4 {
                    case 0: above = Self.referenceStraight(Self.pixels(width, opaque: opaque, rng: &rng), channels: channels)
                    case 1: above = row // identical rows
                    case 2: // above close to row: Up wins
                        above = row.map { $0 &+ UInt8(truncatingIfNeeded: rng.next() & 3) }
                    default: // a smooth row: Sub wins
                        var v: UInt8 = UInt8(truncatingIfNeeded: rng.next())
                        row = row.indices.map { _ in v &+= UInt8(truncatingIfNeeded: rng.next() & 1); return v }
                        above = Self.referenceStraight(Self.pixels(width, opaque: opaque, rng: &rng), channels: channels)
                    }
                    if trial == 11 { above = [UInt8](repeating: 0, count: row.count) } // first row
                    let count = row.count
                    var reference = [UInt8](repeating: 0x55, count: count + 1)
                    var fast = [UInt8](repeating: 0xAA, count: count + 1)
                    row.withUnsafeBufferPointer { r in
                        above.withUnsafeBufferPointer { a in
                            reference.withUnsafeMutableBufferPointer {
                                PNGRowFilter.filter(r.baseAddress!, above: a.baseAddress!, count: count, bpp: channels, into: $0.baseAddress!)
                            }
                            fast.withUnsafeMutableBufferPointer {
                                PNGRowFilter.filterFast(r.baseAddress!, above: a.baseAddress!, count: count, bpp: channels, into: $0.baseAddress!)
                            }
                        }
                    }
                    #expect(fast == reference, "channels \(channels) width \(width) trial \(trial)")
                    seen.insert(reference[0])
                }
            }
        }
        #expect(seen == [PNGRowFilter.none, PNGRowFilter.sub, PNGRowFilter.up], "every filter type exercised")
    }

    @Test("fast encode picks RGB iff every pixel is opaque, wherever the translucent pixel is")
    func encoderChoosesFormat() throws {
        var rng = SplitMix64(state: 5)
        for (w, h) in [(1, 1), (7, 5), (33, 9)] {
            for spot in [-1, 0, w * h / 2, w * h - 1] {
                let pixmap = try #require(Pixmap(width: w, height: h))
                let px = Self.pixels(w * h, opaque: true, rng: &rng)
                for i in px.indices { pixmap.pixels[i] = px[i] }
                if spot >= 0 { pixmap.pixels[spot] = 0x8040_2010 }
                let png = try PNGEncoder(compression: .fast).encode(pixmap)
                #expect(CodecTestSupport.colorType(png) == (spot < 0 ? 2 : 6), "\(w)x\(h) spot \(spot)")
                let libpng = try PNGEncoder(compression: .default).encode(pixmap)
                #expect(CodecTestSupport.colorType(libpng) == CodecTestSupport.colorType(png))
            }
        }
    }
}

import TestSupport
import Testing
@testable import Raster

/// The Swift row stage (`straighten`, `filter`, `allOpaque`) against the scalar reference
/// (`PNGRowFilterReference`) and `Pixmap.isOpaque`, byte for byte on random rows.
@Suite("Codec row filter")
struct CodecRowFilterTests {
    typealias R = PNGRowFilterReference

    @Test("straighten(channels: 3) drops alpha; channels 4 keeps opaque pixels and stores clear ones as zeros")
    func straightenMatches() {
        var rng = SplitMix64(state: 7)
        for width in 1...65 {
            let opaque = R.pixels(width, opaque: true, rng: &rng)
            #expect(R.straightened(opaque, channels: 3) == R.rgb(opaque), "width \(width)")
            let mixed = R.pixels(width, opaque: false, rng: &rng)
            let rgba = R.straightened(mixed, channels: 4)
            for (x, v) in mixed.enumerated() where v >> 24 == 255 || v >> 24 == 0 {
                let bytes = v >> 24 == 0 ? [0, 0, 0, 0] : [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8),
                                                           UInt8(truncatingIfNeeded: v >> 16), 255]
                #expect(Array(rgba[(4 * x)..<(4 * x + 4)]) == bytes, "width \(width) pixel \(x)")
            }
        }
    }

    @Test("allOpaque equals Pixmap.isOpaque on short rows and on long runs with one pixel changed")
    func allOpaqueMatches() {
        var rng = SplitMix64(state: 11)
        for count in Array(1...65) + [255, 256, 257, 1000, 4096, 5000] {
            var px = R.pixels(count, opaque: true, rng: &rng)
            #expect(px.withUnsafeBufferPointer { PNGRowFilter.allOpaque($0.baseAddress!, count: count) })
            for at in Set([0, count / 2, count - 1]) {
                let saved = px[at]
                px[at] &= 0x00FF_FFFF
                #expect(!px.withUnsafeBufferPointer { PNGRowFilter.allOpaque($0.baseAddress!, count: count) }, "count \(count) at \(at)")
                px[at] = saved
            }
        }
    }

    @Test("filter writes the reference's bytes (channels 3 and 4, widths 1...65 and long rows), every filter type chosen")
    func filterMatchesReference() {
        var rng = SplitMix64(state: 3)
        var seen = Set<UInt8>()
        for channels in [3, 4] {
            for width in Array(1...65) + [300, 1170] {
                for trial in 0..<12 {
                    let opaque = channels == 3 || trial % 2 == 0
                    let px = R.pixels(width, opaque: opaque, rng: &rng)
                    var row = R.straightened(px, channels: channels)
                    var above: [UInt8]
                    switch trial % 4 {
                    case 0: above = R.straightened(R.pixels(width, opaque: opaque, rng: &rng), channels: channels)
                    case 1: above = row // identical rows
                    case 2: // above close to row: Up wins
                        above = row.map { $0 &+ UInt8(truncatingIfNeeded: rng.next() & 3) }
                    default: // a smooth row: Sub wins
                        var v: UInt8 = UInt8(truncatingIfNeeded: rng.next())
                        row = row.indices.map { _ in v &+= UInt8(truncatingIfNeeded: rng.next() & 1); return v }
                        above = R.straightened(R.pixels(width, opaque: opaque, rng: &rng), channels: channels)
                    }
                    if trial == 11 { above = [UInt8](repeating: 0, count: row.count) } // first row
                    let count = row.count
                    var out = [UInt8](repeating: 0xAA, count: count + 1 + 8)
                    row.withUnsafeBufferPointer { r in
                        above.withUnsafeBufferPointer { a in
                            out.withUnsafeMutableBufferPointer {
                                PNGRowFilter.filter(r.baseAddress!, above: a.baseAddress!, count: count, bpp: channels, into: $0.baseAddress!)
                            }
                        }
                    }
                    let reference = R.filtered(row, above: above, bpp: channels)
                    #expect(Array(out.prefix(count + 1)) == reference, "channels \(channels) width \(width) trial \(trial)")
                    #expect(out[(count + 1)...].allSatisfy { $0 == 0xAA }, "wrote past the row, width \(width)")
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
                let px = R.pixels(w * h, opaque: true, rng: &rng)
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

import TestSupport
import CPNGSupport
import Testing
@testable import Raster

/// The C opaque row stage (`rt_png_filter_row_rgb`, png_row_filter.c) against its Swift reference
/// twins (`straightenOpaque` + `filterFast`, themselves tested against `straighten` + `filter`),
/// byte for byte on random rows.
@Suite("Codec row filter in C")
struct CodecRowFilterCTests {
    typealias Fast = CodecRowFilterFastTests

    /// Runs both stages on `px` with `above` (straight RGB); returns (C row, C out, C opaque,
    /// Swift row, Swift out, Swift opaque).
    static func both(_ px: [UInt32], above: [UInt8]) -> (c: [UInt8], cOut: [UInt8], cOpaque: Bool,
                                                         swift: [UInt8], swiftOut: [UInt8], swiftOpaque: Bool) {
        let width = px.count, count = 3 * width
        // Slack after each buffer, filled with a marker, so a store past the end shows.
        var cRow = [UInt8](repeating: 0xAA, count: count + 32), cOut = [UInt8](repeating: 0xAA, count: count + 1 + 32)
        var pRow = cRow, pOut = cOut
        var sRow = [UInt8](repeating: 0x55, count: count + 8), sOut = [UInt8](repeating: 0x55, count: count + 1)
        var cOpaque = false, pOpaque = false, sOpaque = false
        px.withUnsafeBufferPointer { s in
            above.withUnsafeBufferPointer { a in
                // The passes this machine dispatches to (AVX2 when it has it) and the portable ones.
                cRow.withUnsafeMutableBufferPointer { r in
                    cOut.withUnsafeMutableBufferPointer { o in
                        cOpaque = rt_png_filter_row_rgb(s.baseAddress!, width, r.baseAddress!, a.baseAddress!, o.baseAddress!) != 0
                    }
                }
                pRow.withUnsafeMutableBufferPointer { r in
                    pOut.withUnsafeMutableBufferPointer { o in
                        pOpaque = rt_png_filter_row_rgb_with(s.baseAddress!, width, r.baseAddress!, a.baseAddress!, o.baseAddress!, 0) != 0
                    }
                }
                sRow.withUnsafeMutableBufferPointer { r in
                    sOpaque = PNGRowFilter.straightenOpaque(s.baseAddress!, width: width, into: r.baseAddress!)
                    sOut.withUnsafeMutableBufferPointer { o in
                        PNGRowFilter.filterFast(r.baseAddress!, above: a.baseAddress!, count: count, bpp: 3, into: o.baseAddress!)
                    }
                }
            }
        }
        #expect(pRow == cRow && pOut == cOut && pOpaque == cOpaque, "portable and dispatched passes agree, width \(width)")
        #expect(cRow[count...].allSatisfy { $0 == 0xAA }, "row written past its end, width \(width)")
        #expect(cOut[(count + 1)...].allSatisfy { $0 == 0xAA }, "filtered row written past its end, width \(width)")
        return (Array(cRow.prefix(count)), Array(cOut.prefix(count + 1)), cOpaque,
                Array(sRow.prefix(count)), sOut, sOpaque)
    }

    static func straight(_ px: [UInt32]) -> [UInt8] { Fast.referenceStraight(px, channels: 3) }

    @Test("rt_png_filter_row_rgb writes the bytes of straightenOpaque + filterFast (widths 1...70, 300, 1170)")
    func matchesSwift() {
        var rng = SplitMix64(state: 19)
        var seen = Set<UInt8>()
        for width in Array(1...70) + [300, 1170] {
            for trial in 0..<14 {
                var px = Fast.pixels(width, opaque: true, rng: &rng)
                var above: [UInt8]
                switch trial % 7 {
                case 0: above = Self.straight(Fast.pixels(width, opaque: true, rng: &rng))
                case 1: above = Self.straight(px) // equal to the row above
                case 2: // above close to the row: Up wins
                    above = Self.straight(px).map { $0 &+ UInt8(truncatingIfNeeded: rng.next() & 3) }
                case 3: // a smooth row: Sub wins
                    var v = UInt32(truncatingIfNeeded: rng.next())
                    px = px.map { _ in v &+= UInt32(truncatingIfNeeded: rng.next() & 0x01_0101); return v | 0xFF00_0000 }
                    above = Self.straight(Fast.pixels(width, opaque: true, rng: &rng))
                case 4: // a zero (black) row: None wins against a busy row above
                    px = [UInt32](repeating: 0xFF00_0000, count: width)
                    above = Self.straight(Fast.pixels(width, opaque: true, rng: &rng))
                case 5: // zero row under a zero row (the first row of a black frame)
                    px = [UInt32](repeating: 0xFF00_0000, count: width)
                    above = [UInt8](repeating: 0, count: 3 * width)
                default: // small values near zero both signs: ties between the filters are likely
                    px = px.map { _ in
                        let r = rng.next()
                        return 0xFF00_0000 | UInt32(truncatingIfNeeded: r & 0x01_0101) | UInt32(truncatingIfNeeded: (r >> 8) & 0x01_0101) * 0xFF
                    }
                    above = Self.straight(px).map { _ in UInt8(truncatingIfNeeded: rng.next() & 1) }
                }
                if trial == 13 { above = [UInt8](repeating: 0, count: 3 * width) } // first row
                let r = Self.both(px, above: above)
                #expect(r.c == r.swift, "row, width \(width) trial \(trial)")
                #expect(r.cOut == r.swiftOut, "filtered, width \(width) trial \(trial)")
                #expect(r.cOpaque && r.swiftOpaque)
                seen.insert(r.swiftOut[0])
            }
        }
        #expect(seen == [PNGRowFilter.none, PNGRowFilter.sub, PNGRowFilter.up], "every filter type exercised")
    }

    @Test("rt_png_filter_row_rgb reports a translucent pixel anywhere, and still writes the same bytes")
    func reportsTranslucent() {
        var rng = SplitMix64(state: 23)
        for width in Array(1...70) + [300, 1170] {
            for _ in 0..<4 {
                var px = Fast.pixels(width, opaque: true, rng: &rng)
                px[Int.random(in: 0..<width, using: &rng)] &= 0xFE_FF_FF_FF
                let above = Self.straight(Fast.pixels(width, opaque: true, rng: &rng))
                let r = Self.both(px, above: above)
                #expect(!r.cOpaque && !r.swiftOpaque, "width \(width)")
                #expect(r.c == r.swift && r.cOut == r.swiftOut, "width \(width)")
            }
        }
    }

    @Test("rt_png_row_costs equals PNGRowFilter.costs (bpp 3 and 4)")
    func costsMatch() {
        var rng = SplitMix64(state: 29)
        for bpp in [3, 4] {
            for count in Array(1...80) + [900, 3510, 4680, 70_000] {
                let row = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                let above = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                var n: UInt32 = 0, s: UInt32 = 0, u: UInt32 = 0
                rt_png_row_costs(row, above, count, bpp, &n, &s, &u)
                let ref = PNGRowFilter.costs(row, above: above, count: count, bpp: bpp)
                #expect(n == ref.none && s == ref.sub && u == ref.up, "bpp \(bpp) count \(count)")
                rt_png_row_costs_with(row, above, count, bpp, &n, &s, &u, 0)
                #expect(n == ref.none && s == ref.sub && u == ref.up, "portable, bpp \(bpp) count \(count)")
            }
        }
    }
}

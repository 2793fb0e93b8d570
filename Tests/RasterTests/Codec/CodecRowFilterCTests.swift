import TestSupport
import CPNGSupport
import Testing
@testable import Raster

/// The C opaque row stage (`rt_png_filter_row_rgb`, png_row_filter.c), dispatched and portable,
/// against the scalar reference (`PNGRowFilterReference`), byte for byte on random rows.
@Suite("Codec row filter in C")
struct CodecRowFilterCTests {
    typealias Reference = PNGRowFilterReference

    /// Runs the C stage on `px` with `above` (straight RGB), both instruction sets; returns
    /// (C row, C out, C opaque, reference row, reference out, reference opaque).
    static func both(_ px: [UInt32], above: [UInt8]) -> (c: [UInt8], cOut: [UInt8], cOpaque: Bool,
                                                         reference: [UInt8], referenceOut: [UInt8], referenceOpaque: Bool) {
        let width = px.count, count = 3 * width
        // Slack after each buffer, filled with a marker, so a store past the end shows.
        var cRow = [UInt8](repeating: 0xAA, count: count + 32), cOut = [UInt8](repeating: 0xAA, count: count + 1 + 32)
        var pRow = cRow, pOut = cOut
        var cOpaque = false, pOpaque = false
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
            }
        }
        #expect(pRow == cRow && pOut == cOut && pOpaque == cOpaque, "portable and dispatched passes agree, width \(width)")
        #expect(cRow[count...].allSatisfy { $0 == 0xAA }, "row written past its end, width \(width)")
        #expect(cOut[(count + 1)...].allSatisfy { $0 == 0xAA }, "filtered row written past its end, width \(width)")
        let rgb = Reference.rgb(px)
        return (Array(cRow.prefix(count)), Array(cOut.prefix(count + 1)), cOpaque,
                rgb, Reference.filtered(rgb, above: above, bpp: 3), px.allSatisfy { $0 >> 24 == 255 })
    }

    static func straight(_ px: [UInt32]) -> [UInt8] { Reference.rgb(px) }

    @Test("rt_png_filter_row_rgb writes the reference's bytes (widths 1...70, 300, 1170)")
    func matchesReference() {
        var rng = SplitMix64(state: 19)
        var seen = Set<UInt8>()
        for width in Array(1...70) + [300, 1170] {
            for trial in 0..<14 {
                var px = Reference.pixels(width, opaque: true, rng: &rng)
                var above: [UInt8]
                switch trial % 7 {
                case 0: above = Self.straight(Reference.pixels(width, opaque: true, rng: &rng))
                case 1: above = Self.straight(px) // equal to the row above
                case 2: // above close to the row: Up wins
                    above = Self.straight(px).map { $0 &+ UInt8(truncatingIfNeeded: rng.next() & 3) }
                case 3: // a smooth row: Sub wins
                    var v = UInt32(truncatingIfNeeded: rng.next())
                    px = px.map { _ in v &+= UInt32(truncatingIfNeeded: rng.next() & 0x01_0101); return v | 0xFF00_0000 }
                    above = Self.straight(Reference.pixels(width, opaque: true, rng: &rng))
                case 4: // a zero (black) row: None wins against a busy row above
                    px = [UInt32](repeating: 0xFF00_0000, count: width)
                    above = Self.straight(Reference.pixels(width, opaque: true, rng: &rng))
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
                #expect(r.c == r.reference, "row, width \(width) trial \(trial)")
                #expect(r.cOut == r.referenceOut, "filtered, width \(width) trial \(trial)")
                #expect(r.cOpaque && r.referenceOpaque)
                seen.insert(r.referenceOut[0])
            }
        }
        #expect(seen == [PNGRowFilter.none, PNGRowFilter.sub, PNGRowFilter.up], "every filter type exercised")
    }

    @Test("rt_png_filter_row_rgb reports a translucent pixel anywhere, and still writes the same bytes")
    func reportsTranslucent() {
        var rng = SplitMix64(state: 23)
        for width in Array(1...70) + [300, 1170] {
            for _ in 0..<4 {
                var px = Reference.pixels(width, opaque: true, rng: &rng)
                px[Int.random(in: 0..<width, using: &rng)] &= 0xFE_FF_FF_FF
                let above = Self.straight(Reference.pixels(width, opaque: true, rng: &rng))
                let r = Self.both(px, above: above)
                #expect(!r.cOpaque && !r.referenceOpaque, "width \(width)")
                #expect(r.c == r.reference && r.cOut == r.referenceOut, "width \(width)")
            }
        }
    }

    @Test("rt_png_row_costs equals the reference sums (bpp 3 and 4)")
    func costsMatch() {
        var rng = SplitMix64(state: 29)
        for bpp in [3, 4] {
            for count in Array(1...80) + [900, 3510, 4680, 70_000] {
                let row = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                let above = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                var n: UInt32 = 0, s: UInt32 = 0, u: UInt32 = 0
                rt_png_row_costs(row, above, count, bpp, &n, &s, &u)
                let ref = Reference.costs(row, above: above, bpp: bpp)
                #expect(n == ref.none && s == ref.sub && u == ref.up, "bpp \(bpp) count \(count)")
                rt_png_row_costs_with(row, above, count, bpp, &n, &s, &u, 0)
                #expect(n == ref.none && s == ref.sub && u == ref.up, "portable, bpp \(bpp) count \(count)")
            }
        }
    }
}

import Testing
@testable import Raster

@Suite("Codec premultiplication")
struct CodecPremultiplicationTests {
    @Test("premultiply equals round(c * a / 255) for all 256 x 256 inputs")
    func premultiplyExhaustive() {
        var mismatches = 0
        for a in 0...255 {
            for c in 0...255 {
                let reference = UInt8((Double(c) * Double(a) / 255).rounded())
                if Premultiplication.premultiply(UInt8(c), UInt8(a)) != reference { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("unpremultiply equals round(c * 255 / a) clamped, and its table agrees, for all 256 x 256 inputs")
    func unpremultiplyExhaustive() {
        var mismatches = 0
        for a in 0...255 {
            for c in 0...255 {
                let reference: UInt8 = a == 0 ? 0 : UInt8(min(255, (Double(c) * 255 / Double(a)).rounded()))
                if Premultiplication.unpremultiply(UInt8(c), UInt8(a)) != reference { mismatches += 1 }
                if Premultiplication.unpremultiplyTable[a << 8 | c] != reference { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("un-premultiplying then premultiplying returns every valid premultiplied value")
    func roundTripExhaustive() {
        var mismatches = 0
        for a in 1...255 {
            for c in 0...a {
                let straight = Premultiplication.unpremultiply(UInt8(c), UInt8(a))
                if Premultiplication.premultiply(straight, UInt8(a)) != UInt8(c) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}

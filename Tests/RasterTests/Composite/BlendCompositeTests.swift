import Testing
@testable import Raster
import TestSupport

/// The 8-bit source-over math against its floating-point twin, exhaustively.
@Suite("Composite: 8-bit blend math")
struct BlendCompositeTests {
    @Test("mul255 and scale round x·f/255 exactly for every (value, factor) pair")
    func multiply() {
        for f in 0...255 {
            for x in 0...255 {
                #expect(Int(Blend.mul255(UInt32(x), UInt32(f))) == BlendReference.mul255(x, f))
            }
            // scale works on packed pixels: four different channels at once.
            let p = PremultipliedColor(r: UInt8(f), g: UInt8(255 - f), b: UInt8(f / 2), a: 255).packed
            let s = PremultipliedColor(packed: Blend.scale(p, by: UInt32(f)))
            #expect(Int(s.r) == BlendReference.mul255(f, f) && Int(s.g) == BlendReference.mul255(255 - f, f))
            #expect(Int(s.b) == BlendReference.mul255(f / 2, f) && Int(s.a) == BlendReference.mul255(255, f))
        }
    }

    @Test("source-over matches the reference for every (alpha, value) pair over several backdrops")
    func sourceOver() {
        let backdrops: [PremultipliedColor] = [
            PremultipliedColor(r: 0, g: 0, b: 0, a: 0), PremultipliedColor(r: 255, g: 255, b: 255, a: 255),
            PremultipliedColor(r: 10, g: 200, b: 90, a: 255), PremultipliedColor(r: 40, g: 20, b: 60, a: 100),
        ]
        var mismatches = 0
        for a in 0...255 {
            for v in 0...a {
                let src = PremultipliedColor(r: UInt8(v), g: UInt8(a - v), b: UInt8(v / 2), a: UInt8(a))
                for d in backdrops where PremultipliedColor(packed: Blend.over(src.packed, d.packed)) != BlendReference.over(src: src, dst: d) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("coverage scales the source before source-over")
    func coverage() {
        let red = Color.red.premultiplied.packed, white = Color.white.premultiplied.packed
        let half = PremultipliedColor(packed: Blend.over(red, white, coverage: 128))
        #expect(half == PremultipliedColor(r: 255, g: 127, b: 127, a: 255))
    }
}

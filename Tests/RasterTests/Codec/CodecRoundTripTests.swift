import TestSupport
import Testing
@testable import Raster

@Suite("Codec round trips")
struct CodecRoundTripTests {
    @Test("an opaque image is written as RGB and reads back bit-exact", arguments: PNGCompression.allCases)
    func opaqueRoundTrip(compression: PNGCompression) throws {
        let image = CodecTestSupport.uiFrame(width: 97, height: 61)
        let png = try PNG.encode(image, compression: compression)
        #expect(CodecTestSupport.colorType(png) == 2)
        let decoded = try PNG.decode(png, source: "opaque.png")
        #expect(decoded.hasSamePixels(as: image))
    }

    @Test("every valid premultiplied (value, alpha) pair round-trips exactly through RGBA", arguments: PNGCompression.allCases)
    func alphaRoundTrip(compression: PNGCompression) throws {
        // 256 x 256: x is the channel value, y the alpha; only c <= a is valid premultiplied data.
        let image = Pixmap(width: 256, height: 256)!
        for a in 0..<256 {
            for c in 0..<256 {
                let v = UInt8(min(c, a)), g = UInt8(min(255 - c, a)), b = UInt8(a / 2)
                image[c, a] = PremultipliedColor(r: v, g: g, b: b, a: UInt8(a))
            }
        }
        let png = try PNG.encode(image, compression: compression)
        #expect(CodecTestSupport.colorType(png) == 6)
        let decoded = try PNG.decode(png, source: "alpha.png")
        #expect(decoded.hasSamePixels(as: image))
    }

    @Test("the three compressions decode to identical pixels")
    func compressionsAgree() throws {
        var rng = SplitMix64(state: 7)
        let image = CodecTestSupport.uiFrame(width: 150, height: 120)
        for i in stride(from: 0, to: image.pixels.count, by: 3) {
            let a = UInt8(rng.next() % 256)
            image.pixels[i] = PremultipliedColor(r: UInt8(rng.next() % 256) & a, g: a / 2, b: a, a: a).packed
        }
        let decoded = try PNGCompression.allCases.map { try PNG.decode(PNG.encode(image, compression: $0), source: $0.rawValue) }
        for d in decoded { #expect(d.hasSamePixels(as: image)) }
    }

    @Test("one encoder is reused across frames of different sizes and contents")
    func encoderReuse() throws {
        let encoder = PNGEncoder()
        for (w, h) in [(40, 30), (200, 10), (1, 1), (40, 30)] {
            let image = CodecTestSupport.uiFrame(width: w, height: h)
            #expect(try PNG.decode(encoder.encode(image), source: "frame").hasSamePixels(as: image))
        }
    }
}

import Testing
@testable import Raster

/// The animated PNG's region encoder as a still-image writer: exact pixels in the narrowest
/// colour type, and the filtering chosen by the quick deflate's size.
@Suite("Codec compact PNG and region encoder")
struct CodecCompactPNGTests {
    /// A 64 x 48 picture: a horizontal ramp (gradients want the Sub filter) in `channel` order.
    static func ramp(grey: Bool, alpha: UInt8 = 255) -> Pixmap {
        let p = Pixmap(width: 64, height: 48)!
        for y in 0..<48 {
            for x in 0..<64 {
                let v = UInt8(x * 4)
                let c = grey ? PremultipliedColor(r: v, g: v, b: v, a: 255) : PremultipliedColor(r: v, g: UInt8(y * 5), b: 255 - v, a: 255)
                p[x, y] = alpha == 255 || y < 24 ? c : PremultipliedColor(r: c.r / 2, g: c.g / 2, b: c.b / 2, a: 128)
            }
        }
        return p
    }

    @Test("grey, RGB and RGBA pictures decode to their exact pixels, in colour types 0, 2 and 6")
    func roundTrip() throws {
        for (image, colorType) in [(Self.ramp(grey: true), UInt8(0)), (Self.ramp(grey: false), 2), (Self.ramp(grey: false, alpha: 128), 6)] {
            let bytes = try CompactPNG.encode(image, source: "ramp")
            #expect(CodecTestSupport.colorType(bytes) == colorType)
            let decoded = try PNG.decode(bytes, source: "ramp")
            #expect(decoded.hasSamePixels(as: image), "colour type \(colorType)")
            // The same bytes every time.
            #expect(try CompactPNG.encode(image, source: "ramp") == bytes)
        }
    }

    @Test("a ramp is stored filtered and a flat UI frame unfiltered, whichever deflates smaller")
    func filterChoice() throws {
        let encoder = APNGRegionEncoder(path: "test")
        let ramp = Self.ramp(grey: false)
        let chosen = try encoder.candidate(ramp, model: .rgb)
        let plain = try encoder.candidate(ramp, model: .rgb, unfilteredOnly: true)
        #expect(chosen.estimate < plain.estimate, "the filtered ramp should be the smaller: \(chosen.estimate) vs \(plain.estimate)")
        // The stored stream decodes to the ramp whichever filtering was kept.
        let payload = try encoder.compress(chosen)
        #expect(try encoder.decode(payload, width: 64, height: 48, model: .rgb).hasSamePixels(as: ramp))
        let ui = CodecTestSupport.uiFrame(width: 120, height: 90)
        let model = APNGColorModel.narrowest(for: ui, alpha: false)
        let uiChosen = try encoder.candidate(ui, model: model), uiPlain = try encoder.candidate(ui, model: model, unfilteredOnly: true)
        #expect(uiChosen.estimate <= uiPlain.estimate)
        #expect(try encoder.decode(encoder.compress(uiChosen), width: 120, height: 90, model: model).hasSamePixels(as: ui))
    }
}

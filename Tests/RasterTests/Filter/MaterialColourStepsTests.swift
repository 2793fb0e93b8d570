import Testing
@testable import Raster

/// The two colour steps a system material adds around its backdrop's saturation: the luminance
/// curve (luminanceCurveMap) and the brightness offset (colorBrightness).
@Suite("Filter: luminance curve and brightness")
struct MaterialColourStepsTests {
    /// systemMaterialLight's curve (platformContentLight: v 0.9, 0.83, 0.925, 0.815, amount 0.75).
    static let light = [0.9, 0.83, 0.925, 0.815]

    @Test("the curve moves white to v3, black to v0 and a half grey to the Bézier's midpoint, by the amount")
    func curveProbes() throws {
        let p = try #require(Pixmap(width: 4, height: 1))
        p[0, 0] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        p[1, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
        // Straight 0.5 at alpha 128.
        p[2, 0] = PremultipliedColor(r: 64, g: 64, b: 64, a: 128)
        p[3, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
        p.mapLuminance(values: Self.light, amount: 0.75, in: p.bounds)
        // White: L 1, y = v3 0.815; 1 + (0.815 - 1) · 0.75 = 0.86125 → 219.6 → 220.
        #expect(p[0, 0] == PremultipliedColor(r: 220, g: 220, b: 220, a: 255))
        // Black: y = v0 0.9; 0.9 · 0.75 = 0.675 → 172.1 → 172.
        #expect(p[1, 0] == PremultipliedColor(r: 172, g: 172, b: 172, a: 255))
        // L 0.5: (v0 + 3 v1 + 3 v2 + v3) / 8 = (0.9 + 2.49 + 2.775 + 0.815) / 8 = 0.8725;
        // 0.5 + 0.3725 · 0.75 = 0.779375, × 128 = 99.76 → 100.
        #expect(p[2, 0] == PremultipliedColor(r: 100, g: 100, b: 100, a: 128))
        #expect(p[3, 0] == PremultipliedColor(r: 0, g: 0, b: 0, a: 0))
    }

    @Test("the curve keeps part of a colour's hue: it mixes each channel towards one grey")
    func curveOnColour() throws {
        let p = try #require(Pixmap(width: 1, height: 1))
        p[0, 0] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        p.mapLuminance(values: [0, 1 / 3, 2 / 3, 1], amount: 0.5, in: p.bounds)
        // The identity curve: y = L = 0.2125; r = 1 - 0.7875 / 2 = 0.60625 → 154.6 → 155,
        // g = b = 0.10625 → 27.1 → 27.
        #expect(p[0, 0] == PremultipliedColor(r: 155, g: 27, b: 27, a: 255))
        p.mapLuminance(values: Self.light, amount: 0, in: p.bounds)
        #expect(p[0, 0] == PremultipliedColor(r: 155, g: 27, b: 27, a: 255), "amount 0 changes nothing")
    }

    @Test("brightness adds amount × alpha to each channel, clamped to 0...alpha")
    func brightnessProbes() throws {
        let p = try #require(Pixmap(width: 3, height: 1))
        p[0, 0] = PremultipliedColor(r: 100, g: 50, b: 0, a: 255)
        p[1, 0] = PremultipliedColor(r: 120, g: 10, b: 0, a: 128)
        p[2, 0] = PremultipliedColor(r: 250, g: 5, b: 0, a: 255)
        p.brighten(by: 0.1, in: IntRect(x: 0, y: 0, width: 2, height: 1))
        p.brighten(by: -0.1, in: IntRect(x: 2, y: 0, width: 1, height: 1))
        // 0.1 × 255 = 25.5 → 26.
        #expect(p[0, 0] == PremultipliedColor(r: 126, g: 76, b: 26, a: 255))
        // 0.1 × 128 = 12.8 → 13; 120 + 13 clamps to the alpha 128.
        #expect(p[1, 0] == PremultipliedColor(r: 128, g: 23, b: 13, a: 128))
        // -0.1 × 255 = -25.5 → -26 (rounded away from zero); 5 - 26 clamps to 0.
        #expect(p[2, 0] == PremultipliedColor(r: 224, g: 0, b: 0, a: 255))
    }
}

import Testing
@testable import Raster
import TestSupport
import TransitionTesting

@Suite("Text rendering")
struct TextRenderingTests {
    /// Pixel bounds of every pixel with alpha > 0, or nil for a blank pixmap.
    func inkBounds(_ p: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var b: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<p.height {
            for x in 0..<p.width where p[x, y].a > 0 {
                b = (min(b?.minX ?? x, x), min(b?.minY ?? y, y), max(b?.maxX ?? x, x), max(b?.maxY ?? y, y))
            }
        }
        return b
    }

    @Test func glyphInkLiesInsideItsExpectedBox() throws {
        let layout = try TextLayout(AttributedText("H", font: .system(size: 18)), width: 60)
        let glyph = try #require(layout.lines[0].glyphs.first)
        let pixmap = try layout.render(scale: 3)
        let ink = try #require(inkBounds(pixmap))
        // Inter "H" (read with fontTools): advance 2084, outline box (248, 0)-(1836, 2048) of 2816 units.
        let em = 18.0 * 3 / 2816
        let left = glyph.origin.x * 3 + 248 * em, right = glyph.origin.x * 3 + 1836 * em
        let baseline = glyph.origin.y * 3, top = baseline - 2048 * em
        #expect(approximatelyEqual(glyph.advance, 2084.0 / 2816 * 18))
        expectApproximatelyEqual(Double(ink.minX), left, within: 1)
        expectApproximatelyEqual(Double(ink.maxX + 1), right, within: 1)
        // Inter's flat top edge at a fractional row: the anti-aliased outline may put a trace of
        // coverage into the row above, so the top is allowed half a pixel more.
        expectApproximatelyEqual(Double(ink.minY), top, within: 1.5)
        expectApproximatelyEqual(Double(ink.maxY + 1), baseline, within: 1)
        // The middle of the left stem is solid black.
        #expect(pixmap[Int(left + 3), Int((top + baseline) / 2)] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func solidPixelsHaveTheRunsColour() throws {
        let layout = try TextLayout(AttributedText("Il", font: .system(size: 16), color: .lightGray), width: 60)
        let pixmap = try layout.render(scale: 3)
        let solid = (0..<pixmap.pixels.count).map { PremultipliedColor(packed: pixmap.pixels[$0]) }.filter { $0.a == 255 }
        #expect(!solid.isEmpty)
        #expect(solid.allSatisfy { $0 == Color.lightGray.premultiplied })
    }

    @Test func rendersAreByteIdentical() throws {
        for text in [PingText.white, PingText.black] {
            let first = try TextLayout(text, width: PingText.width).render(scale: 3)
            let second = try TextLayout(text, width: PingText.width, library: FontLibrary()).render(scale: 3)
            #expect(first.hasSamePixels(as: second))
            #expect(inkBounds(first) != nil)
        }
    }

    /// The two Ping captions pinned as golden PNGs (glyph placement, rasterisation, blending):
    /// a change shows as a diff image, not as two numbers. Exact: same fonts, same renderer.
    @Test func pingRendersMatchTheirGoldens() throws {
        let white = try TextLayout(PingText.white, width: PingText.width).render(scale: 3)
        let black = try TextLayout(PingText.black, width: PingText.width).render(scale: 3)
        #expect((white.width, white.height) == (999, 658))  // ⌈3 · 219.318⌉, TextMetricsTests' Inter height
        #expect((black.width, black.height) == (999, 1421))  // ⌈3 · 473.466⌉
        assertGolden(of: white, named: "white")
        assertGolden(of: black, named: "black")
    }

    @Test func concurrentRendersAgree() async throws {
        let layout = try TextLayout(PingText.white, width: PingText.width, library: FontLibrary())
        let reference = try layout.render(scale: 2)
        let same = try await withThrowingTaskGroup(of: Bool.self) { group in
            for scale in [2.0, 3.0, 2.0, 1.0, 2.0, 3.0, 2.0, 2.0] {
                group.addTask { try layout.render(scale: scale).hasSamePixels(as: reference) || scale != 2 }
            }
            return try await group.reduce(true) { $0 && $1 }
        }
        #expect(same)
    }

    @Test func drawingAtAnOffsetShiftsThePixels() throws {
        let layout = try TextLayout(AttributedText("Ag", font: .system(size: 18)), width: 60)
        let alone = try layout.render(scale: 2)
        let canvas = try #require(Pixmap(width: alone.width + 10, height: alone.height + 7))
        try layout.draw(into: canvas, at: Point(x: 10, y: 7), scale: 2)
        for y in 0..<alone.height {
            for x in 0..<alone.width { #expect(canvas[x + 10, y + 7] == alone[x, y]) }
        }
    }

    @Test func glyphsPartlyOutsideThePixmapAreClipped() throws {
        let layout = try TextLayout(AttributedText("Clip me", font: .system(size: 40)), width: 400)
        let alone = try layout.render(scale: 1)
        let small = try #require(Pixmap(width: 30, height: 20))
        try layout.draw(into: small, at: Point(x: -25, y: -30), scale: 1)
        // Every pixel of the small pixmap is the pixel of the whole text 25 right and 30 down
        // of it (the window onto the text), so nothing was shifted, lost or smeared by the clip.
        try #require(alone.width >= 55 && alone.height >= 50)
        for y in 0..<small.height {
            for x in 0..<small.width { #expect(small[x, y] == alone[x + 25, y + 30], "pixel (\(x), \(y))") }
        }
        // The window holds ink, and the text has ink outside the window too (the clip cut it).
        #expect(inkBounds(small) != nil)
        let outside = (0..<alone.height).contains { y in (0..<alone.width).contains { x in
            alone[x, y].a > 0 && !(25..<55).contains(x) || alone[x, y].a > 0 && !(30..<50).contains(y) } }
        #expect(outside)
    }

    @Test func chineseTextRendersWithAFallbackFontOrMissingGlyphBoxes() throws {
        let library = FontLibrary()
        let layout = try TextLayout(AttributedText("转场动画 ok", font: .system(size: 18)), width: 333, library: library)
        let pixmap = try layout.render(scale: 2)
        #expect(inkBounds(pixmap) != nil)
        let glyphs = layout.lines.flatMap(\.glyphs)
        let han = glyphs.filter { $0.scalar.properties.isIdeographic }
        #expect(han.count == 4)
        let cjkFallbacks = library.fallbackFontPaths.filter { !$0.hasSuffix("/DejaVuSans.ttf") }
        if cjkFallbacks.isEmpty {
            #expect(han.allSatisfy { $0.isMissing })
            #expect(layout.warnings.contains { $0.contains("U+8F6C") && $0.contains("fonts-noto-cjk") })
        } else {
            #expect(han.allSatisfy { !$0.isMissing && $0.fontPath == cjkFallbacks[0] })
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 17])
    func invalidScalesThrow(scale: Double) throws {
        let layout = try TextLayout(AttributedText("x", font: .system(size: 18)), width: 60)
        #expect(throws: TextError.self) {
            try layout.render(scale: scale)
        }
    }

    @Test func zeroWidthLayoutRefusesAnEmptyBitmap() throws {
        let layout = try TextLayout(AttributedText("x", font: .system(size: 18)), width: 0)
        #expect(layout.lines.count == 1)
        #expect(throws: TextError.invalidBitmapSize(width: 0, height: Int((layout.size.height * 2).rounded(.up)))) {
            try layout.render(scale: 2)
        }
    }

    @Test func blendMultiplyRoundsExactly() {
        for a in UInt32(0)...255 {
            for b in UInt32(0)...255 {
                #expect(CoverageBlend.multiply(a, b) == UInt32((Double(a * b) / 255).rounded()), "a \(a) b \(b)")
            }
        }
    }

    @Test func blendAgreesWithTheReference() {
        let colors = [Color.black, .white, .lightGray, Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.6)].map(\.premultiplied)
        let backgrounds = [PremultipliedColor.transparent, Color.white.premultiplied, Color(red: 1, green: 0, blue: 0.5, alpha: 0.5).premultiplied]
        for color in colors {
            for dst in backgrounds {
                for c in 0...255 {
                    let fast = PremultipliedColor(packed: CoverageBlend.blend(dst.packed, color: color, coverage: UInt8(c)))
                    #expect(fast == CoverageBlend.reference(dst, color: color, coverage: UInt8(c)))
                }
            }
        }
    }
}

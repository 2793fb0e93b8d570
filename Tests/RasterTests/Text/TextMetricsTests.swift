import Testing
@testable import Raster

@Suite("Text metrics and sizing")
struct TextMetricsTests {
    @Test func dejaVuSansHasTheKnownHheaMetrics() throws {
        let m = try FontFileMetrics(path: DejaVu.regular)
        #expect(m.unitsPerEm == 2048 && m.ascender == 1901 && m.descender == -483 && m.lineGap == 0)
    }

    @Test func interHasTheKnownHheaMetrics() throws {
        for path in [Inter.regular, Inter.bold] {
            let m = try FontFileMetrics(path: path)
            #expect(m.unitsPerEm == 2816 && m.ascender == 2728 && m.descender == -680 && m.lineGap == 0, "\(path)")
        }
        let display = try FontFileMetrics(path: Inter.displayRegular)
        #expect(display.unitsPerEm == 2048 && display.ascender == 1974 && display.descender == -502 && display.lineGap == 0)
    }

    @Test(arguments: [(FontWeight.regular, Inter.regular), (.bold, Inter.bold)])
    func lineHeightIsTheFontsLineHeightAt18Points(weight: FontWeight, path: String) throws {
        let file = try FontFileMetrics(path: path)
        let layout = try TextLayout(AttributedText("Line one\nLine two", font: .system(size: 18, weight: weight)), width: 333)
        let expected = file.lineHeight(pointSize: 18)
        #expect(approximatelyEqual(expected, 3408.0 / 2816 * 18))
        #expect(layout.lines.count == 2)
        for line in layout.lines { #expect(approximatelyEqual(line.height, expected)) }
        #expect(approximatelyEqual(layout.lines[1].fragmentRect.minY, 8 + expected))
        #expect(approximatelyEqual(layout.lines[0].baseline, 8 + file.ascent(pointSize: 18)))
        let metrics = try FontLibrary.shared.metrics(for: .system(size: 18, weight: weight))
        #expect(approximatelyEqual(metrics.lineHeight, expected))
    }

    @Test func tallestRunSetsTheLineHeight() throws {
        // 30 pt is past the 20 pt optical-size switch: Inter Display's metrics.
        let text = AttributedText(runs: [TextRun("small ", font: .system(size: 10)), TextRun("BIG", font: .system(size: 30))])
        let layout = try TextLayout(text, width: 1000)
        #expect(approximatelyEqual(layout.lines[0].height, try FontFileMetrics(path: Inter.displayRegular).lineHeight(pointSize: 30)))
        #expect(approximatelyEqual(layout.lines[0].height, 2476.0 / 2048 * 30))
    }

    @Test("the system font is Inter below 20 pt and Inter Display from 20 pt, as SF switches Text to Display")
    func opticalSizeSwitchesAtTwentyPoints() throws {
        let library = FontLibrary()
        #expect(try library.resolve(.system(size: 19.99)).path == Inter.regular)
        #expect(try library.resolve(.system(size: 20)).path == Inter.displayRegular)
        #expect(try library.resolve(.boldSystem(size: 18)).path == Inter.bold)
        #expect(try library.resolve(.boldSystem(size: 34)).path == Inter.displayBold)
        #expect(try library.resolve(FontDescriptor(family: "Inter", pointSize: 34)).path == Inter.regular)
        #expect(try library.resolve(FontDescriptor(family: "Inter Display", pointSize: 12)).path == Inter.displayRegular)
        #expect(library.warnings.isEmpty)
    }

    @Test func insetsAndPaddingMoveTheFirstGlyph() throws {
        let text = AttributedText("Hello", font: .system(size: 18))
        let plain = try TextLayout(text, width: 300)
        let first = try #require(plain.lines[0].glyphs.first)
        #expect(approximatelyEqual(first.origin.x, 5))
        #expect(approximatelyEqual(first.origin.y, 8 + 2728.0 / 2816 * 18))
        let moved = try TextLayout(text, width: 300, insets: EdgeInsets(top: 20, left: 7, bottom: 3, right: 2), lineFragmentPadding: 4)
        let movedFirst = try #require(moved.lines[0].glyphs.first)
        #expect(approximatelyEqual(movedFirst.origin.x, 7 + 4))
        #expect(approximatelyEqual(movedFirst.origin.y, 20 + 2728.0 / 2816 * 18))
        #expect(approximatelyEqual(moved.size.height, 20 + 3408.0 / 2816 * 18 + 3))
    }

    @Test func paddingNarrowsTheUsableWidthOnBothSides() throws {
        let font = FontDescriptor.system(size: 18)
        let word = try TextLayout(AttributedText("aaa", font: font), width: 1000).lines[0].usedRect.width
        // Fits exactly with padding 5 on both sides; 0.02 less and the second word wraps.
        let text = AttributedText("aaa aaa", font: font)
        let pair = try TextLayout(AttributedText("aaa aaa", font: font), width: 1000).lines[0].usedRect.width
        #expect(try TextLayout(text, width: pair + 10 + 0.01).lines.count == 1)
        #expect(try TextLayout(text, width: pair + 10 - 0.01).lines.count == 2)
        #expect(word < pair)
    }

    @Test func sizeThatFitsTheWhitePingScreen() throws {
        let layout = try TextLayout(PingText.white, width: PingText.width)
        let bold = try FontFileMetrics(path: Inter.bold), regular = try FontFileMetrics(path: Inter.regular)
        // Widths summed from Inter's hmtx with fontTools (outside this package) for a usable
        // width of 333 - 2 * 5 = 323: the bold first line "Beep boop, you've unlocked a new" is
        // 303.1 pt, so it ends in "new" as on an iPhone (DejaVu Sans Bold: 351.8 pt, "new"
        // wrapped); ' something or other that I call "Tech' 312.2 pt (+ ' Talk"' wraps);
        // " choose stuff you care about and close" 294.5 pt.
        #expect(layout.lines.first?.text == "Beep boop, you've unlocked a new")
        #expect(layout.lines.map(\.text) == [
            "Beep boop, you've unlocked a new",
            " something or other that I call \"Tech ", "Talk\"",
            "",
            "Hi, I'm Pong. Tap the black dot,",
            " choose stuff you care about and close",
            " me when you're done. You're going to",
            " like me.",
            "",
            "Touch me.",
        ])
        let expected = 8 + 4 * bold.lineHeight(pointSize: 18) + 6 * regular.lineHeight(pointSize: 16) + 8
        let lineHeightPerPoint: Double = 3408.0 / 2816
        #expect(approximatelyEqual(expected, 16 + 168 * lineHeightPerPoint))  // 4 · 18 + 6 · 16 = 168 pt
        #expect(approximatelyEqual(layout.size.height, expected))
        #expect(layout.size.width == PingText.width)
        #expect(try layout.sizeThatFits(width: PingText.width) == layout.size)
        #expect(layout.warnings.isEmpty)
    }

    @Test func sizeThatFitsTheBlackPingScreen() throws {
        let layout = try TextLayout(PingText.black, width: PingText.width)
        var expectedLines: [String] = []
        for item in PingText.blackItems {
            expectedLines.append("    " + item)
            expectedLines += ["", ""]  // two blank lines between items; "\n\n" at the end: one blank + the extra line
        }
        #expect(layout.lines.map(\.text) == expectedLines)
        #expect(layout.lines.count == 7 + 6 * 2 + 2)
        let regular = try FontFileMetrics(path: Inter.regular)
        #expect(approximatelyEqual(layout.size.height, 8 + 21 * regular.lineHeight(pointSize: 18) + 8))
        let lineHeightPerPoint: Double = 3408.0 / 2816
        #expect(approximatelyEqual(layout.size.height, 16 + 378 * lineHeightPerPoint))  // 21 lines of 18 pt
    }

    @Test func sizeThatFitsAnotherWidthRelaysTheText() throws {
        let layout = try TextLayout(PingText.white, width: PingText.width)
        let wide = try layout.sizeThatFits(width: 2000)
        #expect(wide.width == 2000)
        #expect(wide.height < layout.size.height)
    }
}

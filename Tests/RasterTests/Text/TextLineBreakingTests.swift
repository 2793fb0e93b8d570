import Testing
@testable import Raster

@Suite("Text line breaking")
struct TextLineBreakingTests {
    let font = FontDescriptor.system(size: 18)

    func lines(_ string: String, width: Double = 1000) throws -> [String] {
        try TextLayout(AttributedText(string, font: font), width: width).lines.map(\.text)
    }

    /// The width a container needs so that `string` just fits on one line.
    func containerWidth(fitting string: String) throws -> Double {
        let line = try TextLayout(AttributedText(string, font: font), width: 10_000).lines[0]
        return line.usedRect.width + 2 * TextLayout.defaultLineFragmentPadding
    }

    @Test func explicitNewlinesBreakLines() throws {
        #expect(try lines("one\ntwo\n\nfour") == ["one", "two", "", "four"])
        #expect(try lines("a\r\nb\rc\u{2028}d") == ["a", "b", "c", "d"])
    }

    @Test func trailingNewlineAddsAnEmptyLine() throws {
        #expect(try lines("one\n") == ["one", ""])
        #expect(try lines("one\n\n") == ["one", "", ""])
        #expect(try lines("") == [""])
    }

    @Test func leadingSpacesAreKeptAndTakeWidth() throws {
        let layout = try TextLayout(AttributedText("    Curiosities", font: font), width: 1000)
        #expect(layout.lines.map(\.text) == ["    Curiosities"])
        let first = try #require(layout.lines[0].glyphs.first)
        #expect(first.scalar == "C")
        // Four spaces of Inter (advance 792/2816 em, read with fontTools) before the C.
        #expect(approximatelyEqual(first.origin.x, 5 + 4 * 792.0 / 2816 * 18))
    }

    @Test func wrapsAtSpacesWhenTheNextWordCrossesTheWidth() throws {
        let two = try containerWidth(fitting: "aaa aaa")
        #expect(try lines("aaa aaa aaa", width: two + 0.01) == ["aaa aaa ", "aaa"])
        #expect(try lines("aaa aaa aaa", width: two - 0.01) == ["aaa ", "aaa ", "aaa"])
    }

    @Test func trailingSpacesHangPastTheEdge() throws {
        let one = try containerWidth(fitting: "aaa")
        #expect(try lines("aaa      aaa", width: one + 0.01) == ["aaa      ", "aaa"])
    }

    @Test func wordLongerThanTheLineBreaksByCharacter() throws {
        let three = try containerWidth(fitting: "www")
        #expect(try lines("wwwwwwww x", width: three + 0.01) == ["www", "www", "ww ", "x"])
    }

    @Test func zeroWidthGivesOneCharacterPerLine() throws {
        #expect(try lines("abc", width: 0) == ["a", "b", "c"])
        #expect(try lines("ab cd", width: 3) == ["a", "b ", "c", "d"])
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func invalidWidthsThrow(width: Double) {
        #expect(throws: TextError.self) { try TextLayout(AttributedText("x", font: font), width: width) }
    }

    @Test func textLongerThanTheLimitThrowsNamingTheLimit() {
        let text = AttributedText(String(repeating: "a", count: TextLayout.maximumScalarCount + 1), font: font)
        #expect(throws: TextError.textTooLong(count: TextLayout.maximumScalarCount + 1, limit: TextLayout.maximumScalarCount)) {
            try TextLayout(text, width: 100)
        }
        #expect(TextError.textTooLong(count: 100_001, limit: 100_000).description.contains("100000"))
    }

    @Test func ideographsBreakBetweenCharacters() throws {
        let two = try containerWidth(fitting: "你好")
        let result = try lines("你好世界", width: two + 0.01)
        #expect(result == ["你好", "世界"])
    }

    @Test(arguments: [TextAlignment.left, .natural, .center, .right])
    func alignmentPlacesTheLineInItsFragment(alignment: TextAlignment) throws {
        let layout = try TextLayout(AttributedText("Hi  ", font: font), width: 200, alignment: alignment)
        let used = layout.lines[0].usedRect
        let usable = 200.0 - 10
        let expected: Double = switch alignment {
        case .left, .natural: 5
        case .center: 5 + (usable - used.width) / 2
        case .right: 5 + usable - used.width
        }
        #expect(approximatelyEqual(used.minX, expected))
    }

    @Test func kerningTightensPairsThatHaveIt() throws {
        // Kerning comes from a legacy 'kern' table, which DejaVu Sans has (Inter kerns in GPOS only).
        let layout = try TextLayout(AttributedText("AV", font: FontDescriptor(family: "DejaVu Sans", pointSize: 18)), width: 1000)
        let glyphs = layout.lines[0].glyphs
        // DejaVu Sans kerns A-V negatively: V starts before A's full advance.
        #expect(glyphs[1].origin.x < glyphs[0].origin.x + glyphs[0].advance - 0.1)
    }
}

import TestSupport
import Testing
@testable import Raster

/// Inter kerns in GPOS only; layout applies those pair adjustments (pair values read with
/// fontTools, line widths shaped by HarfBuzz).
@Suite("Text: GPOS pair kerning")
struct GPOSKerningTests {
    /// How far the second glyph of a two-letter string starts before the first one's advance.
    func kerning(_ pair: String, _ font: FontDescriptor) throws -> Double {
        let glyphs = try TextLayout(AttributedText(pair, font: font), width: 1000).lines[0].glyphs
        return glyphs[1].origin.x - (glyphs[0].origin.x + glyphs[0].advance)
    }

    @Test("Inter Bold kerns A-V by −254 and T-o by −224 units of 2816 (format 1 and 2 subtables)")
    func interPairs() throws {
        let bold = FontDescriptor.boldSystem(size: 18)
        expectApproximatelyEqual(try kerning("AV", bold), -254.0 / 2816 * 18, within: 1e-9)
        expectApproximatelyEqual(try kerning("To", bold), -224.0 / 2816 * 18, within: 1e-9)
        expectApproximatelyEqual(try kerning("AV", .system(size: 18)), -192.0 / 2816 * 18, within: 1e-9)
        #expect(try kerning("HH", bold) == 0)
    }

    @Test("the Ping title's first line is 301.4 pt in Inter Bold 18 pt (303.1 pt unkerned)")
    func pingTitleWidth() throws {
        let layout = try TextLayout(AttributedText("Beep boop, you've unlocked a new", font: .boldSystem(size: 18)), width: 1000)
        expectApproximatelyEqual(layout.lines[0].usedRect.width, 301.3849431818182, within: 1e-6)
    }

    @Test("a table that does not parse gives no kerning")
    func malformedTable() {
        #expect(GPOSPairKerning(table: []) == nil)
        #expect(GPOSPairKerning(table: [0, 1, 0, 0, 0, 10, 0, 200, 0, 250]) == nil)
        #expect(GPOSPairKerning(table: [UInt8](repeating: 0xFF, count: 64)) == nil)
    }

    /// Whole lines at 2816 pt (one point per font unit) against HarfBuzz 0.57 shaping the same
    /// Inter files with only the `kern` feature on (uharfbuzz, sum of x advances): an
    /// independent shaper, so kerning read wrongly from the table (a pair missed, a class
    /// mis-indexed) fails here.
    @Test("line widths equal HarfBuzz's kerned advances for the Ping screens' text", arguments: [
        ("Beep boop, you've unlocked a new", true, 47150.0), ("something or other that I call \"Tech Talk\"", true, 55538),
        ("Hi, I'm Pong. Tap the black dot,", true, 41891), ("AVATAR To Ty Wa Yo", true, 28312), ("Touch me.", true, 14291),
        ("Beep boop, you've unlocked a new", false, 46228), ("Hi, I'm Pong. Tap the black dot,", false, 41312),
        ("AVATAR To Ty Wa Yo", false, 27460), ("Apps worth downloading", false, 33200), ("Daily Fortune Cookies", false, 29132),
        ("Is it Friday yet?", false, 20088), ("Movies worth mocking", false, 30104),
    ])
    func matchesHarfBuzz(_ text: String, _ bold: Bool, _ harfBuzzUnits: Double) throws {
        // Below 20 pt the system font is Inter (not Inter Display): name the family to get it at 2816 pt.
        let font = FontDescriptor(family: "Inter", pointSize: 2816, weight: bold ? .bold : .regular)
        let glyphs = try TextLayout(AttributedText(text, font: font), width: 1e7).lines[0].glyphs
        let width = glyphs.last.map { $0.origin.x + $0.advance }! - glyphs[0].origin.x
        expectApproximatelyEqual(width, harfBuzzUnits, within: 1e-6)
    }
}

// Greedy line breaking of one paragraph (text between explicit newlines), TextKit-style.
//
// Walk the characters keeping the pen x. Spaces never cause a wrap: they hang past the right
// edge, so a soft break falls after them and the next line starts with a word. A character
// that would cross the usable width ends the line at the last break opportunity (after a run
// of spaces, or either side of an ideograph, since CJK text breaks between characters); when
// the line has no opportunity the word is longer than the line and breaks between characters.
// Every line takes at least one character, so zero or tiny widths give one character per
// line and the loop always ends. Leading spaces of a paragraph are kept and take width.
// Greedy (first fit) rather than Knuth-Plass: UIKit breaks greedily, and matching it matters
// more than the look of ragged edges. No Unicode line-breaking classes beyond spaces and
// ideographs (hyphens do not break), no hyphenation; out of scope until asked.

/// Splits a paragraph into lines that fit a width.
enum LineBreaker {
    /// What the breaker needs to know about one character.
    struct Item {
        var advance: Double
        var kernBefore: Double
        var kind: Kind
    }

    enum Kind { case glyph, space, tab, ideograph }

    /// Default tab stops are every 28 pt (NSParagraphStyle.defaultTabInterval).
    static let tabInterval = 28.0

    /// The x of the next tab stop strictly right of `x`.
    static func tabStop(after x: Double) -> Double { (x / tabInterval + 1e-9).rounded(.down) * tabInterval + tabInterval }

    /// Line ranges (indices into `items`, within `paragraph`) for a usable width.
    static func lines(_ items: [Item], paragraph: Range<Int>, width: Double) -> [Range<Int>] {
        guard !paragraph.isEmpty else { return [paragraph] }
        let limit = width + 1e-9
        var result: [Range<Int>] = []
        var start = paragraph.lowerBound
        while start < paragraph.upperBound {
            var x = 0.0
            var lastBreak: Int?
            var end = paragraph.upperBound
            var i = start
            while i < paragraph.upperBound {
                let item = items[i]
                let kern = i > start ? item.kernBefore : 0
                switch item.kind {
                case .space:
                    x += kern + item.advance
                    lastBreak = i + 1
                case .tab:
                    x = tabStop(after: x)
                    lastBreak = i + 1
                case .glyph, .ideograph:
                    if item.kind == .ideograph || (i > start && items[i - 1].kind == .ideograph) {
                        if i > start { lastBreak = i }
                    }
                    let next = x + kern + item.advance
                    if next > limit, i > start {
                        end = lastBreak.map { $0 > start ? $0 : i } ?? i
                        i = paragraph.upperBound
                        continue
                    }
                    x = next
                }
                i += 1
            }
            result.append(start..<end)
            start = end
        }
        return result
    }
}

/// A lexed source file: its text, its tokens, and for every bracket the index of its partner,
/// so a body or an argument list is skipped in one step. Indices are into `tokens`.
struct SwiftSource: Sendable {
    let text: SourceText
    let tokens: [SwiftToken]
    /// For each `(`, `[`, `{` the index of its closing bracket and back; -1 for other tokens.
    let partner: [Int]

    /// Lexes `text`; throws `notSwift` where it stops being Swift.
    init(_ text: SourceText) throws(PortError) {
        self.text = text
        tokens = try SwiftLexer.tokens(of: text)
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch text.bytes[token.range.lowerBound] {
            case 0x28, 0x5B, 0x7B: open.append(index)
            case 0x29, 0x5D, 0x7D:
                let opener = open.removeLast()   // the lexer has checked the brackets balance
                partner[opener] = index
                partner[index] = opener
            default: break
            }
        }
        self.partner = partner
    }

    /// The token's text.
    func text(at index: Int) -> String { text.text(tokens[index]) }

    /// True when token `index` is the punctuation or operator `symbol`.
    func isSymbol(_ index: Int, _ symbol: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let kind = tokens[index].kind
        return (kind == .punctuation || kind == .operator) && text(at: index) == symbol
    }

    /// True when token `index` is the identifier `word`.
    func isWord(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return text(at: index) == word
    }

    /// The next token after `index` that is not a comment, or nil.
    func nextCode(after index: Int) -> Int? {
        var j = index + 1
        while j < tokens.count, tokens[j].isComment { j += 1 }
        return j < tokens.count ? j : nil
    }

    /// The last token before `index` that is not a comment, or nil.
    func previousCode(before index: Int) -> Int? {
        var j = index - 1
        while j >= 0, tokens[j].isComment { j -= 1 }
        return j >= 0 ? j : nil
    }

    /// True when a line break separates token `index` from the code token before it.
    func startsLine(_ index: Int) -> Bool {
        guard let previous = previousCode(before: index) else { return true }
        return text.line(of: tokens[previous].range.upperBound - 1) != text.line(of: tokens[index].range.lowerBound)
    }

    /// True when token `index` directly follows the previous token with no space between
    /// (`@objc(name)`'s parenthesis, not `@objc (x)`).
    func touchesPrevious(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].range.upperBound == tokens[index].range.lowerBound
    }
}

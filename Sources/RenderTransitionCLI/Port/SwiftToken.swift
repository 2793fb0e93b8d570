/// One lexical unit of Swift source, as `port` needs it: what kind of thing it is and which bytes
/// of the file it covers. Whitespace is not a token; comments are, so declarations can take
/// their doc comments along when they move.
struct SwiftToken: Equatable, Sendable {
    /// The kinds `port` tells apart. Keywords are identifiers: Swift's contextual keywords
    /// (`override`, `dynamic`, `actor`) are identifiers in most positions anyway.
    enum Kind: Equatable, Sendable {
        /// A name or keyword, including `` `escaped` `` names and `$0`.
        case identifier
        /// `@name` (an attribute; its arguments, if any, are the tokens that follow).
        case attribute
        /// `#name`: `#selector`, `#keyPath`, `#if`, `#available`…
        case poundDirective
        /// A string literal of any form, interpolations included, as one token.
        case string
        /// A number literal.
        case number
        /// `#/…/#`, an extended regex literal.
        case regex
        /// One of `{ } ( ) [ ] , ; :` or a `\` (key-path start).
        case punctuation
        /// A run of operator characters (`.`, `->`, `==`, `?`, `!`…).
        case `operator`
        /// A `//` comment, up to (not including) the line break.
        case lineComment
        /// A `/* … */` comment, nested ones included.
        case blockComment
    }

    let kind: Kind
    /// The byte offsets in the file.
    let range: Range<Int>

    /// True for the two comment kinds.
    var isComment: Bool { kind == .lineComment || kind == .blockComment }
}

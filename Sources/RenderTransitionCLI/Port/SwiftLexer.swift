// A Swift lexer just deep enough for `port`: it must never mistake text inside a string or a
// comment for code (so `"@objc"` and `// #selector(x)` stay as they are) and it must find every
// bracket so declarations and their bodies have exact extents. It therefore knows every string
// form — `"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of `#`, and interpolations
// `\(…)` (lexed as code, recursively, so a `)` inside a nested string does not end them) — line
// comments, nested block comments, `#/…/#` regex literals, attributes and `#directives`.
// Keywords are not told apart from names here; the declaration scanner reads them in context.
// Not handled: bare `/…/` regex literals (lexed as operators; a regex holding a quote or a
// bracket would throw the brackets off and be reported as not Swift rather than mis-edited).

/// Turns a source file into tokens, or says where it stops being Swift.
struct SwiftLexer {
    private let source: SourceText
    private let b: [UInt8]
    private var i = 0

    private init(_ source: SourceText) {
        self.source = source
        b = source.bytes
    }

    /// Every token of `source` in order (comments included); throws `notSwift` for an
    /// unterminated string or comment, a byte Swift source cannot hold, or unbalanced brackets.
    static func tokens(of source: SourceText) throws(PortError) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        var tokens: [SwiftToken] = []
        if lexer.b.starts(with: [0xEF, 0xBB, 0xBF]) { lexer.i = 3 }
        if lexer.b[lexer.i...].starts(with: [0x23, 0x21]) {   // #! on the first line: a script's interpreter line
            let start = lexer.i
            lexer.i = source.lineEnd(of: start)
            tokens.append(SwiftToken(kind: .lineComment, range: start..<lexer.i))
        }
        while true {
            lexer.skipWhitespace()
            guard let token = try lexer.next() else { break }
            tokens.append(token)
        }
        try checkBrackets(tokens, in: source)
        return tokens
    }

    // MARK: Characters

    private static func isIdentifierHead(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
    }

    private static func isIdentifierBody(_ c: UInt8) -> Bool { isIdentifierHead(c) || isDigit(c) }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// `/ = - + ! * % < > & | ^ ~ ? .`
    private static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E: true
        default: false
        }
    }

    private func byte(at offset: Int) -> UInt8? { offset < b.count ? b[offset] : nil }

    private func failure(_ problem: String, at offset: Int) -> PortError {
        .notSwift(path: source.path, line: source.line(of: offset), problem: problem)
    }

    // MARK: Tokens

    /// Skips spaces, tabs and line breaks.
    private mutating func skipWhitespace() {
        while i < b.count {
            switch b[i] {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: i += 1
            default: return
            }
        }
    }

    /// The token at `i` (whitespace already skipped), or nil at the end.
    private mutating func next() throws(PortError) -> SwiftToken? {
        guard i < b.count else { return nil }
        let start = i
        let c = b[i]
        let kind: SwiftToken.Kind
        switch c {
        case 0x2F where byte(at: i + 1) == 0x2F:
            i = source.lineEnd(of: i)
            kind = .lineComment
        case 0x2F where byte(at: i + 1) == 0x2A:
            try skipBlockComment()
            kind = .blockComment
        case 0x22:
            try skipString(hashes: 0)
            kind = .string
        case 0x23:
            var hashes = 0
            while byte(at: i + hashes) == 0x23 { hashes += 1 }
            if byte(at: i + hashes) == 0x22 {
                i += hashes
                try skipString(hashes: hashes)
                kind = .string
            } else if byte(at: i + hashes) == 0x2F {
                try skipExtendedRegex(hashes: hashes)
                kind = .regex
            } else if hashes == 1, let next = byte(at: i + 1), Self.isIdentifierHead(next) {
                i += 1
                skipIdentifierBody()
                kind = .poundDirective
            } else {
                throw failure("unexpected '#'", at: i)
            }
        case 0x40:
            guard let next = byte(at: i + 1), Self.isIdentifierHead(next) else { throw failure("'@' without an attribute name", at: i) }
            i += 1
            skipIdentifierBody()
            kind = .attribute
        case 0x60:
            i += 1
            while i < b.count, b[i] != 0x60, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
            guard byte(at: i) == 0x60 else { throw failure("unterminated `name`", at: start) }
            i += 1
            kind = .identifier
        case 0x24:
            i += 1
            skipIdentifierBody()
            kind = .identifier
        case _ where Self.isIdentifierHead(c):
            skipIdentifierBody()
            kind = .identifier
        case _ where Self.isDigit(c):
            skipNumber()
            kind = .number
        case 0x7B, 0x7D, 0x28, 0x29, 0x5B, 0x5D, 0x2C, 0x3B, 0x3A, 0x5C:
            i += 1
            kind = .punctuation
        case _ where Self.isOperator(c):
            skipOperator()
            kind = .operator
        default:
            throw failure(c < 0x20 || c == 0x7F ? "control byte 0x\(String(c, radix: 16)) in the text" : "unexpected character '\(Character(Unicode.Scalar(c)))'", at: i)
        }
        return SwiftToken(kind: kind, range: start..<i)
    }

    private mutating func skipIdentifierBody() {
        while i < b.count, Self.isIdentifierBody(b[i]) { i += 1 }
    }

    /// Digits, letters and `_`; a `.` only before a digit; a sign only after an exponent letter.
    private mutating func skipNumber() {
        let hex = b[i] == 0x30 && (byte(at: i + 1) == 0x78 || byte(at: i + 1) == 0x58)
        while i < b.count {
            let c = b[i]
            if Self.isIdentifierBody(c) {
                i += 1
            } else if c == 0x2E, let next = byte(at: i + 1), Self.isDigit(next) {
                i += 1
            } else if c == 0x2B || c == 0x2D, i > 0, hex ? (b[i - 1] | 0x20) == 0x70 : (b[i - 1] | 0x20) == 0x65 {
                i += 1
            } else {
                return
            }
        }
    }

    /// A run of operator characters; a `.` belongs to it only when the run starts with one, and a
    /// `//` or `/*` ends it (a comment starts there).
    private mutating func skipOperator() {
        let start = i
        let dotted = b[i] == 0x2E
        while i < b.count, Self.isOperator(b[i]) {
            if b[i] == 0x2E, !dotted { return }
            if i > start, b[i] == 0x2F, let next = byte(at: i + 1), next == 0x2F || next == 0x2A { return }
            i += 1
        }
    }

    /// `/* … */` with nesting.
    private mutating func skipBlockComment() throws(PortError) {
        let start = i
        var depth = 0
        while i < b.count {
            if b[i] == 0x2F, byte(at: i + 1) == 0x2A {
                depth += 1
                i += 2
            } else if b[i] == 0x2A, byte(at: i + 1) == 0x2F {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                i += 1
            }
        }
        throw failure("unterminated /* comment", at: start)
    }

    /// A string starting at the quote at `i`, after `hashes` `#`s; leaves `i` past its closing
    /// delimiter. Escapes are `\` followed by the same number of `#`s; `\(` opens an interpolation.
    private mutating func skipString(hashes: Int) throws(PortError) {
        let start = i - hashes
        let multiLine = b[i...].starts(with: [0x22, 0x22, 0x22])
        i += multiLine ? 3 : 1
        while i < b.count {
            let c = b[i]
            if c == 0x5C, hashesFollow(i + 1, count: hashes) {
                let escaped = i + 1 + hashes
                if byte(at: escaped) == 0x28 {
                    i = escaped + 1
                    try skipInterpolation(stringStart: start)
                } else {
                    i = escaped + 1
                }
                continue
            }
            if c == 0x22 {
                let quotes = multiLine ? 3 : 1
                if b[i...].starts(with: [UInt8](repeating: 0x22, count: quotes)), hashesFollow(i + quotes, count: hashes) {
                    i += quotes + hashes
                    return
                }
                i += 1
                continue
            }
            if !multiLine, c == 0x0A || c == 0x0D { break }
            i += 1
        }
        throw failure("unterminated string literal", at: start)
    }

    private func hashesFollow(_ offset: Int, count: Int) -> Bool {
        guard offset + count <= b.count else { return false }
        return b[offset..<(offset + count)].allSatisfy { $0 == 0x23 }
    }

    /// The code of `\( … )` up to its closing parenthesis, lexed so nested strings and brackets
    /// are skipped whole.
    private mutating func skipInterpolation(stringStart: Int) throws(PortError) {
        var depth = 1
        while true {
            skipWhitespace()
            guard let token = try next() else { break }
            guard token.kind == .punctuation else { continue }
            switch b[token.range.lowerBound] {
            case 0x28: depth += 1
            case 0x29:
                depth -= 1
                if depth == 0 { return }
            default: break
            }
        }
        throw failure("unterminated string interpolation", at: stringStart)
    }

    /// `#/ … /#` (with as many `#`s on each side).
    private mutating func skipExtendedRegex(hashes: Int) throws(PortError) {
        let start = i
        i += hashes + 1
        while i < b.count {
            if b[i] == 0x5C { i += 2; continue }
            if b[i] == 0x2F, hashesFollow(i + 1, count: hashes) {
                i += 1 + hashes
                return
            }
            i += 1
        }
        throw failure("unterminated regex literal", at: start)
    }

    // MARK: Brackets

    /// The deepest nesting of brackets port reads: far beyond hand-written Swift (the compiler
    /// itself stops much earlier), and it bounds what port keeps per nested type (a type's
    /// qualified name grows with its depth), so memory stays linear in the file's size.
    static let maximumNesting = 1000

    /// Every `(`, `[`, `{` closed by its own kind, in order, nested at most `maximumNesting` deep.
    private static func checkBrackets(_ tokens: [SwiftToken], in source: SourceText) throws(PortError) {
        var open: [(byte: UInt8, offset: Int)] = []
        for t in tokens where t.kind == .punctuation {
            let c = source.bytes[t.range.lowerBound]
            switch c {
            case 0x28, 0x5B, 0x7B:
                open.append((c, t.range.lowerBound))
                if open.count > maximumNesting {
                    throw PortError.notSwift(path: source.path, line: source.line(of: t.range.lowerBound),
                                             problem: "brackets nested more than \(maximumNesting) deep; port reads Swift nested at most that deep")
                }
            case 0x29, 0x5D, 0x7D:
                let wanted: UInt8 = c == 0x29 ? 0x28 : c == 0x5D ? 0x5B : 0x7B
                guard let last = open.popLast(), last.byte == wanted else {
                    throw PortError.notSwift(path: source.path, line: source.line(of: t.range.lowerBound),
                                             problem: "unbalanced '\(Character(Unicode.Scalar(c)))'")
                }
            default: break
            }
        }
        if let unclosed = open.last {
            throw PortError.notSwift(path: source.path, line: source.line(of: unclosed.offset),
                                     problem: "'\(Character(Unicode.Scalar(unclosed.byte)))' is never closed")
        }
    }
}

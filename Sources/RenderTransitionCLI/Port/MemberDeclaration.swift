// Members are found the way a reader finds them: at the body's own bracket depth, a declaration
// begins with its attributes and modifiers and runs until the next line that begins another
// declaration (an attribute, a modifier, a declaration keyword or a `#directive`), or a `;`.
// Everything bracketed — parameter lists, bodies, accessor blocks — is skipped whole, so only
// the body's own level is read.

/// One declaration directly inside a type's or extension's body.
struct MemberDeclaration: Equatable, Sendable {
    /// Token index of its first attribute, modifier or keyword.
    let first: Int
    /// Token index of its last token.
    let last: Int
    /// Token index where its heading starts: the first modifier, or the keyword.
    let headingStart: Int
    /// The modifiers it carries (`override`, `public`…), in order.
    let modifiers: [String]
    /// The declaring keyword (`func`, `var`…), or nil when the text there is not a declaration.
    let keyword: String?
    /// True when it sits inside an `#if` block of the body.
    let isConditional: Bool
    /// Its heading for messages: modifiers, keyword and signature up to the body, on one line
    /// (`override func viewWillAppear(_ animated: Bool)`).
    let heading: String

    /// True for `override` members.
    var isOverride: Bool { modifiers.contains("override") }
}

extension SwiftSource {
    /// The members directly inside the body of `type`.
    func members(of type: TypeDeclaration) -> [MemberDeclaration] {
        var members: [MemberDeclaration] = []
        var conditionalDepth = 0
        var k = nextCode(after: type.bodyOpen) ?? type.bodyClose
        while k < type.bodyClose {
            if tokens[k].kind == .poundDirective {
                switch text(at: k) {
                case "#if": conditionalDepth += 1
                case "#endif": conditionalDepth -= 1
                default: break
                }
                k = endOfLine(from: k, limit: type.bodyClose)
                continue
            }
            if isSymbol(k, ";") {
                k = nextCode(after: k) ?? type.bodyClose
                continue
            }
            let member = member(at: k, limit: type.bodyClose, conditional: conditionalDepth > 0)
            members.append(member)
            k = nextCode(after: member.last) ?? type.bodyClose
        }
        return members
    }

    /// The member whose first token is `start`.
    private func member(at start: Int, limit: Int, conditional: Bool) -> MemberDeclaration {
        var modifiers: [String] = []
        var k = start
        var headingStart: Int?
        // Attributes and modifiers, each possibly with an argument list: `@objc(name)`, `private(set)`.
        while k < limit, tokens[k].kind == .attribute || isModifier(k) {
            if tokens[k].kind == .identifier {
                modifiers.append(text(at: k))
                headingStart = headingStart ?? k
            }
            var end = k
            if let next = nextCode(after: k), isSymbol(next, "("), touchesPrevious(next) { end = partner[next] }
            guard let next = nextCode(after: end) else { break }
            k = next
        }
        var keyword: String?
        if k < limit, tokens[k].kind == .identifier, Self.declarationKeywords.contains(text(at: k)) {
            keyword = text(at: k)
            headingStart = headingStart ?? k
        }
        var last = start
        var headingEnd: Int?
        var j = k
        while j < limit {
            if j > k, isSymbol(j, ";") || (startsLine(j) && beginsDeclaration(j)) { break }
            if isSymbol(j, "{"), headingEnd == nil { headingEnd = previousCode(before: j) }
            last = isSymbol(j, "(") || isSymbol(j, "[") || isSymbol(j, "{") ? partner[j] : j
            j = nextCode(after: last) ?? limit
        }
        let headingRange = tokens[headingStart ?? start].range.lowerBound..<tokens[headingEnd ?? last].range.upperBound
        return MemberDeclaration(first: start, last: last, headingStart: headingStart ?? start, modifiers: modifiers, keyword: keyword,
                                 isConditional: conditional, heading: text.text(headingRange).collapsingWhitespace)
    }

    /// True when token `index` can begin a declaration.
    private func beginsDeclaration(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .attribute, .poundDirective: true
        case .identifier: isModifier(index) || Self.declarationKeywords.contains(text(at: index))
        default: false
        }
    }

    /// The first code token after `index` on a later line (a directive's condition is skipped).
    private func endOfLine(from index: Int, limit: Int) -> Int {
        var k = index
        while let next = nextCode(after: k), next < limit, !startsLine(next) {
            k = isSymbol(next, "(") ? partner[next] : next
        }
        return nextCode(after: k).map { min($0, limit) } ?? limit
    }
}

extension String {
    /// Runs of spaces, tabs and line breaks as one space, trimmed.
    var collapsingWhitespace: String {
        split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).joined(separator: " ")
    }
}

// `#selector` and `#keyPath` are refused without the Objective-C runtime. Each becomes the value
// the UIKit module takes in its place:
//
//   #selector(m)  #selector(self.m)        -> Selector(T.m)              T: the enclosing type
//   #selector(m(_:with:))                  -> Selector(T.m(_:with:))
//   #selector(U.m)  #selector(U.m(a:))     -> Selector(U.m)  Selector(U.m(a:))
//   #selector(getter: p)  (setter: U.p)    -> Selector(getter: \T.p)  Selector(setter: \U.p)
//   #keyPath(U.a.b)  #keyPath(a)           -> "a.b"  "a"
//
// T is the enclosing class, struct, enum or extension as it is named there (valid in every
// context, stored-property initialisers included, and an unapplied method reference still
// dispatches to a subclass's override), or `Self` inside a protocol or a protocol extension,
// where only `Self` names the conforming type. What port cannot rewrite faithfully — a method
// of some other instance (`#selector(model.reload)`, whose type port cannot know), `super`,
// a coercion (`as (Int) -> Void`), a reference outside any type — is an error naming it.

/// Rewrites `#selector(…)` into `Selector(…)` values and `#keyPath(…)` into strings.
enum ObjectiveCReferences {
    /// The replacements for every `#selector` and `#keyPath` in `source`; `protocols` names
    /// the protocols any source declares (their extensions use `Self`).
    static func replacements(in source: SwiftSource, declarations: [TypeDeclaration],
                             protocols: Set<String>, types: TypeNames? = nil) throws(PortError) -> [SourceReplacement] {
        var result: [SourceReplacement] = []
        var errors: [PortError] = []
        for index in source.tokens.indices where source.tokens[index].kind == .poundDirective {
            let word = source.text(at: index)
            guard word == "#selector" || word == "#keyPath",
                  let open = source.nextCode(after: index), source.isSymbol(open, "(") else { continue }
            let close = source.partner[open]
            let range = source.tokens[index].range.lowerBound..<source.tokens[close].range.upperBound
            let reference = Reference(source: source, range: range, arguments: (open + 1)..<close)
            do {
                let text = word == "#selector"
                    ? try reference.selector(enclosingType: typeName(around: index, in: source, declarations: declarations, protocols: protocols))
                    : try reference.keyPathString(types: types)
                result.append(.replacing(range, with: text))
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw .combined(errors) }
        return result
    }

    /// How code at token `index` names its own type, or nil outside any type.
    static func typeName(around index: Int, in source: SwiftSource, declarations: [TypeDeclaration],
                         protocols: Set<String>) -> String? {
        guard let type = source.enclosingType(of: index, in: declarations) else { return nil }
        switch type.kind {
        case .protocol: return "Self"
        case .extension: return type.constrainsSelf || protocols.contains(type.name) ? "Self" : type.name
        default: return type.name
        }
    }

    /// One `#selector(…)` or `#keyPath(…)`: its tokens, read as a path of names.
    private struct Reference {
        let source: SwiftSource
        /// The whole `#selector(…)`, for messages.
        let range: Range<Int>
        /// Token indices between the parentheses.
        let arguments: Range<Int>

        private var code: [Int] { arguments.filter { !source.tokens[$0].isComment } }

        private func failure(_ reason: String) -> PortError {
            .unconvertibleReference(path: source.text.path, line: source.text.line(of: range.lowerBound),
                                    text: source.text.text(range).collapsingWhitespace, reason: reason)
        }

        /// The `Selector(…)` text.
        func selector(enclosingType: String?) throws(PortError) -> String {
            var tokens = code
            var accessor: String?
            if tokens.count > 2, source.isWord(tokens[0], "getter") || source.isWord(tokens[0], "setter"), source.isSymbol(tokens[1], ":") {
                accessor = source.text(at: tokens[0])
                tokens.removeFirst(2)
            }
            var labels = ""
            if let last = tokens.last, source.isSymbol(last, ")"), accessor == nil {
                let opener = source.partner[last]
                labels = source.text.text(source.tokens[opener].range.lowerBound..<source.tokens[last].range.upperBound)
                tokens.removeAll { $0 >= opener }
            }
            var names = try path(tokens)
            let member = names.removeLast()
            let typePath: String
            switch names.first {
            case nil, "self"?:
                guard names.count <= 1 else { throw failure("'self.\(names.dropFirst().joined(separator: "."))' is not a method") }
                guard let enclosingType else {
                    throw failure("it is outside any type, so port cannot tell whose method '\(member)' is; write #selector(TypeName.\(member))")
                }
                typePath = enclosingType
            case "super"?:
                throw failure("a Selector cannot call the superclass's method; add a method that calls super.\(member) and select that")
            case let first? where first == "Self" || first.first?.isUppercase == true || first.hasPrefix("`") && first.dropFirst().first?.isUppercase == true:
                typePath = names.joined(separator: ".")
            case let first?:
                throw failure("port cannot tell the type of '\(first)'; write #selector(TypeName.\(member)) with the type that declares '\(member)'")
            }
            if let accessor { return "Selector(\(accessor): \\\(typePath).\(member))" }
            return "Selector(\(typePath).\(member)\(labels))"
        }

        /// The `"a.b"` text: the path without its leading type names.
        func keyPathString(types: TypeNames?) throws(PortError) -> String {
            var names = try path(code)
            if names.first == "self" { names.removeFirst() }
            var typePath: [String] = []
            while let first = names.first {
                let isType = types?.isType(typePath + [first]) ?? (first.replacingBackticks.first?.isUppercase == true)
                guard isType else { break }
                typePath.append(names.removeFirst())
            }
            guard !names.isEmpty else { throw failure("it names no property") }
            return "\"" + names.map(\.replacingBackticks).joined(separator: ".") + "\""
        }

        /// `a.b.c` as ["a", "b", "c"]; anything else is an error.
        private func path(_ tokens: [Int]) throws(PortError) -> [String] {
            var names: [String] = []
            for (position, index) in tokens.enumerated() {
                if position % 2 == 0 {
                    guard source.tokens[index].kind == .identifier else {
                        throw failure("'\(source.text(at: index))' is not part of a name; port rewrites only Type.member(labels:) forms")
                    }
                    names.append(source.text(at: index))
                } else if !source.isSymbol(index, ".") {
                    throw failure("'\(source.text(at: index))' is not part of a name; port rewrites only Type.member(labels:) forms")
                }
            }
            guard !names.isEmpty, tokens.count % 2 == 1 else { throw failure("it names no member") }
            return names
        }
    }
}

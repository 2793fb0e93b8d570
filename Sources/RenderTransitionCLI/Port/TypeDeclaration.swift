/// A class, struct, enum, actor, protocol or extension in a source file, with its body's extent.
struct TypeDeclaration: Equatable, Sendable {
    /// The declaring keyword.
    enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    let kind: Kind
    /// The declared name; for an extension, the extended type as written (`Outer.Inner`).
    let name: String
    /// The name from file scope through the enclosing types (`Outer.Inner`); nil for a type
    /// declared inside a function or closure, which nothing outside can extend.
    let qualifiedName: String?
    /// Token index of the keyword.
    let keyword: Int
    /// Token indices of the body's `{` and `}`.
    let bodyOpen: Int
    let bodyClose: Int
    /// True for an extension with a `where Self …` clause (a protocol extension, in effect).
    let constrainsSelf: Bool
    /// The `#if` branches it is compiled under, outermost first, each as its chain of
    /// directives so far (`#if canImport(UIKit)`, `#if DEBUG | #else`); empty when unconditional.
    let conditions: [String]

    /// True when token `index` lies inside the body.
    func encloses(_ index: Int) -> Bool { index > bodyOpen && index < bodyClose }
}

extension SwiftSource {
    /// Words that introduce a declaration after its attributes and modifiers.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "class", "struct",
        "enum", "protocol", "extension", "actor", "case", "import", "operator", "precedencegroup", "macro",
    ]

    /// Words that modify a declaration (`class` too, before `func`/`var`: see `isModifier`).
    static let modifierKeywords: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
        "convenience", "required", "mutating", "nonmutating", "lazy", "weak", "unowned", "optional", "dynamic",
        "indirect", "prefix", "postfix", "infix", "nonisolated", "isolated", "distributed", "consuming",
        "borrowing", "__consuming",
    ]

    /// True when token `index` is a modifier in a declaration's prefix: one of the modifier
    /// words, or `class` followed by another modifier or a member keyword (`class func`).
    func isModifier(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        let word = text(at: index)
        if word == "class" {
            guard let next = nextCode(after: index), tokens[next].kind == .identifier else { return false }
            let following = text(at: next)
            return Self.modifierKeywords.contains(following) || ["func", "var", "let", "subscript", "class", "typealias"].contains(following)
        }
        return Self.modifierKeywords.contains(word)
    }

    /// Every type declaration and extension, in source order, nested ones included.
    func typeDeclarations() -> [TypeDeclaration] {
        // The innermost `{` around each token, to tell members of a type from locals of a function.
        var enclosingBrace = [Int](repeating: -1, count: tokens.count)
        var braces: [Int] = []
        for index in tokens.indices {
            if isSymbol(index, "}") { braces.removeLast() }
            enclosingBrace[index] = braces.last ?? -1
            if isSymbol(index, "{") { braces.append(index) }
        }
        var found: [TypeDeclaration] = []
        // The declarations whose bodies are open at the current token, innermost last (so the
        // parent is found in constant time: the scan stays linear in the number of types).
        var openTypes: [Int] = []
        var conditions: [String] = []
        for index in tokens.indices {
            if tokens[index].kind == .poundDirective { updateConditions(&conditions, at: index) }
            guard tokens[index].kind == .identifier, let kind = TypeDeclaration.Kind(rawValue: text(at: index)), isTypeKeyword(index, kind: kind),
                  let (name, afterName) = declaredName(after: index, dotted: kind == .extension),
                  let open = bodyOpen(from: afterName) else { continue }
            let constrainsSelf = kind == .extension && headerConstrainsSelf(afterName..<open)
            while let last = openTypes.last, !found[last].encloses(index) { openTypes.removeLast() }
            let parent = openTypes.last.map { found[$0] }
            let qualified: String?
            if let parent {
                qualified = enclosingBrace[index] == parent.bodyOpen ? parent.qualifiedName.map { $0 + "." + name } : nil
            } else {
                qualified = enclosingBrace[index] == -1 ? name : nil
            }
            found.append(TypeDeclaration(kind: kind, name: name, qualifiedName: qualified, keyword: index,
                                         bodyOpen: open, bodyClose: partner[open], constrainsSelf: constrainsSelf,
                                         conditions: conditions))
            openTypes.append(found.count - 1)
        }
        return found
    }

    /// The innermost type declaration or extension whose body holds token `index`.
    func enclosingType(of index: Int, in declarations: [TypeDeclaration]) -> TypeDeclaration? {
        declarations.filter { $0.encloses(index) }.min { $0.bodyClose - $0.bodyOpen < $1.bodyClose - $1.bodyOpen }
    }

    /// Follows `#if` / `#elseif` / `#else` / `#endif` at `index` in the stack of active branches.
    private func updateConditions(_ conditions: inout [String], at index: Int) {
        var line = text(at: index)
        var k = index
        while let next = nextCode(after: k), !startsLine(next) {
            line += " " + text(at: next)
            k = next
        }
        switch text(at: index) {
        case "#if": conditions.append(line)
        case "#elseif", "#else": if let top = conditions.popLast() { conditions.append(top + " | " + line) }
        case "#endif": _ = conditions.popLast()
        default: break
        }
    }

    /// True when the keyword at `index` declares a type here (not `.class`, `class func`, `P: class`).
    private func isTypeKeyword(_ index: Int, kind: TypeDeclaration.Kind) -> Bool {
        if let previous = previousCode(before: index), isSymbol(previous, ".") { return false }
        guard let next = nextCode(after: index), tokens[next].kind == .identifier else { return false }
        let name = text(at: next)
        if Self.modifierKeywords.contains(name) || Self.declarationKeywords.contains(name) { return false }
        if kind == .actor {
            // `actor` is a contextual keyword: a declaration has its name on the same line.
            return text.line(of: tokens[next].range.lowerBound) == text.line(of: tokens[index].range.lowerBound)
        }
        return true
    }

    /// The name after the keyword at `index` (for extensions `A.B.C`) and the token after it.
    private func declaredName(after index: Int, dotted: Bool) -> (String, Int)? {
        guard var k = nextCode(after: index), tokens[k].kind == .identifier else { return nil }
        var name = text(at: k)
        while dotted, let dot = nextCode(after: k), isSymbol(dot, "."), let part = nextCode(after: dot), tokens[part].kind == .identifier {
            name += "." + text(at: part)
            k = part
        }
        guard let after = nextCode(after: k) else { return nil }
        return (name.replacingBackticks, after)
    }

    /// The body's `{`: the first one after the header, skipping argument and bracket groups.
    private func bodyOpen(from start: Int) -> Int? {
        var k: Int? = start
        while let index = k {
            if isSymbol(index, "{") { return index }
            if isSymbol(index, "}") || isSymbol(index, ";") { return nil }
            if isSymbol(index, "(") || isSymbol(index, "[") {
                k = nextCode(after: partner[index])
            } else {
                k = nextCode(after: index)
            }
        }
        return nil
    }

    private func headerConstrainsSelf(_ header: Range<Int>) -> Bool {
        guard let whereIndex = header.first(where: { isWord($0, "where") }) else { return false }
        return (whereIndex..<header.upperBound).contains { isWord($0, "Self") }
    }
}

extension String {
    /// The name without Swift's escaping backticks (`` `default` `` is `default`).
    var replacingBackticks: String { filter { $0 != "`" } }
}

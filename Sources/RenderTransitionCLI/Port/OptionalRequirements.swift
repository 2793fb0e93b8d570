// `optional` requirements exist only in Objective-C protocols, and without `@objc` Swift refuses
// them. Where UIKit's runtime gives a definite answer for a conformer that does not implement
// one, port writes that answer as a default in a protocol extension: nothing for a method that
// returns nothing, nil for a method or property whose type is optional. The requirement loses
// `optional`, and calls through optional chaining on the method (`delegate?.didFinish?()`)
// lose the `?` after its name. A requirement whose type is not optional has no such default
// (the runtime's nil does not fit it), so it is still refused, naming it.

/// The rewrite of a source set's optional requirements: per file, the `optional` modifiers to
/// delete and the other replacements (the defaults after each protocol, the call sites).
struct OptionalRequirements {
    /// Per file, the byte ranges of `optional` modifiers (deleted with the Objective-C attributes).
    var modifiers: [[Range<Int>]]
    /// Per file, the inserted extensions and the `?` deletions at call sites.
    var replacements: [[SourceReplacement]]

    static func plan(_ sources: [SwiftSource], declarations: [[TypeDeclaration]]) throws(PortError) -> OptionalRequirements {
        var plan = OptionalRequirements(modifiers: sources.map { _ in [] }, replacements: sources.map { _ in [] })
        var methodNames: Set<String> = []
        for (file, source) in sources.enumerated() {
            for type in declarations[file] where type.kind == .protocol {
                var defaults: [String] = []
                for member in source.members(of: type) where member.modifiers.contains("optional") {
                    let text: String, name: String, isMethod: Bool
                    switch defaultImplementation(of: member, in: source) {
                    case .written(let t, let n, let m): (text, name, isMethod) = (t, n, m)
                    case .impossible(let type, let m):
                        let offset = source.tokens[member.headingStart].range.lowerBound
                        throw .optionalRequirement(path: source.text.path, line: source.text.line(of: offset), member: member.heading,
                                                   type: type, isMethod: m)
                    }
                    if let k = (member.headingStart...member.last).first(where: { source.isWord($0, "optional") && source.isModifier($0) }) {
                        plan.modifiers[file].append(source.tokens[k].range)
                    }
                    defaults.append(text)
                    if isMethod { methodNames.insert(name) }
                }
                guard !defaults.isEmpty else { continue }
                let access = isPublic(type, in: source) ? "public " : ""
                let lineBreak = String(decoding: source.text.lineBreak, as: UTF8.self)
                let body = defaults.map { "    " + access + $0 }.joined(separator: lineBreak)
                let name = type.qualifiedName ?? type.name
                let text = lineBreak + lineBreak + "extension \(name) {" + lineBreak + body + lineBreak + "}"
                let end = source.tokens[type.bodyClose].range.upperBound
                plan.replacements[file].append(.replacing(end..<end, with: text))
            }
        }
        guard !methodNames.isEmpty else { return plan }
        for (file, source) in sources.enumerated() {
            for i in source.tokens.indices where source.tokens[i].kind == .identifier && methodNames.contains(source.text(at: i)) {
                guard let previous = source.previousCode(before: i), source.tokens[previous].kind == .operator,
                      source.text(at: previous).hasSuffix("."),
                      i + 2 < source.tokens.count, source.isSymbol(i + 1, "?"), source.touchesPrevious(i + 1),
                      source.isSymbol(i + 2, "("), source.touchesPrevious(i + 2) else { continue }
                plan.replacements[file].append(.deletion(source.tokens[i + 1].range))
            }
        }
        return plan
    }

    /// What port can write for an optional requirement.
    private enum Default {
        /// The default's declaration text, the member's name, and whether it is a method.
        case written(String, name: String, isMethod: Bool)
        /// The runtime's answer (nothing, or nil) does not fit the requirement: its property or
        /// return type when read (nil for other kinds of requirement), and whether it is a method.
        case impossible(type: String?, isMethod: Bool)
    }

    private static func defaultImplementation(of member: MemberDeclaration, in source: SwiftSource) -> Default {
        guard let keyword = member.keyword, keyword == "func" || keyword == "var",
              let k = (member.headingStart...member.last).first(where: { source.isWord($0, keyword) }),
              let nameIndex = source.nextCode(after: k), source.tokens[nameIndex].kind == .identifier else {
            return .impossible(type: nil, isMethod: member.keyword == "func")
        }
        let start = source.tokens[k].range.lowerBound
        if keyword == "func" {
            // The return type: what follows a `->` outside the parameter list.
            var arrow: Int?
            var j = nameIndex + 1
            while j <= member.last {
                if source.isSymbol(j, "(") { j = source.partner[j] } else if source.isSymbol(j, "->") { arrow = j; break }
                j += 1
            }
            let declaration = source.text.text(start..<source.tokens[member.last].range.upperBound)
            let name = source.text(at: nameIndex)
            guard let arrow, let first = source.nextCode(after: arrow) else { return .written(declaration + " {}", name: name, isMethod: true) }
            let returned = source.text.text(source.tokens[first].range.lowerBound..<source.tokens[member.last].range.upperBound)
            if returned == "Void" || returned == "()" { return .written(declaration + " {}", name: name, isMethod: true) }
            guard returned.hasSuffix("?") else { return .impossible(type: returned, isMethod: true) }
            return .written(declaration + " { nil }", name: name, isMethod: true)
        }
        // `var name: Type? { get }`: the type runs from after the colon to the accessor block.
        guard let brace = (nameIndex...member.last).first(where: { source.isSymbol($0, "{") }),
              let typeEnd = source.previousCode(before: brace) else { return .impossible(type: nil, isMethod: false) }
        guard source.isSymbol(typeEnd, "?") else {
            guard let colon = source.nextCode(after: nameIndex), source.isSymbol(colon, ":"),
                  let typeStart = source.nextCode(after: colon), typeStart <= typeEnd else { return .impossible(type: nil, isMethod: false) }
            let type = source.text.text(source.tokens[typeStart].range.lowerBound..<source.tokens[typeEnd].range.upperBound)
            return .impossible(type: type, isMethod: false)
        }
        let declaration = source.text.text(start..<source.tokens[typeEnd].range.upperBound)
        return .written(declaration + " { nil }", name: source.text(at: nameIndex), isMethod: false)
    }

    /// True when the protocol is declared `public` or `open` (its defaults must be public too).
    private static func isPublic(_ type: TypeDeclaration, in source: SwiftSource) -> Bool {
        var j = source.previousCode(before: type.keyword)
        while let p = j, source.isModifier(p) || source.tokens[p].kind == .attribute {
            if source.isWord(p, "public") || source.isWord(p, "open") { return true }
            j = source.previousCode(before: p)
        }
        return false
    }
}

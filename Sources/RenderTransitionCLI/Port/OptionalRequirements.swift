// `optional` requirements exist only in Objective-C protocols, and without `@objc` Swift refuses
// them. Where UIKit's runtime gives a definite answer for a conformer that does not implement
// one, port writes that answer as a default in a protocol extension: nothing for a method that
// returns nothing, nil for a method or property whose type is optional. The requirement loses
// `optional`, and calls through optional chaining on the method (`delegate?.didFinish?()`)
// lose the `?` after its name.
//
// A requirement whose type is not optional (`optional var scrollViewForDeck: UIScrollView { get }`,
// `optional func shouldDismiss() -> Bool`) has the runtime's nil as its answer too, and uses
// through the protocol already see it as optional (`delegate?.shouldDismiss?() ?? true`). So its
// type becomes optional (`UIScrollView?`, default nil), and each conformer's witness among the
// sources (the member of that name in a type, or an extension of it, that declares the
// conformance) gets the same optional type, so it still witnesses the requirement: a computed
// property's or method's body is unchanged (its value converts to the optional), a stored
// property becomes optional (its own uses may then need unwrapping, which the compiler points
// out). Each change is printed. A subscript requirement, or one whose type port cannot read,
// is refused, naming it.
//
// UIKit's own optional requirements are plain requirements with defaults in the UIKit module,
// so optional chaining on them (`delegate?.navigationController?(nav, willShow: vc, animated: true)`)
// loses its `?` too.

/// The rewrite of a source set's optional requirements: per file, the `optional` modifiers to
/// delete and the other replacements (the defaults after each protocol, the call sites).
struct OptionalRequirements {
    /// Per file, the byte ranges of `optional` modifiers (deleted with the Objective-C attributes).
    var modifiers: [[Range<Int>]]
    /// Per file, the inserted extensions and the `?` deletions at call sites.
    var replacements: [[SourceReplacement]]

    /// Base names of UIKit's (and Core Animation's) optional protocol methods, which the UIKit
    /// module declares as requirements with defaults: optional chaining on them drops its `?`.
    static let uikitOptionalMethods: Set<String> = [
        "navigationController", "navigationControllerSupportedInterfaceOrientations",
        "navigationControllerPreferredInterfaceOrientationForPresentation",
        "tabBarController", "tabBarControllerSupportedInterfaceOrientations",
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController", "animationEnded", "interruptibleAnimator",
        "animationDidStart", "animationDidStop",
        "gestureRecognizerShouldBegin", "gestureRecognizer",
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "scrollViewDidZoom", "viewForZooming", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
        "adaptivePresentationStyle", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
        "presentationControllerShouldDismiss", "presentationControllerDidAttemptToDismiss",
        "tableView", "collectionView", "numberOfSections", "sectionIndexTitles", "indexTitles",
    ]

    /// One optional requirement whose type port made optional, to find its witnesses by.
    private struct Widened {
        let protocolName: String
        let name: String
        /// The method's full name (`m(a:)`), nil for a property.
        let fullName: String?
        let optionalType: String
    }

    static func plan(_ sources: [SwiftSource], declarations: [[TypeDeclaration]],
                     conformances: Conformances) throws(PortError) -> OptionalRequirements {
        var plan = OptionalRequirements(modifiers: sources.map { _ in [] }, replacements: sources.map { _ in [] })
        var methodNames: Set<String> = []
        var widened: [Widened] = []
        var errors: [PortError] = []
        for (file, source) in sources.enumerated() {
            for type in declarations[file] where type.kind == .protocol {
                var defaults: [String] = []
                for member in source.members(of: type) where member.modifiers.contains("optional") {
                    let text: String, name: String, isMethod: Bool
                    switch defaultImplementation(of: member, in: source) {
                    case .written(let t, let n, let m): (text, name, isMethod) = (t, n, m)
                    case .widened(let t, let n, let m, let typeRange, let optionalType):
                        (text, name, isMethod) = (t, n, m)
                        plan.replacements[file].append(.replacing(typeRange, with: optionalType,
                            reason: "an optional requirement's answer for a conformer without it is nil, so its type is \(optionalType) (default nil); each conformer's witness gets \(optionalType) too"))
                        widened.append(Widened(protocolName: type.name, name: n,
                                               fullName: m ? DelegateSignatureCheck.fullName(of: member, in: source)?.0 : nil,
                                               optionalType: optionalType))
                    case .impossible(let type, let m):
                        let offset = source.tokens[member.headingStart].range.lowerBound
                        errors.append(.optionalRequirement(path: source.text.path, line: source.text.line(of: offset), member: member.heading,
                                                           type: type, isMethod: m))
                        continue
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
        if !errors.isEmpty { throw .combined(errors) }
        if !widened.isEmpty {
            for (file, source) in sources.enumerated() {
                for type in declarations[file] where type.kind != .protocol {
                    let requirements = widened.filter { conformances.conforms(type.name, to: $0.protocolName) }
                    guard !requirements.isEmpty else { continue }
                    for member in source.members(of: type) {
                        for requirement in requirements {
                            if let r = witnessRewrite(member, in: source, for: requirement) { plan.replacements[file].append(r) }
                        }
                    }
                }
            }
        }
        methodNames.formUnion(uikitOptionalMethods)
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

    /// The change that makes `member` witness `requirement` with its optional type, or nil when
    /// it is not that requirement's witness or already has that type.
    private static func witnessRewrite(_ member: MemberDeclaration, in source: SwiftSource, for requirement: Widened) -> SourceReplacement? {
        guard let keyword = member.keyword,
              let k = (member.headingStart...member.last).first(where: { source.isWord($0, keyword) }),
              let nameIndex = source.nextCode(after: k), source.tokens[nameIndex].kind == .identifier,
              source.text(at: nameIndex).replacingBackticks == requirement.name,
              member.modifiers.allSatisfy({ $0 != "static" && $0 != "class" }) else { return nil }
        let reason = "the witness of \(requirement.protocolName).\(requirement.name), whose optional requirement port made \(requirement.optionalType)"
        if let fullName = requirement.fullName {
            guard keyword == "func", DelegateSignatureCheck.fullName(of: member, in: source)?.0 == fullName else { return nil }
            guard let (typeStart, typeEnd) = returnType(of: member, after: nameIndex, in: source) else { return nil }
            let range = source.tokens[typeStart].range.lowerBound..<source.tokens[typeEnd].range.upperBound
            return source.isSymbol(typeEnd, "?") ? nil : .replacing(range, with: requirement.optionalType, reason: reason)
        }
        guard keyword == "var" || keyword == "let" else { return nil }
        guard let colon = source.nextCode(after: nameIndex), source.isSymbol(colon, ":") else {
            let end = source.tokens[nameIndex].range.upperBound
            return .replacing(end..<end, with: ": " + requirement.optionalType, reason: reason)
        }
        guard let typeStart = source.nextCode(after: colon) else { return nil }
        var typeEnd = typeStart
        var j = typeStart
        while j <= member.last, !source.isSymbol(j, "{"), !source.isSymbol(j, "="), !source.isSymbol(j, ",") {
            typeEnd = (source.isSymbol(j, "(") || source.isSymbol(j, "[")) ? source.partner[j] : j
            j = source.nextCode(after: typeEnd) ?? member.last + 1
        }
        let range = source.tokens[typeStart].range.lowerBound..<source.tokens[typeEnd].range.upperBound
        return source.isSymbol(typeEnd, "?") || source.isSymbol(typeEnd, "!") ? nil : .replacing(range, with: requirement.optionalType, reason: reason)
    }

    /// The first and last token of a method's return type (what follows `->` outside the
    /// parameter list, up to the body or a `where` clause), or nil.
    private static func returnType(of member: MemberDeclaration, after nameIndex: Int, in source: SwiftSource) -> (Int, Int)? {
        var j = nameIndex + 1
        var arrow: Int?
        while j <= member.last {
            if source.isSymbol(j, "(") { j = source.partner[j] } else if source.isSymbol(j, "->") { arrow = j; break }
            j += 1
        }
        guard let arrow, let first = source.nextCode(after: arrow) else { return nil }
        var last = first
        j = first
        while j <= member.last, !source.isSymbol(j, "{"), !source.isWord(j, "where") {
            last = (source.isSymbol(j, "(") || source.isSymbol(j, "[")) ? source.partner[j] : j
            guard let next = source.nextCode(after: last) else { break }
            j = next
        }
        return (first, last)
    }

    /// `type` made optional as Swift spells it (a function or composition type needs parentheses).
    static func optional(_ type: String) -> String {
        type.contains("->") || type.contains("&") || type.hasPrefix("any ") || type.hasPrefix("some ") ? "(\(type))?" : type + "?"
    }

    /// What port can write for an optional requirement.
    private enum Default {
        /// The default's declaration text, the member's name, and whether it is a method.
        case written(String, name: String, isMethod: Bool)
        /// A requirement of non-optional type made optional: the default's text, the name,
        /// whether it is a method, the bytes of its type in the protocol and the optional type.
        case widened(String, name: String, isMethod: Bool, typeRange: Range<Int>, optionalType: String)
        /// Nothing fits (a subscript, a type port cannot read): the type when read, and
        /// whether it is a method.
        case impossible(type: String?, isMethod: Bool)
    }

    private static func defaultImplementation(of member: MemberDeclaration, in source: SwiftSource) -> Default {
        guard let keyword = member.keyword, keyword == "func" || keyword == "var",
              let k = (member.headingStart...member.last).first(where: { source.isWord($0, keyword) }),
              let nameIndex = source.nextCode(after: k), source.tokens[nameIndex].kind == .identifier else {
            return .impossible(type: nil, isMethod: member.keyword == "func")
        }
        let start = source.tokens[k].range.lowerBound
        let name = source.text(at: nameIndex)
        if keyword == "func" {
            let declaration = source.text.text(start..<source.tokens[member.last].range.upperBound)
            guard let (first, last) = returnType(of: member, after: nameIndex, in: source) else {
                return .written(declaration + " {}", name: name, isMethod: true)
            }
            let typeRange = source.tokens[first].range.lowerBound..<source.tokens[last].range.upperBound
            let returned = source.text.text(typeRange)
            if returned == "Void" || returned == "()" { return .written(declaration + " {}", name: name, isMethod: true) }
            if returned.hasSuffix("?") { return .written(declaration + " { nil }", name: name, isMethod: true) }
            let optionalType = optional(returned)
            let widened = source.text.text(start..<typeRange.lowerBound) + optionalType
                + source.text.text(typeRange.upperBound..<source.tokens[member.last].range.upperBound)
            return .widened(widened + " { nil }", name: name, isMethod: true, typeRange: typeRange, optionalType: optionalType)
        }
        // `var name: Type? { get }`: the type runs from after the colon to the accessor block.
        guard let brace = (nameIndex...member.last).first(where: { source.isSymbol($0, "{") }),
              let typeEnd = source.previousCode(before: brace) else { return .impossible(type: nil, isMethod: false) }
        guard source.isSymbol(typeEnd, "?") else {
            guard let colon = source.nextCode(after: nameIndex), source.isSymbol(colon, ":"),
                  let typeStart = source.nextCode(after: colon), typeStart <= typeEnd else { return .impossible(type: nil, isMethod: false) }
            let typeRange = source.tokens[typeStart].range.lowerBound..<source.tokens[typeEnd].range.upperBound
            let optionalType = optional(source.text.text(typeRange))
            let widened = source.text.text(start..<typeRange.lowerBound) + optionalType
            return .widened(widened + " { nil }", name: name, isMethod: false, typeRange: typeRange, optionalType: optionalType)
        }
        let declaration = source.text.text(start..<source.tokens[typeEnd].range.upperBound)
        return .written(declaration + " { nil }", name: name, isMethod: false)
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

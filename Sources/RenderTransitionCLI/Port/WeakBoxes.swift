// A weak box (`class Weak<T: AnyObject> { weak var value: T? }`) holding a protocol that loses
// `@objc`: an @objc protocol's existential is a class type, so `Weak<MenuObserver>` compiles on
// Apple platforms; a Swift `protocol P: AnyObject` (what port makes of it) is class-bound, but its
// existential does not satisfy `T: AnyObject`. For each such box of the sources that is used with
// such a protocol, port drops the constraint and keeps the weak reference as `AnyObject`, cast back
// to `T` when read: the same weak reference, for any T. Also: `open static` (refused by Swift since
// version 4: a static member cannot be overridden) becomes `public static`.

/// The edits for weak boxes and `open static` members.
enum WeakBoxes {
    static let reason = "an @objc protocol's existential is a class type but a Swift class-bound protocol's is not, "
        + "so the box's `T: AnyObject` cannot hold it: the weak reference is kept as AnyObject and cast back to T"
    static let openStaticReason = "a static member cannot be overridden: Swift refuses `open static`, so it is `public static`"

    /// Per file, the replacements.
    static func replacements(_ sources: [SwiftSource], declarations: [[TypeDeclaration]]) -> [[SourceReplacement]] {
        var exObjC: Set<String> = []
        for (file, types) in declarations.enumerated() {
            for type in types where type.kind == .protocol && ObjectiveCProtocols.isObjC(type, in: sources[file]) { exObjC.insert(type.name) }
        }
        var result: [[SourceReplacement]] = sources.map(openStatic)
        guard !exObjC.isEmpty else { return result }
        for (file, types) in declarations.enumerated() {
            let source = sources[file]
            for type in types where type.kind == .class || type.kind == .struct {
                let params = classBoundParameters(of: type, in: source)
                guard !params.isEmpty, usedWithProtocol(type.name, exObjC, sources) else { continue }
                var edits: [SourceReplacement] = []
                var boxed: Set<String> = []
                for member in source.members(of: type) where member.keyword == "var" && member.modifiers.contains("weak") {
                    guard let varIndex = (member.headingStart...member.last).first(where: { source.isWord($0, "var") }),
                          let nameIndex = source.nextCode(after: varIndex), let colon = source.nextCode(after: nameIndex),
                          source.isSymbol(colon, ":"), let typeIndex = source.nextCode(after: colon),
                          let param = params.first(where: { source.isWord(typeIndex, $0.name) }),
                          let question = source.nextCode(after: typeIndex), question == member.last,
                          source.isSymbol(question, "?") || source.isSymbol(question, "!"),
                          let weak = (member.first...member.last).first(where: { source.isWord($0, "weak") }) else { continue }
                    let name = source.text(at: nameIndex).replacingBackticks
                    var end = source.tokens[weak].range.upperBound
                    while source.text.bytes[end] == 0x20 || source.text.bytes[end] == 0x09 { end += 1 }
                    edits.append(.deletion(source.tokens[weak].range.lowerBound..<end, reason: reason))
                    let storage = "_weak_\(name)"
                    let after = source.tokens[member.last].range.upperBound
                    edits.append(.replacing(after..<after, with: " { get { \(storage) as? \(param.name) } set { \(storage) = newValue.map { $0 as AnyObject } } }; "
                                            + "private weak var \(storage): AnyObject?", reason: reason))
                    boxed.insert(param.name)
                }
                for param in params where boxed.contains(param.name) {
                    edits.append(.deletion(param.constraint, reason: reason))
                }
                result[file] += edits
            }
        }
        return result.map { $0.sorted { $0.range.lowerBound < $1.range.lowerBound } }
    }

    /// The generic parameters `T: AnyObject` of the type, each with the bytes of `: AnyObject`.
    private static func classBoundParameters(of type: TypeDeclaration, in source: SwiftSource) -> [(name: String, constraint: Range<Int>)] {
        guard let name = source.nextCode(after: type.keyword), let open = source.nextCode(after: name),
              source.tokens[open].kind == .operator, source.text(at: open).hasPrefix("<") else { return [] }
        var found: [(String, Range<Int>)] = []
        var k = open
        while k < type.bodyOpen {
            if source.tokens[k].kind == .operator, source.text(at: k).contains(">") { break }
            if let colon = source.nextCode(after: k), source.isSymbol(colon, ":"), source.tokens[k].kind == .identifier,
               let bound = source.nextCode(after: colon), source.isWord(bound, "AnyObject"),
               let next = source.nextCode(after: bound), source.isSymbol(next, ",") || source.text(at: next).hasPrefix(">") {
                found.append((source.text(at: k), source.tokens[k].range.upperBound..<source.tokens[bound].range.upperBound))
            }
            guard let next = source.nextCode(after: k) else { break }
            k = next
        }
        return found
    }

    /// True when some source writes `Box<P` with P one of `protocols`.
    private static func usedWithProtocol(_ box: String, _ protocols: Set<String>, _ sources: [SwiftSource]) -> Bool {
        sources.contains { source in
            source.tokens.indices.contains { i in
                guard source.isWord(i, box), let open = source.nextCode(after: i), source.tokens[open].kind == .operator,
                      source.text(at: open) == "<", let arg = source.nextCode(after: open) else { return false }
                return source.tokens[arg].kind == .identifier && protocols.contains(source.text(at: arg))
            }
        }
    }

    /// `open` before (or after) `static` in a declaration's modifiers, as `public`.
    private static func openStatic(_ source: SwiftSource) -> [SourceReplacement] {
        var edits: [SourceReplacement] = []
        for i in source.tokens.indices where source.isWord(i, "open") && source.isModifier(i) {
            let neighbours = [source.nextCode(after: i), source.previousCode(before: i)].compactMap { $0 }
            guard neighbours.contains(where: { source.isWord($0, "static") }) else { continue }
            edits.append(.replacing(source.tokens[i].range, with: "public", reason: openStaticReason))
        }
        return edits
    }
}

// Which types of the sources conform to which protocols, as far as the sources say: the names
// in each class's, struct's, enum's, protocol's and extension's inheritance clause, followed
// through the protocols and superclasses the sources declare. A conformance to a protocol of
// the sources' own, or to UIKit's, is seen wherever it is written (the class or any extension,
// in any file). Names are compared by their last component (`UIKit.UIScrollViewDelegate` is
// `UIScrollViewDelegate`).

/// The inheritance clauses of a source set.
struct Conformances {
    /// Per type name, the names in its inheritance clauses (class and extensions together).
    private var inherited: [String: Set<String>] = [:]

    init(_ sources: [SwiftSource], declarations: [[TypeDeclaration]]) {
        for (file, types) in declarations.enumerated() {
            for type in types {
                let name = Self.lastComponent(type.name)
                inherited[name, default: []].formUnion(sources[file].inheritedNames(of: type).map(Self.lastComponent))
            }
        }
    }

    static func lastComponent(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// True when the sources make `type` conform to (or inherit from) `target`, directly or
    /// through the protocols and classes they declare.
    func conforms(_ type: String, to target: String) -> Bool {
        var seen: Set<String> = []
        var queue = [Self.lastComponent(type)]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            for parent in inherited[next] ?? [] {
                if parent == target { return true }
                queue.append(parent)
            }
        }
        return false
    }
}

extension SwiftSource {
    /// The names in the inheritance clause of `type` (`class A<T: P>: B, C where …` gives B, C),
    /// each as written (`UIKit.UIView`), generic arguments left out.
    func inheritedNames(of type: TypeDeclaration) -> [String] {
        var k = type.keyword + 1
        var angles = 0
        var colon: Int?
        while k < type.bodyOpen {
            if tokens[k].kind == .operator {
                let t = text(at: k)
                angles += t.filter { $0 == "<" }.count - t.filter { $0 == ">" }.count
            } else if isSymbol(k, "(") || isSymbol(k, "[") {
                k = partner[k]
            } else if angles == 0, isSymbol(k, ":") {
                colon = k
                break
            }
            k += 1
        }
        guard let colon else { return [] }
        var names: [String] = []
        var current = ""
        angles = 0
        k = colon + 1
        while k < type.bodyOpen {
            if tokens[k].isComment { k += 1; continue }
            if angles == 0, isWord(k, "where") { break }
            if tokens[k].kind == .operator {
                let t = text(at: k)
                angles += t.filter { $0 == "<" }.count - t.filter { $0 == ">" }.count
                if angles == 0, t == "." { current += "." }
            } else if angles == 0, isSymbol(k, ",") {
                if !current.isEmpty { names.append(current) }
                current = ""
            } else if angles == 0, tokens[k].kind == .identifier, text(at: k) != "any" {
                current += text(at: k).replacingBackticks
            } else if isSymbol(k, "(") || isSymbol(k, "[") {
                k = partner[k]
            }
            k += 1
        }
        if !current.isEmpty { names.append(current) }
        return names
    }
}

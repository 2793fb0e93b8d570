// An `@objc protocol` is class-bound: `weak var delegate: MenuDelegate?` and `===` on its
// values are valid. Without `@objc` (which Linux refuses, so port drops it) a protocol is not,
// and every `weak` reference to it fails to compile. port makes each such protocol inherit
// `AnyObject`, which says exactly that, unless its inheritance clause already makes it class-bound
// (`AnyObject`, `class`, or `NSObjectProtocol`, which the UIKit module declares class-bound).

/// The `AnyObject` insertions for the protocols that lose `@objc`.
enum ObjectiveCProtocols {
    static let reason = "an @objc protocol is class-bound (weak references to it are allowed); without @objc that takes AnyObject"

    static func replacements(in source: SwiftSource, declarations: [TypeDeclaration]) -> [SourceReplacement] {
        var result: [SourceReplacement] = []
        for type in declarations where type.kind == .protocol && isObjC(type, in: source) {
            result += implicitlyUnwrappedRequirements(of: type, in: source)
            let inherited = source.inheritedNames(of: type).map(Conformances.lastComponent)
            if inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) { continue }
            guard let name = source.nextCode(after: type.keyword) else { continue }
            if inherited.isEmpty {
                let end = source.tokens[name].range.upperBound
                result.append(.replacing(end..<end, with: ": AnyObject", reason: reason))
            } else if let colon = (name..<type.bodyOpen).first(where: { source.isSymbol($0, ":") }), let first = source.nextCode(after: colon) {
                let start = source.tokens[first].range.lowerBound
                result.append(.replacing(start..<start, with: "AnyObject, ", reason: reason))
            }
        }
        return result
    }

    static let unwrappedReason = "an @objc property requirement of type T! is met by a T? property (UIView.superview); "
        + "a Swift protocol's is not, so the requirement is T? (reads through it unwrap as before with `?`, `if let`, `as?`)"

    /// `var x: T! { get }` requirements of the protocol as `T?`.
    private static func implicitlyUnwrappedRequirements(of type: TypeDeclaration, in source: SwiftSource) -> [SourceReplacement] {
        var result: [SourceReplacement] = []
        for member in source.members(of: type) where member.keyword == "var" {
            guard let brace = (member.headingStart...member.last).first(where: { source.isSymbol($0, "{") }),
                  let bang = source.previousCode(before: brace), source.isSymbol(bang, "!"), source.touchesPrevious(bang) else { continue }
            result.append(.replacing(source.tokens[bang].range, with: "?", reason: unwrappedReason))
        }
        return result
    }

    /// True when `@objc` is among the attributes before the protocol's keyword.
    static func isObjC(_ type: TypeDeclaration, in source: SwiftSource) -> Bool {
        var j = source.previousCode(before: type.keyword)
        while let p = j {
            if source.tokens[p].kind == .attribute {
                if source.text(at: p) == "@objc" { return true }
            } else if source.isSymbol(p, ")"), let owner = source.previousCode(before: source.partner[p]),
                      source.tokens[owner].kind == .attribute || source.isModifier(owner) {
                j = owner
                continue
            } else if !source.isModifier(p) {
                return false
            }
            j = source.previousCode(before: p)
        }
        return false
    }
}

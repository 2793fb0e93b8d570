// An `override` with no access modifier in a public or open class: UIKit's members are public
// (or open), and Swift wants an override to be as accessible as its class when the member it
// overrides is; for an Objective-C class (UIKit's, on Apple platforms) that is only a warning, so
// UIKit code leaves such overrides internal. Here UIKit's classes are Swift classes and it is an
// error, so port makes each such override `public` (still overridable inside the module; its
// class's own access is unchanged).

/// The `public ` insertions for internal overrides in public and open classes.
enum OverrideAccess {
    static let reason = "an override in a public class must be public when it overrides UIKit's public member "
        + "(Swift on Apple platforms only warns for an Objective-C class's)"
    static let accessWords: Set<String> = ["public", "open", "internal", "private", "fileprivate", "package"]

    /// The public and open classes of the sources, by name.
    static func publicClasses(_ sources: [SwiftSource], declarations: [[TypeDeclaration]]) -> Set<String> {
        var names: Set<String> = []
        for (file, types) in declarations.enumerated() {
            for type in types where type.kind == .class && isPublic(type, in: sources[file]) { names.insert(type.name) }
        }
        return names
    }

    /// The insertions in the classes and extensions (they move into their class) of `publicClasses`.
    static func replacements(in source: SwiftSource, declarations: [TypeDeclaration], publicClasses: Set<String>) -> [SourceReplacement] {
        var result: [SourceReplacement] = []
        for type in declarations where (type.kind == .class || type.kind == .extension) && publicClasses.contains(type.name) {
            for member in source.members(of: type) where member.isOverride && !member.modifiers.contains(where: accessWords.contains) {
                guard let keyword = member.keyword, ["func", "var", "subscript"].contains(keyword) else { continue }
                let start = source.tokens[member.headingStart].range.lowerBound
                result.append(.replacing(start..<start, with: "public ", reason: reason))
            }
        }
        return result
    }

    /// True when `public` or `open` is among the modifiers before the class's keyword.
    private static func isPublic(_ type: TypeDeclaration, in source: SwiftSource) -> Bool {
        var k = source.previousCode(before: type.keyword)
        while let p = k, source.isModifier(p) || source.tokens[p].kind == .attribute {
            if source.isWord(p, "public") || source.isWord(p, "open") { return true }
            k = source.previousCode(before: p)
        }
        return false
    }
}

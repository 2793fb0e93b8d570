// Swift on Linux has no Objective-C runtime: `@objc` is refused outright ("Objective-C
// interoperability is disabled"), the Interface Builder attributes are refused on the types the
// UIKit module declares (they are not @objc classes), and none of them means anything without a
// runtime that looks methods up by name. So they are dropped. `dynamic` is dropped too: UIKit
// code writes it only for KVO, which has no runtime behind it here. Attributes that still mean
// something on Linux stay (`@NSCopying`, `@available`, `@MainActor`…), and `@NSManaged` stays
// here: on a CALayer subclass LayerSubclasses.swift rewrites it, elsewhere it needs Core Data.

/// Finds the Objective-C-only attributes and modifiers in a source and the deletions that drop them.
enum ObjectiveCAttributes {
    /// Attributes that exist only for the Objective-C runtime or Interface Builder.
    static let dropped: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
        "@IBSegueAction", "@GKInspectable",
    ]

    /// The deletions for every dropped attribute (with its arguments: `@objc(name:)`) and every
    /// `dynamic` modifier; strings and comments are tokens of their own, so text inside them is
    /// never touched.
    static func deletions(in source: SwiftSource, also extra: [Range<Int>] = []) -> [SourceReplacement] {
        var ranges: [Range<Int>] = extra
        for index in source.tokens.indices {
            let token = source.tokens[index]
            if token.kind == .attribute, dropped.contains(source.text(at: index)) {
                var end = token.range.upperBound
                if let next = source.nextCode(after: index), source.isSymbol(next, "("), source.touchesPrevious(next) {
                    end = source.tokens[source.partner[next]].range.upperBound
                }
                ranges.append(token.range.lowerBound..<end)
            } else if source.isWord(index, "dynamic"), isDeclarationModifier(index, in: source) {
                ranges.append(token.range)
            }
        }
        return source.text.cleanDeletions(of: ranges.sorted { $0.lowerBound < $1.lowerBound })
    }

    /// True when the `dynamic` at `index` modifies a declaration (`@objc dynamic var`,
    /// `public dynamic func`) rather than being a name (`case dynamic`, `let dynamic = 1`).
    static func isDeclarationModifier(_ index: Int, in source: SwiftSource) -> Bool {
        guard let next = source.nextCode(after: index) else { return false }
        let nextIsDeclaration = source.tokens[next].kind == .attribute || source.isModifier(next)
            || ["var", "func", "subscript", "init"].contains { source.isWord(next, $0) }
        guard nextIsDeclaration else { return false }
        guard let previous = source.previousCode(before: index), !source.startsLine(index) else { return true }
        if source.isSymbol(previous, "{") || source.isSymbol(previous, "}") || source.isSymbol(previous, ";") { return true }
        if source.tokens[previous].kind == .attribute || source.isModifier(previous) { return true }
        if source.isSymbol(previous, ")") {
            // `private(set) dynamic var`, `@objc(name) dynamic var`
            let opener = source.partner[previous]
            guard let owner = source.previousCode(before: opener), source.touchesPrevious(opener) else { return false }
            return source.tokens[owner].kind == .attribute || source.isModifier(owner)
        }
        return false
    }
}

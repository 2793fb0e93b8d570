/// What the sources declare as types and as properties, so a `#keyPath`'s leading names are
/// told apart by their declarations (`#keyPath(myController.view.frame)` where `myController`
/// is a class, `#keyPath(Model.description)` where `Model` is a property), and only names the
/// sources do not declare either way by letter case (UIKit's types are capitalised).
struct TypeNames: Sendable {
    /// Type names, simple (`Inner`) and qualified (`Outer.Inner`).
    private(set) var types: Set<String> = []
    /// Names declared with `var` or `let` anywhere in the sources.
    private(set) var properties: Set<String> = []

    init(_ sources: [SwiftSource], declarations: [[TypeDeclaration]]) {
        for (file, list) in declarations.enumerated() {
            for type in list where type.kind != .extension {
                types.insert(type.name)
                if let q = type.qualifiedName { types.insert(q) }
            }
            let source = sources[file]
            for i in source.tokens.indices where source.isWord(i, "var") || source.isWord(i, "let") {
                if let next = source.nextCode(after: i), source.tokens[next].kind == .identifier {
                    properties.insert(source.text(at: next).replacingBackticks)
                }
            }
        }
    }

    /// True when `path` (`A` or `A.B`) names a type: declared as one, or, declared neither as a
    /// type nor as a property, capitalised.
    func isType(_ path: [String]) -> Bool {
        let joined = path.map(\.replacingBackticks).joined(separator: ".")
        let last = path.last!.replacingBackticks
        if types.contains(joined) { return true }
        if properties.contains(last) { return false }
        if types.contains(last) { return true }
        return last.first?.isUppercase == true
    }
}

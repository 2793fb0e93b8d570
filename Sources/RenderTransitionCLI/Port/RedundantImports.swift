// Apple's UIKit re-exports Foundation, and Foundation re-exports Dispatch, so on iOS an
// `import Foundation` or `import Dispatch` beside `import UIKit` adds nothing. Here it does harm:
// the UIKit module declares its own DispatchQueue, DispatchGroup, DispatchTime and
// DispatchWorkItem (they run on the recording's virtual clock), and a file that imports Foundation
// or Dispatch directly sees Dispatch's declarations beside them, so `func f(_ q: DispatchQueue)`
// or `let g = DispatchGroup()` is ambiguous. Port drops those two imports, and only from a file
// that imports UIKit at its top level and names one of the shadowed types; any other import,
// one inside `#if`, one with attributes (`@preconcurrency`, `@testable`) or one sharing its line
// with other code stays as written.

/// Drops `import Foundation` and `import Dispatch` that hide the UIKit module's Dispatch types.
enum RedundantImports {
    /// The Dispatch types the UIKit module declares again, and Foundation's Timer (it fires on the
    /// virtual clock too).
    static let shadowedTypes: Set<String> = ["DispatchQueue", "DispatchGroup", "DispatchTime", "DispatchWorkItem", "Timer"]
    /// The modules whose direct import brings Dispatch's declarations back into view.
    static let hidingModules: Set<String> = ["Foundation", "Dispatch"]

    /// The whole-line deletions for `source` (none when it needs none).
    static func deletions(in source: SwiftSource) -> [SourceReplacement] {
        let imports = plainTopLevelImports(in: source)
        guard imports.contains(where: { $0.module == "UIKit" }),
              source.tokens.indices.contains(where: { source.tokens[$0].kind == .identifier && shadowedTypes.contains(source.text(at: $0)) })
        else { return [] }
        return imports.filter { hidingModules.contains($0.module) }.map { .deletion($0.line) }
    }

    /// An `import M` statement alone on its line: the module and the line's bytes with its break.
    private struct Import {
        let module: String
        let line: Range<Int>
    }

    /// The `import M` statements outside every brace and `#if`, each alone on its line.
    private static func plainTopLevelImports(in source: SwiftSource) -> [Import] {
        var result: [Import] = []
        var braces = 0, conditionals = 0
        for index in source.tokens.indices {
            let token = source.tokens[index]
            switch token.kind {
            case .punctuation where source.text(at: index) == "{": braces += 1
            case .punctuation where source.text(at: index) == "}": braces -= 1
            case .poundDirective where source.text(at: index) == "#if": conditionals += 1
            case .poundDirective where source.text(at: index) == "#endif": conditionals -= 1
            case .identifier where braces == 0 && conditionals == 0 && source.text(at: index) == "import":
                if let statement = plainImport(at: index, in: source) { result.append(statement) }
            default: break
            }
        }
        return result
    }

    /// The statement at `index` when it is `import M` with only blanks around it on its line.
    private static func plainImport(at index: Int, in source: SwiftSource) -> Import? {
        let text = source.text
        let keyword = source.tokens[index].range
        guard index + 1 < source.tokens.count, source.tokens[index + 1].kind == .identifier else { return nil }
        let name = source.tokens[index + 1].range
        let start = text.lineStart(of: keyword.lowerBound), end = text.lineEnd(of: keyword.lowerBound)
        guard name.upperBound <= end,
              text.bytes[start..<keyword.lowerBound].allSatisfy(isBlank),
              text.bytes[keyword.upperBound..<name.lowerBound].allSatisfy(isBlank),
              text.bytes[name.upperBound..<end].allSatisfy(isBlank)
        else { return nil }
        return Import(module: source.text(at: index + 1), line: start..<text.afterLineBreak(at: end))
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}

// The port of a set of sources, all in memory: every file is checked and lexed first, then the
// edits are planned on the original bytes (attribute deletions and reference rewrites as byte
// replacements, override moves as cuts and pastes, so every printed line number is the input's),
// and only then are the outputs assembled. A file with no edit comes out byte for byte.

/// A Swift source to port: the name it was given by and its bytes.
struct PortInput: Sendable {
    let path: String
    let bytes: [UInt8]
}

/// One ported file: its input's path, its new bytes and the edits made in it (moves are listed
/// in the file they leave).
struct PortedFile: Sendable {
    let path: String
    let bytes: [UInt8]
    let edits: [PortEdit]
    /// What port changed nothing for but the user must know: methods named like a UIKit
    /// delegate requirement but not spelled as one (nothing calls them), swizzling, members of
    /// extensions overridden in a subclass.
    var warnings: [PortWarning] = []
    /// The framework (SwiftUI, AppKit…) for which port leaves this file out of the output, or nil.
    var leftOutFor: String? = nil
}

/// Makes the edits Swift on Linux forces on UIKit sources, and nothing else.
enum Porter {
    /// The ported files, in the order given; throws every problem found in any file (one
    /// error, or `several`), and nothing is ported then.
    static func port(_ inputs: [PortInput]) throws(PortError) -> [PortedFile] {
        var sources: [SwiftSource] = []
        var errors: [PortError] = []
        for input in inputs {
            do throws(PortError) {
                guard input.path.hasSuffix(".swift") else { throw PortError.notSwiftFileName(path: input.path) }
                if let offset = firstInvalidUTF8(input.bytes) { throw PortError.notUTF8(path: input.path, offset: offset) }
                let source = try SwiftSource(SourceText(path: input.path, bytes: input.bytes))
                sources.append(source)
            } catch {
                errors.append(error)
            }
        }
        // The files that could not be read as Swift are reported with every problem the others
        // have (an override whose class may be in an unreadable file is not one of them).
        let unreadable = errors.count
        let imports = sources.map(ImportRewrites.init)
        let anyImportsUIKit = imports.contains { $0.importsUIKit && $0.leftOutFor == nil }
        // A file left out takes no part: its declarations are not seen, nothing moves into it.
        let declarations = zip(sources, imports).map { $1.leftOutFor == nil ? $0.typeDeclarations() : [] }
        let conformances = Conformances(sources, declarations: declarations)
        let protocols = Set(declarations.joined().filter { $0.kind == .protocol }.compactMap(\.qualifiedName))
        let types = TypeNames(sources, declarations: declarations)
        var optionals = OptionalRequirements(modifiers: sources.map { _ in [] }, replacements: sources.map { _ in [] })
        do { optionals = try OptionalRequirements.plan(sources, declarations: declarations, conformances: conformances) } catch { errors.append(error) }
        let layerSubclasses = LayerSubclasses.replacements(sources, declarations: declarations)
        let weakBoxes = WeakBoxes.replacements(sources, declarations: declarations)
        let publicClasses = OverrideAccess.publicClasses(sources, declarations: declarations)
        var replacements: [[SourceReplacement]] = []
        for (file, (source, types2)) in zip(sources, declarations).enumerated() {
            guard imports[file].leftOutFor == nil else { replacements.append([]); continue }
            var references: [SourceReplacement] = []
            do {
                references = try ObjectiveCReferences.replacements(in: source, declarations: types2, protocols: protocols, types: types)
            } catch {
                errors.append(error)
            }
            var edits = ObjectiveCAttributes.deletions(in: source, also: optionals.modifiers[file])
                + optionals.replacements[file]
                + references
                + RedundantImports.deletions(in: source)
                + imports[file].replacements
                + ConditionalCompilation.replacements(in: source)
                + ObjectiveCProtocols.replacements(in: source, declarations: types2)
                + layerSubclasses[file]
                + weakBoxes[file]
                + OverrideAccess.replacements(in: source, declarations: types2, publicClasses: publicClasses)
            // A file that imports Foundation or QuartzCore but not UIKit does not see Selector.
            // A file of a framework saw UIKit through the umbrella header whatever it imports
            // (when another file of the set imports UIKit and this one names UIKit's names; a
            // file that imports Foundation needs UIKit only for UIKit's own names and the
            // virtual clock's DispatchQueue, Timer and NSEC_PER_SEC).
            if !imports[file].importsUIKit {
                let importsSomething = !imports[file].statements.isEmpty
                if anyImportsUIKit, ImportRewrites.namesUIKitTypes(source, beyondFoundation: importsSomething) {
                    edits.append(ImportRewrites.uikitImport(in: source, reason: ImportRewrites.umbrellaReason))
                } else if importsSomething, references.contains(where: { $0.bytes.starts(with: Array("Selector(".utf8)) }) {
                    edits.append(ImportRewrites.uikitImport(in: source))
                }
            }
            replacements.append(edits.sorted { $0.range.lowerBound < $1.range.lowerBound })
        }
        let overridden = ExtensionMemberOverrides.find(sources, declarations: declarations)
        var moves: [OverrideMove] = []
        do { moves = try OverrideMove.plan(sources, declarations: declarations, alsoMoving: overridden.moves) } catch { errors.append(error) }
        if unreadable > 0 {
            errors = Array(errors[..<unreadable]) + PortError.combined(Array(errors[unreadable...])).all.filter {
                if case .overrideOutsideGivenClass = $0 { return false }
                return true
            }
        }
        if !errors.isEmpty { throw .combined(errors) }
        var files: [PortedFile] = []
        for (file, source) in sources.enumerated() {
            if let framework = imports[file].leftOutFor {
                files.append(PortedFile(path: source.text.path, bytes: [], edits: [], leftOutFor: framework))
                continue
            }
            let bytes = try assemble(file: file, sources: sources, replacements: replacements, moves: moves)
            let lineEdits = PortEdit.lines(of: source.text, changedBy: replacements[file])
            let moveEdits = moves.filter { $0.sourceFile == file }.map { $0.edit(sources: sources) }
            // By line; at one line the line's own edit comes before the move that takes it away.
            let edits = (lineEdits + moveEdits).enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            let warnings = DelegateSignatureCheck.warnings(in: source, declarations: declarations[file], conformances: conformances).map(\.asWarning)
                + Swizzling.warnings(in: source)
                + overridden.warnings(in: file, afterMoving: moves, sources: sources)
            files.append(PortedFile(path: source.text.path, bytes: bytes, edits: edits,
                                    warnings: warnings.sorted { $0.line < $1.line }))
        }
        return files
    }

    /// File `file`'s output: its bytes with replacements applied, cut members left out and
    /// moved members pasted in.
    private static func assemble(file: Int, sources: [SwiftSource], replacements: [[SourceReplacement]],
                                 moves: [OverrideMove]) throws(PortError) -> [UInt8] {
        let text = sources[file].text
        let cuts = moves.filter { $0.sourceFile == file }.map(\.cut)
        let pastes = moves.filter { $0.destinationFile == file }
        var boundaries = Set([0, text.bytes.count])
        for cut in cuts { boundaries.formUnion([cut.lowerBound, cut.upperBound]) }
        for paste in pastes { boundaries.insert(paste.insertion) }
        let points = boundaries.sorted()
        for r in replacements[file] {
            if points.contains(where: { $0 > r.range.lowerBound && $0 < r.range.upperBound }) {
                throw .notSwift(path: text.path, line: text.line(of: r.range.lowerBound),
                                problem: "an edit here overlaps a moved member; port cannot apply both")
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(text.bytes.count)
        for (a, b) in zip(points, points.dropFirst()) {
            let here = pastes.filter { $0.insertion == a }
            if !here.isEmpty { out += pasted(here, into: text, sources: sources, replacements: replacements) }
            if !cuts.contains(where: { $0.lowerBound <= a && b <= $0.upperBound }) {
                out += text.bytes(a..<b, applying: replacements[file])
            }
        }
        let atEnd = pastes.filter { $0.insertion == text.bytes.count }
        if !atEnd.isEmpty { out += pasted(atEnd, into: text, sources: sources, replacements: replacements) }
        return out
    }

    /// The text pasted before a class's closing brace: each member after a line break of the
    /// destination's style, itself ending in one.
    private static func pasted(_ moves: [OverrideMove], into destination: SourceText, sources: [SwiftSource],
                               replacements: [[SourceReplacement]]) -> [UInt8] {
        let lineBreak = destination.lineBreak
        var out: [UInt8] = []
        for move in moves {
            let origin = sources[move.sourceFile].text
            var member = origin.bytes(move.member, applying: replacements[move.sourceFile])
            if !move.wholeLines || !(member.last == 0x0A || member.last == 0x0D) { member += [0x0A] }
            out += lineBreak
            out += convertingLineBreaks(member, to: lineBreak)
        }
        return out
    }

    /// `bytes` with every `\r\n`, `\n` and lone `\r` as `lineBreak`.
    static func convertingLineBreaks(_ bytes: [UInt8], to lineBreak: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x0D:
                out += lineBreak
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            case 0x0A:
                out += lineBreak
            default:
                out.append(bytes[i])
            }
            i += 1
        }
        return out
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

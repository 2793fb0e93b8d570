// Swift on Linux refuses an override declared in an extension ("cannot be overridden from
// extension": without the Objective-C runtime, extension members are statically dispatched and
// cannot take a vtable slot). UIKit code puts lifecycle overrides in extensions all the time, so
// each one moves, verbatim, into the class's own body (which may be in another file): the
// member with its attributes, the comments directly above it (not a `// MARK:` heading, which
// belongs to the group) and a comment at the end of its last line. Moved members go before the
// class's closing brace, each after a blank line, in the order of the sources and lines. Their
// lines are copied byte for byte (no re-indenting, so multi-line strings stay exactly as they
// were) except that line breaks take the destination file's style.

/// An `override` member cut from an extension and pasted into its class.
struct OverrideMove: Equatable, Sendable {
    /// Index of the file the member leaves, the bytes it is cut from there, and the part of
    /// them that is the member (the cut may take a blank line more).
    let sourceFile: Int
    let cut: Range<Int>
    let member: Range<Int>
    /// True when `member` is whole lines (with their line breaks).
    let wholeLines: Bool
    /// Index of the file holding the class, and the offset the member is pasted at.
    let destinationFile: Int
    let insertion: Int
    /// What the printed edit says: the member's heading, its line, the extension and the class.
    let heading: String
    let line: Int
    let className: String
    /// The 1-based line of the class's closing brace.
    let destinationLine: Int
    /// Why a member that is not an `override` moves (a subclass overrides it), or nil.
    var reason: String? = nil

    /// Every `override` in an extension, planned as a move into its class; throws when the class
    /// is not among `sources`, is declared twice, or the member sits inside `#if` (in the
    /// extension's body, or around the extension under other conditions than the class).
    /// `alsoMoving` names, per file, other members of extensions (by their first token) to move
    /// the same way, with the reason; one that cannot move (its class is not among the sources,
    /// or under other `#if` conditions) is left where it is, without an error.
    static func plan(_ sources: [SwiftSource], declarations: [[TypeDeclaration]],
                     alsoMoving: [Int: [Int: String]] = [:]) throws(PortError) -> [OverrideMove] {
        // A class may be declared once per set of #if conditions (`#if os(iOS) class A … #else class A …`).
        var classes: [String: [(file: Int, type: TypeDeclaration)]] = [:]
        var errors: [PortError] = []
        for (file, types) in declarations.enumerated() {
            for type in types where type.kind == .class {
                guard let name = type.qualifiedName else { continue }
                if let earlier = classes[name]?.first(where: { $0.type.conditions == type.conditions }) {
                    errors.append(.classDeclaredTwice(name: name, first: sources[earlier.file].text.path, second: sources[file].text.path))
                    continue
                }
                classes[name, default: []].append((file, type))
            }
        }
        var moves: [OverrideMove] = []
        for (file, types) in declarations.enumerated() {
            let source = sources[file]
            for type in types where type.kind == .extension {
                for member in source.members(of: type) where member.isOverride || alsoMoving[file]?[member.first] != nil {
                    let line = source.text.line(of: source.tokens[member.headingStart].range.lowerBound)
                    let reason = member.isOverride ? nil : alsoMoving[file]?[member.first]
                    if reason != nil {
                        guard !member.isConditional, classes[type.name]?.contains(where: { $0.type.conditions == type.conditions }) == true else { continue }
                    }
                    if member.isConditional {
                        errors.append(.overrideInsideConditional(path: source.text.path, line: line, member: member.heading))
                        continue
                    }
                    guard let candidates = classes[type.name] else {
                        errors.append(.overrideOutsideGivenClass(path: source.text.path, line: line, member: member.heading, typeName: type.name))
                        continue
                    }
                    guard let home = candidates.first(where: { $0.type.conditions == type.conditions }) else {
                        errors.append(.overrideUnderOtherConditions(path: source.text.path, line: line, member: member.heading,
                                                                    className: type.name, classPath: sources[candidates[0].file].text.path))
                        continue
                    }
                    let (extent, cut, wholeLines) = source.extent(of: member)
                    let destination = sources[home.file]
                    let close = destination.tokens[home.type.bodyClose].range.lowerBound
                    let closeLineStart = destination.text.lineStart(of: close)
                    let insertion = destination.text.isBlank(closeLineStart..<close) ? closeLineStart : close
                    moves.append(OverrideMove(sourceFile: file, cut: cut, member: extent, wholeLines: wholeLines, destinationFile: home.file,
                                              insertion: insertion, heading: member.heading, line: line, className: type.name,
                                              destinationLine: destination.text.line(of: close), reason: reason))
                }
            }
        }
        if !errors.isEmpty { throw .combined(errors) }
        return moves
    }

    /// The printed edit.
    func edit(sources: [SwiftSource]) -> PortEdit {
        PortEdit(path: sources[sourceFile].text.path, line: line,
                 before: "\(heading) in an extension of \(className)",
                 after: "in class \(className)'s body, before its closing brace at \(sources[destinationFile].text.path):\(destinationLine)",
                 reason: reason)
    }
}

extension SwiftSource {
    /// The bytes a moved member takes along, the bytes to cut (those, or with a blank line more),
    /// and whether they are whole lines.
    func extent(of member: MemberDeclaration) -> (member: Range<Int>, cut: Range<Int>, wholeLines: Bool) {
        var first = member.first
        let memberLine = text.line(of: tokens[member.first].range.lowerBound)
        var k = member.first - 1
        var lineBelow = memberLine
        while k >= 0, tokens[k].isComment {
            let comment = tokens[k]
            let commentEndLine = text.line(of: comment.range.upperBound - 1)
            let aloneOnItsLine = k == 0 || text.line(of: tokens[k - 1].range.upperBound - 1) < text.line(of: comment.range.lowerBound)
            guard lineBelow - commentEndLine <= 1, aloneOnItsLine, !isMarkComment(comment) else { break }
            first = k
            lineBelow = text.line(of: comment.range.lowerBound)
            k -= 1
        }
        var last = member.last
        if last + 1 < tokens.count, tokens[last + 1].isComment,
           text.line(of: tokens[last + 1].range.lowerBound) == text.line(of: tokens[last].range.upperBound - 1) {
            last += 1
        }
        var start = tokens[first].range.lowerBound
        var end = tokens[last].range.upperBound
        let lineStart = text.lineStart(of: start)
        let lineEnd = text.lineEnd(of: end)
        guard text.isBlank(lineStart..<start), text.isBlank(end..<lineEnd) else { return (start..<end, start..<end, false) }
        start = lineStart
        end = text.afterLineBreak(at: lineEnd)
        // Between two blank lines, cut one of them too so no double gap stays behind.
        var cutEnd = end
        if start > 0, end < text.bytes.count {
            let above = text.lineStart(of: start - 1)..<text.lineEnd(of: start - 1)
            let below = end..<text.lineEnd(of: end)
            if text.isBlank(above), text.isBlank(below) { cutEnd = text.afterLineBreak(at: below.upperBound) }
        }
        return (start..<end, start..<cutEnd, true)
    }

    /// `// MARK: …` (also `//MARK`), a heading for the members below it rather than a member's own comment.
    private func isMarkComment(_ comment: SwiftToken) -> Bool {
        guard comment.kind == .lineComment else { return false }
        return text.text(comment).dropFirst(2).drop { $0 == " " || $0 == "\t" }.hasPrefix("MARK")
    }
}

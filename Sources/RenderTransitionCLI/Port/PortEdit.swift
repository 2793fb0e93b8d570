/// One change `port` made, as it prints it: `File.swift:12: before → after`, positions in the
/// input file.
struct PortEdit: Equatable, Sendable, CustomStringConvertible {
    let path: String
    let line: Int
    let before: String
    let after: String
    /// Why the line changed, when the change alone does not say it.
    var reason: String? = nil

    var description: String { "\(path):\(line): \(before) → \(after)" + (reason.map { " — " + $0 } ?? "") }

    /// The edits for a file's replacements: one per line they touch (a line with `@objc` and a
    /// `#selector` is one edit), showing the line before and after, trimmed.
    static func lines(of text: SourceText, changedBy replacements: [SourceReplacement]) -> [PortEdit] {
        var edits: [PortEdit] = []
        var k = 0
        while k < replacements.count {
            let start = text.lineStart(of: replacements[k].range.lowerBound)
            var end = text.lineEnd(of: max(replacements[k].range.upperBound - 1, replacements[k].range.lowerBound))
            var group = [replacements[k]]
            k += 1
            while k < replacements.count, replacements[k].range.lowerBound <= end {
                group.append(replacements[k])
                end = max(end, text.lineEnd(of: max(replacements[k].range.upperBound - 1, replacements[k].range.lowerBound)))
                k += 1
            }
            if group.count == 1, group[0].range.isEmpty, group[0].range.lowerBound == start,
               let last = group[0].bytes.last, last == 0x0A || last == 0x0D {
                // A whole line added: the line that follows it is not what changed.
                edits.append(PortEdit(path: text.path, line: text.line(of: start), before: "(line added)",
                                      after: String(decoding: group[0].bytes, as: UTF8.self).collapsingWhitespace, reason: group[0].reason))
                continue
            }
            let region = start..<end
            let before = text.text(region).collapsingWhitespace
            let afterBytes = text.bytes(start..<max(end, group.map(\.range.upperBound).max()!), applying: group)
            let after = String(decoding: afterBytes, as: UTF8.self).collapsingWhitespace
            var reasons: [String] = []
            for r in group { if let why = r.reason, !reasons.contains(why) { reasons.append(why) } }
            edits.append(PortEdit(path: text.path, line: text.line(of: start), before: before,
                                  after: after.isEmpty ? "(line removed)" : after,
                                  reason: reasons.isEmpty ? nil : reasons.joined(separator: "; ")))
        }
        return edits
    }
}

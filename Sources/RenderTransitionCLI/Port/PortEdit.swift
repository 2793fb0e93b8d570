/// One change `port` made, as it prints it: `File.swift:12: before → after`, positions in the
/// input file.
struct PortEdit: Equatable, Sendable, CustomStringConvertible {
    let path: String
    let line: Int
    let before: String
    let after: String

    var description: String { "\(path):\(line): \(before) → \(after)" }

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
            let region = start..<end
            let before = text.text(region).collapsingWhitespace
            let afterBytes = text.bytes(start..<max(end, group.map(\.range.upperBound).max()!), applying: group)
            let after = String(decoding: afterBytes, as: UTF8.self).collapsingWhitespace
            edits.append(PortEdit(path: text.path, line: text.line(of: start), before: before,
                                  after: after.isEmpty ? "(line removed)" : after))
        }
        return edits
    }
}

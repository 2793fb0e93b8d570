/// A source file's bytes with its line table: `port` works on bytes so that everything it does
/// not edit is copied exactly, and reports positions as 1-based lines.
struct SourceText: Sendable {
    /// The file's name as the user gave it, for messages.
    let path: String
    let bytes: [UInt8]
    /// Offsets where each line starts; `\n`, `\r\n` and a lone `\r` end a line.
    let lineStarts: [Int]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                starts.append(i + 1)
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    /// The 1-based line holding byte `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// Where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int { lineStarts[line(of: offset) - 1] }

    /// Where the line holding `offset` ends, before its line break (or the end of the file).
    func lineEnd(of offset: Int) -> Int {
        var i = offset
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        return i
    }

    /// The offset just past the line break at `offset` (which must be a line end), or `offset`
    /// at the end of the file.
    func afterLineBreak(at offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        if bytes[offset] == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { return offset + 2 }
        return offset + 1
    }

    /// The line break this file uses: that of its first line, `\n` when it has a single line.
    var lineBreak: [UInt8] {
        guard lineStarts.count > 1 else { return [0x0A] }
        let end = lineStarts[1]
        if end >= 2, bytes[end - 2] == 0x0D, bytes[end - 1] == 0x0A { return [0x0D, 0x0A] }
        return [bytes[end - 1]]
    }

    /// True when the bytes in `range` are only spaces and tabs.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The text of `range` (the file is valid UTF-8, checked before lexing).
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The text of a token.
    func text(_ token: SwiftToken) -> String { text(token.range) }
}

/// One change to a file's bytes: `range` becomes `bytes` (empty to delete).
struct SourceReplacement: Equatable, Sendable {
    let range: Range<Int>
    let bytes: [UInt8]
    /// Why, when the edit alone does not say it (printed after the edit: `before → after — why`).
    var reason: String? = nil

    /// Deletes the bytes of `range`.
    static func deletion(_ range: Range<Int>, reason: String? = nil) -> SourceReplacement {
        SourceReplacement(range: range, bytes: [], reason: reason)
    }

    /// Replaces `range` with the UTF-8 of `text`.
    static func replacing(_ range: Range<Int>, with text: String, reason: String? = nil) -> SourceReplacement {
        SourceReplacement(range: range, bytes: Array(text.utf8), reason: reason)
    }
}

extension SourceText {
    /// The bytes of `range` with every replacement inside it applied (`replacements` sorted by
    /// start, none overlapping).
    func bytes(_ range: Range<Int>, applying replacements: [SourceReplacement]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var position = range.lowerBound
        for r in replacements where r.range.lowerBound >= range.lowerBound && r.range.upperBound <= range.upperBound {
            out += bytes[position..<r.range.lowerBound]
            out += r.bytes
            position = r.range.upperBound
        }
        out += bytes[position..<range.upperBound]
        return out
    }

    /// Deletions of `ranges` (sorted, not overlapping) that leave tidy lines: each range goes
    /// with the spaces after it (before it, at the end of a line), and a line left with nothing
    /// but spaces goes whole, with its line break, so no blank line stays behind.
    func cleanDeletions(of ranges: [Range<Int>]) -> [SourceReplacement] {
        var result: [SourceReplacement] = []
        var k = 0
        while k < ranges.count {
            let lineStart = lineStart(of: ranges[k].lowerBound)
            var group = [ranges[k]]
            k += 1
            while k < ranges.count, self.lineStart(of: ranges[k].lowerBound) == lineStart {
                group.append(ranges[k])
                k += 1
            }
            let lineEnd = lineEnd(of: group.last!.upperBound)
            var kept = lineStart
            var onlySpacesLeft = true
            for range in group + [lineEnd..<lineEnd] {
                if !isBlank(kept..<range.lowerBound) { onlySpacesLeft = false }
                kept = range.upperBound
            }
            if onlySpacesLeft {
                result.append(.deletion(lineStart..<afterLineBreak(at: lineEnd)))
                continue
            }
            var previousEnd = lineStart
            for (index, range) in group.enumerated() {
                var end = range.upperBound
                let limit = index + 1 < group.count ? group[index + 1].lowerBound : lineEnd
                while end < limit, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                var start = range.lowerBound
                if end == lineEnd {
                    while start > previousEnd, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
                }
                result.append(.deletion(start..<end))
                previousEnd = end
            }
        }
        return result
    }
}

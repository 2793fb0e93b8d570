// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, each costing 1)
// by the classic dynamic programme over three rows: O(m·n) time, O(n) memory. Transpositions
// count once because `--fsp` for `--fps` is the typo people make. Names here are short, so
// nothing cleverer is needed.

/// Edit distance between strings, for "did you mean" suggestions.
package enum EditDistance {
    /// Single-character insertions, deletions, substitutions and adjacent swaps from `a` to `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, beforePrevious[j - 2] + 1) }
                current[j] = d
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word` when it is a plausible typo: at most half the word's
    /// letters (dashes not counted) apart, between 1 and 3, letter case not counted
    /// (`HERO-FADE` is `hero-fade`). Ties go to the earlier candidate.
    package static func nearest(to word: String, among candidates: [String]) -> String? {
        let letters = word.drop { $0 == "-" }.count
        let limit = min(max(letters / 2, 1), 3)
        var best: (name: String, distance: Int)?
        for c in candidates {
            let d = between(word.lowercased(), c.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (c, d) }
        }
        return best?.name
    }
}

// The spans of fills a rasterizer has made before, kept for the fills that repeat.
//
// A fill's spans are a pure function of its inputs: the path, the transform, the fill rule, the
// clip, the flattening tolerance and the segment ceiling (the rasterizer keeps no other state
// that reaches its output). A recording's frames repeat some fills exactly: a device's
// rounded-corner mask, a home indicator, a static rounded background, each the same outline at
// the same place frame after frame, on the same worker's canvas. Replaying their spans skips the
// whole of the fill's work before the sink (the checks, flattening, the cell deposit and sort,
// the run walk), and gives the sink the very rows it got the first time, so every byte drawn
// from them is the same.
//
// What it costs the fills that do not repeat (an animated mask, a moving card): hashing the
// key (one pass over the path's elements) and a look through a short list of recent hashes.
// Spans are recorded only for a key seen before (the second sighting), so a fill that never
// repeats never pays for a copy of its spans; the third and later sightings replay. The memo
// holds a few entries, least recently used out first, and a bounded number of spans.

/// The recent fills of one rasterizer whose spans it can give again (see the file's note).
final class SpanMemo {
    /// Everything a fill's spans depend on. (Equal keys may differ in the sign of a zero, which
    /// `==` does not see; no step of the rasterizer turns that sign into a different coverage.)
    struct Key: Hashable {
        var path: Path
        var transform: Transform2D
        var rule: FillRule
        var clip: IntRect
        var tolerance: Double
        var maxSegments: Int
    }

    /// One fill's output: its rows (absolute y, and a range of `spans`) and its cell count.
    final class Entry {
        let key: Key
        let hash: Int
        var rows: [(y: Int, start: Int, count: Int)] = []
        var spans: [CoverageSpan] = []
        var cellCount = 0

        init(key: Key, hash: Int) {
            self.key = key
            self.hash = hash
        }

        /// Hands `sink` the recorded rows, as the fill that recorded them did.
        func replay<S: SpanSink>(into sink: inout S) {
            spans.withUnsafeBufferPointer { all in
                for row in rows {
                    sink.blitRow(y: row.y, spans: UnsafeBufferPointer(rebasing: all[row.start..<(row.start + row.count)]))
                }
            }
        }
    }

    /// How many recorded fills it keeps (a device's chrome is five: four corners, one indicator).
    static let entryLimit = 16
    /// How many recent keys' hashes it remembers, to know a repeat when it sees one: more than
    /// one frame's fills, so a fill drawn once per frame is known on the next frame.
    static let recentLimit = 256
    /// The most spans all entries hold together (12 bytes each: 3 MB).
    static let spanLimit = 1 << 18

    private var entries: [Entry] = []
    private var recent: [Int] = []
    private var nextRecent = 0
    private var storedSpans = 0

    /// The recorded fill for `key` (its hash `hash`), made the most recently used; nil when none.
    func entry(for key: Key, hash: Int) -> Entry? {
        guard let i = entries.firstIndex(where: { $0.hash == hash && $0.key == key }) else { return nil }
        let e = entries[i]
        replays += 1
        if i != entries.count - 1 {
            entries.remove(at: i)
            entries.append(e)
        }
        return e
    }

    /// Notes a fill that had no entry: an entry to record its spans into when its key was seen
    /// recently (nil the first time).
    func miss(_ key: Key, hash: Int) -> Entry? {
        if recent.contains(hash) { return Entry(key: key, hash: hash) }
        if recent.count < Self.recentLimit {
            recent.append(hash)
        } else {
            recent[nextRecent] = hash
            nextRecent = (nextRecent + 1) % Self.recentLimit
        }
        return nil
    }

    /// Keeps a fully recorded entry, dropping the least recently used ones beyond the limits
    /// (an entry larger than the span limit alone is not kept).
    func store(_ e: Entry) {
        guard e.spans.count <= Self.spanLimit else { return }
        entries.append(e)
        storedSpans += e.spans.count
        while entries.count > Self.entryLimit || storedSpans > Self.spanLimit {
            storedSpans -= entries.removeFirst().spans.count
        }
    }

    /// The number of recorded fills held (for tests).
    var count: Int { entries.count }
    /// The number of fills given from an entry so far (for tests).
    private(set) var replays = 0
}

import Foundation
import Raster

/// Turning a frozen snapshot into its bitmap: the renderer's half of a snapshot.
extension SnapshotSource {
    /// The snapshot's bitmap (`pixelWidth` x `pixelHeight`, premultiplied, transparent where the
    /// subtree draws nothing), made the first time it is asked for and the same object after.
    /// Throws what drawing the frozen subtree throws (a non-finite coordinate, a path with too
    /// many segments), every time it is asked.
    public func bitmap() throws(RasterError) -> Pixmap {
        try resolved { (tree: Layer, counted: () -> Void) throws(RasterError) -> Pixmap in
            func draw() throws(RasterError) -> Pixmap {
                counted()
                return try self.render(tree)
            }
            guard let key = cacheKey else { return try draw() }
            return try SnapshotCache.shared.image(forKey: key, make: draw)
        }
    }

    /// Draws `tree`'s bounds at the bitmap's origin over transparency, as a snapshot captures it.
    private func render(_ tree: Layer) throws(RasterError) -> Pixmap {
        // The size was checked against Pixmap's limits when the source was made.
        let target = Pixmap(width: pixelWidth, height: pixelHeight)!
        let renderer = LayerRenderer(width: pixelWidth, height: pixelHeight, scale: scale)!
        try renderer.renderSnapshot(of: tree, at: 0, into: Canvas(target: target))
        return target
    }
}

/// Snapshot bitmaps of views marked with a cache key (keyed "key@scale"), shared across runs
/// and threads: each is made once, however many workers need it at the same moment, and kept
/// while the bitmaps together stay within `budget` bytes; past it the least recently used go
/// (a gallery of many screens at scale 3 would otherwise keep every screen's 12 MB).
final class SnapshotCache: @unchecked Sendable {
    static let shared = SnapshotCache(budget: 512 << 20)
    /// The most bytes of bitmaps kept.
    let budget: Int
    private let lock = NSLock()
    private var slots: [String: Slot] = [:]
    private var bytes = 0
    private var clock = 0

    init(budget: Int) { self.budget = budget }

    /// One key's bitmap; its lock is held while the bitmap is made, so a second thread needing
    /// the same key waits for it instead of drawing (and holding) a copy of its own. Recursive:
    /// a keyed view holding a snapshot of a view under the same key (the key's promise broken)
    /// draws both on one thread rather than waiting for itself.
    private final class Slot: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var image: Pixmap?
        /// When the slot was last asked for (the cache's clock), under the cache's lock.
        var lastUse = 0
    }

    /// The bitmap stored under `key`, else the one `make` returns (stored for later callers).
    func image(forKey key: String, make: () throws(RasterError) -> Pixmap) throws(RasterError) -> Pixmap {
        lock.lock()
        let slot: Slot
        if let existing = slots[key] { slot = existing } else { slot = Slot(); slots[key] = slot }
        clock += 1
        slot.lastUse = clock
        lock.unlock()
        // Other keys need not wait: only this key's slot is held while its bitmap is made. A
        // failed attempt stores nothing (the source keeps its error; another may succeed).
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let hit = slot.image { return hit }
        let made = try make()
        if let nested = slot.image { return nested }
        stored(made, in: slot)
        return made
    }

    /// How many keys hold a bitmap now.
    var count: Int { lock.withLock { slots.values.filter { $0.image != nil }.count } }

    /// Stores a new bitmap (the caller holds the slot's lock, so a slot's image is only ever
    /// written holding both locks) and evicts the least recently used others while over budget
    /// (an evicted slot keeps serving the threads that already hold it).
    private func stored(_ image: Pixmap, in slot: Slot) {
        lock.lock()
        defer { lock.unlock() }
        slot.image = image
        bytes += image.width * image.height * 4
        while bytes > budget {
            guard let (key, victim) = slots.filter({ $0.value !== slot && $0.value.image != nil })
                .min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            slots[key] = nil
            if let old = victim.image { bytes -= old.width * old.height * 4 }
        }
    }
}

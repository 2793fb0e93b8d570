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
/// and threads: each is made once, however many workers need it at the same moment.
final class SnapshotCache: @unchecked Sendable {
    static let shared = SnapshotCache()
    private let lock = NSLock()
    private var slots: [String: Slot] = [:]

    /// One key's bitmap; its lock is held while the bitmap is made, so a second thread needing
    /// the same key waits for it instead of drawing (and holding) a copy of its own. Recursive:
    /// a keyed view holding a snapshot of a view under the same key (the key's promise broken)
    /// draws both on one thread rather than waiting for itself.
    private final class Slot: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var image: Pixmap?
    }

    /// The bitmap stored under `key`, else the one `make` returns (stored for later callers).
    func image(forKey key: String, make: () throws(RasterError) -> Pixmap) throws(RasterError) -> Pixmap {
        lock.lock()
        let slot: Slot
        if let existing = slots[key] { slot = existing } else { slot = Slot(); slots[key] = slot }
        lock.unlock()
        // Other keys need not wait: only this key's slot is held while its bitmap is made. A
        // failed attempt stores nothing (the source keeps its error; another may succeed).
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let hit = slot.image { return hit }
        let made = try make()
        if let nested = slot.image { return nested }
        slot.image = made
        return made
    }
}

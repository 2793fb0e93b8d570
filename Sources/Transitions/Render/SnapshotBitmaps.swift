import Foundation
import Raster

/// Turning a frozen snapshot into its bitmap: the renderer's half of a snapshot.
extension SnapshotSource {
    /// The snapshot's bitmap (`pixelWidth` x `pixelHeight`, premultiplied, transparent where the
    /// subtree draws nothing), made the first time it is asked for and the same object after.
    /// Throws what drawing the frozen subtree throws (a non-finite coordinate, a path with too
    /// many segments), every time it is asked.
    public func bitmap() throws(RasterError) -> Pixmap {
        try resolved { (tree: Layer) throws(RasterError) -> (Pixmap, rendered: Bool) in
            guard let key = cacheKey else { return (try render(tree), true) }
            return try SnapshotCache.shared.image(forKey: key) { () throws(RasterError) in try render(tree) }
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
/// and threads.
final class SnapshotCache: @unchecked Sendable {
    static let shared = SnapshotCache()
    private let lock = NSLock()
    private var images: [String: Pixmap] = [:]

    /// The bitmap stored under `key`, else the one `make` returns (stored for later callers);
    /// `rendered` is true when this call's `make` made the bitmap returned.
    func image(forKey key: String, make: () throws(RasterError) -> Pixmap) throws(RasterError) -> (Pixmap, rendered: Bool) {
        lock.lock()
        if let hit = images[key] { lock.unlock(); return (hit, false) }
        lock.unlock()
        // Made outside the lock: other keys need not wait; two threads racing on one key both
        // draw the same bytes and the first stored wins.
        let made = try make()
        lock.lock()
        defer { lock.unlock() }
        if let raced = images[key] { return (raced, false) }
        images[key] = made
        return (made, true)
    }
}

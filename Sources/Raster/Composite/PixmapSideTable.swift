import Foundation

/// Data derived from a pixmap (its mip chain, its ink extents), made once per pixmap and shared
/// by every frame and thread, looked up by the pixmap's identity.
///
/// Entries hold their pixmap weakly, so they go when it goes (dead entries are pruned when a new
/// one is made). The derived data assumes the pixmap is not modified after it is first drawn,
/// which holds for contents bitmaps (snapshots, text, images), the only pixmaps sampled this way.
final class PixmapSideTable<Value: AnyObject>: @unchecked Sendable {
    private struct Entry {
        let value: Value
        weak var owner: Pixmap?
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value for `image`, made by `make` on first use.
    func value(for image: Pixmap, make: (Pixmap) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(image)
        if let entry = entries[id], entry.owner === image { return entry.value }
        entries = entries.filter { $0.value.owner != nil }
        let value = make(image)
        entries[id] = Entry(value: value, owner: image)
        return value
    }
}

import Raster

/// Snapshots: a layer subtree frozen as it shows now, shown as a bitmap at the screen scale.
///
/// A snapshot layer carries a `SnapshotSource` (a frozen copy of the subtree, no pixels); the
/// renderer turns it into a bitmap when a frame first needs it and draws that as contents, so
/// transforms resample it (a snapshot scaled 5x goes soft, as on a device) while live layers
/// stay vector-crisp. Setting up a transition never renders: the model only says what the
/// snapshot shows. Subtrees whose content never changes carry a cache key; their bitmaps are
/// made once per scale and shared by every run, frame and thread.
extension Layer {
    /// Makes this layer show `source`'s subtree as it shows now, at the screen scale (what
    /// UIView.snapshotView(afterScreenUpdates:) shows); `cacheKey` shares the bitmap with every
    /// snapshot made under it. The layer's frame is the caller's.
    package func showSnapshot(of source: Layer, cacheKey: String? = nil) {
        let scale = MainScreen.scale
        let frozen = source.snapshot(scale: scale, cacheKey: cacheKey)
        if frozen == nil {
            Timeline.current?.warn("snapshot of a \(source.bounds.width) x \(source.bounds.height) pt view at scale \(scale) is outside "
                + "the pixmap limits; the snapshot view shows nothing")
        }
        snapshot = frozen
        contentsScale = scale
        contentsAreOpaque = frozen?.isOpaque ?? false
    }

    /// This layer's subtree frozen as it shows now (ignoring its own position and transform),
    /// to be drawn at `scale`; nil when that pixel size is outside Pixmap's limits. Its
    /// `bitmap()` draws it (and throws what drawing the subtree throws). `cacheKey` shares the
    /// bitmap with every source made under it at `scale`.
    package func snapshot(scale: Double, cacheKey: String?) -> SnapshotSource? {
        let pw = (bounds.width * scale).rounded(.up), ph = (bounds.height * scale).rounded(.up)
        guard scale > 0, scale.isFinite, pw.isFinite, ph.isFinite, pw <= Double(Pixmap.maximumSide), ph <= Double(Pixmap.maximumSide),
              max(pw, 1) * max(ph, 1) <= Double(Pixmap.maximumPixelCount) else { return nil }
        return SnapshotSource(tree: frozenSubtree(at: currentMediaTime()), scale: scale,
                              pixelWidth: max(Int(pw), 1), pixelHeight: max(Int(ph), 1),
                              cacheKey: cacheKey.map { "\($0)@\(scale)" })
    }
}

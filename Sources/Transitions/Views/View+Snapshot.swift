import Raster

/// Snapshots of engine views (the layer-level work is `Layer.showSnapshot(of:cacheKey:)`).
extension View {
    /// UIView.snapshotView(afterScreenUpdates:): a new view showing this one's current look.
    ///
    /// Views carrying a `snapshotCacheKey` share one bitmap per scale: the key promises the
    /// view is as its scene built it. Code that changes a view before snapshotting it (as
    /// `View.transition(with:)` does) passes `cached: false`.
    package func snapshotView(afterScreenUpdates: Bool = false, cached: Bool = true) -> View {
        let v = View(frame: frame)
        v.layer.showSnapshot(of: layer, cacheKey: cached ? snapshotCacheKey : nil)
        return v
    }

    /// This view's subtree frozen as it shows now (ignoring its own position and transform),
    /// to be drawn at `scale`; nil when that pixel size is outside Pixmap's limits.
    package func snapshot(scale: Double) -> SnapshotSource? { layer.snapshot(scale: scale, cacheKey: nil) }

    /// `snapshot(scale:)`, sharing its bitmap with every source made under `cacheKey` at `scale`.
    package func snapshot(scale: Double, cacheKey: String?) -> SnapshotSource? { layer.snapshot(scale: scale, cacheKey: cacheKey) }
}

import Raster

/// Snapshots: a view subtree frozen as it shows now, shown as a bitmap at the screen scale.
///
/// The snapshot view's layer carries a `SnapshotSource` (a frozen copy of the subtree, no
/// pixels); the renderer turns it into a bitmap when a frame first needs it and draws that as
/// contents, so transforms resample it (a snapshot scaled 5x goes soft, as on a device) while
/// live views stay vector-crisp. Setting up a transition never renders: the model only says
/// what the snapshot shows. Views whose content never changes carry a `snapshotCacheKey`;
/// their bitmaps are made once per scale and shared by every run, frame and thread.
extension View {
    /// UIView.snapshotView(afterScreenUpdates:): a new view showing this one's current look.
    ///
    /// Views carrying a `snapshotCacheKey` share one bitmap per scale: the key promises the
    /// view is as its scene built it. Code that changes a view before snapshotting it (as
    /// `View.transition(with:)` does) passes `cached: false`.
    public func snapshotView(afterScreenUpdates: Bool = false, cached: Bool = true) -> View {
        let scale = MainScreen.scale
        let source = snapshot(scale: scale, cacheKey: cached ? snapshotCacheKey : nil)
        if source == nil {
            Timeline.current?.warn("snapshot of a \(bounds.width) x \(bounds.height) pt view at scale \(scale) is outside "
                + "the pixmap limits; the snapshot view shows nothing")
        }
        let v = View(frame: frame)
        v.layer.snapshot = source
        v.layer.contentsScale = scale
        v.layer.contentsAreOpaque = source?.isOpaque ?? false
        return v
    }

    /// This view's subtree frozen as it shows now (ignoring its own position and transform),
    /// to be drawn at `scale`; nil when that pixel size is outside Pixmap's limits. Its
    /// `bitmap()` draws it (and throws what drawing the subtree throws).
    public func snapshot(scale: Double) -> SnapshotSource? { snapshot(scale: scale, cacheKey: nil) }

    /// `snapshot(scale:)`, sharing its bitmap with every source made under `cacheKey` at `scale`.
    func snapshot(scale: Double, cacheKey: String?) -> SnapshotSource? {
        let pw = (bounds.width * scale).rounded(.up), ph = (bounds.height * scale).rounded(.up)
        guard scale > 0, scale.isFinite, pw.isFinite, ph.isFinite, pw <= Double(Pixmap.maximumSide), ph <= Double(Pixmap.maximumSide),
              max(pw, 1) * max(ph, 1) <= Double(Pixmap.maximumPixelCount) else { return nil }
        return SnapshotSource(tree: layer.frozenSubtree(at: currentMediaTime()), scale: scale,
                              pixelWidth: max(Int(pw), 1), pixelHeight: max(Int(ph), 1),
                              cacheKey: cacheKey.map { "\($0)@\(scale)" })
    }
}

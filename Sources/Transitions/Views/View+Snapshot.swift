import Foundation
import Raster

/// Snapshots: a view subtree rendered once into a bitmap at the screen scale.
///
/// The snapshot view shows that bitmap as its layer's contents, so transforms resample it (a
/// snapshot scaled 5x goes soft, as on a device) while live views stay vector-crisp. Views
/// whose content never changes carry a `snapshotCacheKey`; their bitmaps are made once per
/// scale and shared by every frame and thread.
extension View {
    /// UIView.snapshotView(afterScreenUpdates:): a new view showing this one's current look.
    ///
    /// Views carrying a `snapshotCacheKey` are snapshotted once per scale: the key promises the
    /// view is as its scene built it. Code that changes a view before snapshotting it (as
    /// `View.transition(with:)` does) passes `cached: false`.
    public func snapshotView(afterScreenUpdates: Bool = false, cached: Bool = true) -> View {
        let scale = MainScreen.scale
        let image = cached ? SnapshotCache.shared.image(for: self, scale: scale) : renderSnapshot(scale: scale)
        let v = View(frame: frame)
        v.layer.contents = image
        v.layer.contentsScale = scale
        v.layer.contentsAreOpaque = image.map { _ in isOpaqueWhenSnapshot } ?? false
        return v
    }

    /// True when the view's own opaque background fills its bounds (the snapshot is opaque).
    var isOpaqueWhenSnapshot: Bool {
        (backgroundColor?.alpha ?? 0) >= 1 && cornerRadius == 0 && alpha >= 1
    }

    /// Renders this view's subtree (ignoring its own position and transform) at `scale`.
    public func renderSnapshot(scale: Double) -> Pixmap? {
        let w = Int((bounds.width * scale).rounded(.up)), h = Int((bounds.height * scale).rounded(.up))
        guard let target = Pixmap(width: max(w, 1), height: max(h, 1)),
              let renderer = LayerRenderer(width: target.width, height: target.height, scale: scale) else { return nil }
        let canvas = Canvas(target: target)
        do {
            try renderer.renderSnapshot(of: layer, at: currentMediaTime(), into: canvas)
        } catch {
            return nil
        }
        return target
    }
}

/// Snapshot bitmaps of views marked with a cache key, shared across runs and threads.
final class SnapshotCache: @unchecked Sendable {
    static let shared = SnapshotCache()
    private let lock = NSLock()
    private var images: [String: Pixmap] = [:]

    func image(for view: View, scale: Double) -> Pixmap? {
        guard let key = view.snapshotCacheKey.map({ "\($0)@\(scale)" }) else { return view.renderSnapshot(scale: scale) }
        lock.lock()
        if let hit = images[key] { lock.unlock(); return hit }
        lock.unlock()
        guard let made = view.renderSnapshot(scale: scale) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let raced = images[key] { return raced }
        images[key] = made
        return made
    }
}

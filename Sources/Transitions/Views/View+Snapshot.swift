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
        var image: Pixmap?
        do {
            image = try cached ? SnapshotCache.shared.image(for: self, scale: scale) : renderSnapshot(scale: scale)
            if image == nil {
                Timeline.current?.warn("snapshot of a \(bounds.width) x \(bounds.height) pt view at scale \(scale) is outside "
                    + "the pixmap limits; the snapshot view shows nothing")
            }
        } catch {
            // A UIKit-shaped call cannot throw: the plan's warnings say what went missing.
            Timeline.current?.warn("snapshot of a \(bounds.width) x \(bounds.height) pt view failed to render: \(error); "
                + "the snapshot view shows nothing")
        }
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

    /// Renders this view's subtree (ignoring its own position and transform) at `scale`; nil
    /// when that pixel size is outside Pixmap's limits. Throws what drawing the subtree throws
    /// (a non-finite coordinate, a path with too many segments) rather than returning a blank.
    public func renderSnapshot(scale: Double) throws(RasterError) -> Pixmap? {
        let pw = (bounds.width * scale).rounded(.up), ph = (bounds.height * scale).rounded(.up)
        guard pw.isFinite, ph.isFinite, pw <= Double(Pixmap.maximumSide), ph <= Double(Pixmap.maximumSide) else { return nil }
        let w = Int(pw), h = Int(ph)
        guard let target = Pixmap(width: max(w, 1), height: max(h, 1)),
              let renderer = LayerRenderer(width: target.width, height: target.height, scale: scale) else { return nil }
        try renderer.renderSnapshot(of: layer, at: currentMediaTime(), into: Canvas(target: target))
        return target
    }
}

/// Snapshot bitmaps of views marked with a cache key, shared across runs and threads.
final class SnapshotCache: @unchecked Sendable {
    static let shared = SnapshotCache()
    private let lock = NSLock()
    private var images: [String: Pixmap] = [:]

    func image(for view: View, scale: Double) throws(RasterError) -> Pixmap? {
        guard let key = view.snapshotCacheKey.map({ "\($0)@\(scale)" }) else { return try view.renderSnapshot(scale: scale) }
        lock.lock()
        if let hit = images[key] { lock.unlock(); return hit }
        lock.unlock()
        guard let made = try view.renderSnapshot(scale: scale) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let raced = images[key] { return raced }
        images[key] = made
        return made
    }
}

import Foundation
import Raster

/// A layer subtree frozen as it showed at one time: what a snapshot view shows.
///
/// Made by `View.snapshot(scale:)` (and so by `snapshotView`) while a transition is being set
/// up, it holds a private copy of the subtree's presentation values at that time: no
/// animations, and nothing the caller can reach, so later edits of the source views change
/// nothing it shows. It holds no pixels when made: the renderer turns it into a bitmap the
/// first time a frame needs it (`bitmap()`), once per source, and every frame and thread
/// shares that bitmap. Sources made from views carrying a `snapshotCacheKey` share one bitmap
/// per key and scale across runs.
public final class SnapshotSource: @unchecked Sendable {
    /// Pixels per point of the bitmap.
    public let scale: Double
    /// The bitmap's size in pixels (the frozen bounds at `scale`, rounded up, at least 1).
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// "key@scale" for a view whose look never changes (see `View.snapshotCacheKey`).
    package let cacheKey: String?
    /// True when every pixel of the bitmap will be opaque: the frozen root shows, whole, an
    /// opaque square-cornered background under everything else (nothing masks it away).
    public let isOpaque: Bool

    /// Guards `tree`, `memo` and `bitmapRenders`; held while the bitmap is made, so two
    /// threads needing it at once make it once.
    private let lock = NSLock()
    /// The frozen subtree; dropped once the bitmap is made (only the bitmap is drawn from then on).
    private var tree: Layer?
    /// The bitmap, or the error making it threw (kept, so every frame reports the same error).
    private var memo: Result<Pixmap, RasterError>?
    /// How many times this source's tree was drawn into a bitmap (0 when the keyed cache had it).
    package private(set) var bitmapRenders = 0

    /// A source drawing `tree` (a frozen copy: nothing else may hold or edit it) at `scale`.
    init(tree: Layer, scale: Double, pixelWidth: Int, pixelHeight: Int, cacheKey: String?) {
        self.tree = tree
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.cacheKey = cacheKey
        isOpaque = (tree.backgroundColor?.alpha ?? 0) >= 1 && tree.cornerRadius == 0 && tree.opacity >= 1
            && !tree.isHidden && tree.mask == nil
    }

    /// The bitmap, made by `make(tree, draw)` the first time it is asked for; later calls (on
    /// any thread) get the same bitmap, or the same error, without calling `make`. `make`
    /// calls `draw` for each time it draws the tree (counted in `bitmapRenders`).
    package func resolved(by make: (Layer, _ draw: () -> Void) throws(RasterError) -> Pixmap) throws(RasterError) -> Pixmap {
        lock.lock()
        defer { lock.unlock() }
        if let memo { return try memo.get() }
        guard let tree else { preconditionFailure("a snapshot source without a bitmap still has its tree") }
        do {
            let image = try make(tree) { bitmapRenders += 1 }
            memo = .success(image)
            self.tree = nil
            return image
        } catch {
            memo = .failure(error)
            throw error
        }
    }
}

import Raster

/// A layer that draws a page curling about a cylinder (UIKit's partial curl), from a bitmap
/// of the page or a snapshot of it (whose bitmap the renderer makes when the curl is drawn).
///
/// Its progress is not a layer property (`LayerProperty` is a closed set, and an animation
/// needs one): the layer keeps its own begin time, duration and timing curve, captured when
/// the transition sets it up, and turns the run time `draw` receives into progress. That is
/// as deterministic as an animation, because every frame is drawn at a known run time, and it
/// follows interactive scrubbing the same way (the presentation copy is made at the scrubbed
/// time, and its drawing carries the progress at that time).
public final class PageCurlLayer: DrawingLayer {
    /// The cylinder model and the axis's travel.
    public let geometry: PageCurlGeometry
    /// The page's look, covering `geometry.page` (its pixel size sets the sampling scale).
    public let page: Page
    /// When the curl starts moving (run time, seconds).
    public let beginTime: Double
    /// How long the curl takes to move (seconds, > 0).
    public let duration: Double
    /// The pacing of the curl's progress.
    public let timingCurve: TimingCurve
    /// True when the page falls back (progress 1 to 0) instead of curling up.
    public let isUncurling: Bool

    /// Where the page's pixels come from.
    public enum Page {
        /// A bitmap made beforehand.
        case bitmap(Pixmap)
        /// A snapshot of the page view; the renderer makes its bitmap when the curl is drawn.
        case snapshot(SnapshotSource)
    }

    /// A layer covering `geometry.page` in its superlayer's coordinates, curling `image`.
    public convenience init(geometry: PageCurlGeometry, image: Pixmap, beginTime: Double, duration: Double,
                            timingCurve: TimingCurve, isUncurling: Bool) {
        self.init(geometry: geometry, page: .bitmap(image), beginTime: beginTime, duration: duration,
                  timingCurve: timingCurve, isUncurling: isUncurling)
    }

    /// A layer covering `geometry.page` in its superlayer's coordinates, curling `page`.
    public init(geometry: PageCurlGeometry, page: Page, beginTime: Double, duration: Double,
                timingCurve: TimingCurve, isUncurling: Bool) {
        self.geometry = geometry
        self.page = page
        self.beginTime = beginTime
        self.duration = max(duration, 0)
        self.timingCurve = timingCurve
        self.isUncurling = isUncurling
        super.init()
        frame = geometry.page
    }

    /// The curl's progress at run time `time`: 0 flat, 1 resting partial curl.
    public func progress(at time: Double) -> Double {
        let f = duration > 0 ? min(max((time - beginTime) / duration, 0), 1) : 1
        let eased = timingCurve.value(at: f)
        return isUncurling ? 1 - eased : eased
    }

    /// The curl at run time `time`: the page painted at `progress(at: time)`.
    public override func drawing(at time: Double) -> LayerDrawing? {
        // The geometry is in the page's own coordinates; the layer's bounds start at its origin.
        let toPage = Transform2D(translationX: -geometry.page.minX + bounds.minX, y: -geometry.page.minY + bounds.minY)
        let geometry = geometry, progress = progress(at: time)
        switch page {
        case .bitmap(let image):
            let painter = PageCurlPainter(geometry: geometry, image: image)
            return LayerDrawing { canvas, transform, opacity in
                painter.paint(progress: progress, into: canvas, transform: toPage.concatenating(transform), opacity: opacity)
            }
        case .snapshot(let source):
            return LayerDrawing(from: source) { canvas, transform, opacity, image in
                PageCurlPainter(geometry: geometry, image: image)
                    .paint(progress: progress, into: canvas, transform: toPage.concatenating(transform), opacity: opacity)
            }
        }
    }
}

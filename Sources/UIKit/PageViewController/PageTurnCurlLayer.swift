internal import Raster
internal import Transitions
import Foundation

/// The curling page of a `.pageCurl` turn: the engine's cylinder curl (`PageCurlLayer`), turned
/// so that the page curls off from its right edge toward the spine at its left edge.
///
/// The engine's curl lifts a page from its bottom edge about an axis within 45 degrees of
/// horizontal. A page turn lifts it from the right edge about a nearly vertical axis, so this
/// layer draws the engine's curl of the page turned a quarter turn (its right edge at the
/// bottom) and turns the drawing back: the snapshot's bitmap is rotated once (exactly, texel
/// for texel), and the drawing's transform maps the rotated page's points onto the page.
///
/// Progress 0 is the page lying flat; 1 is the page curled wholly off past the spine (the axis
/// far enough beyond the left edge that neither the roll nor its shadow shows). Along the turn
/// the radius and the tilt move as _UIPageCurl animates its filter's inputs for a one-page
/// spine: the radius from 0.152 to 0.305 of the page width, the tilt from 10 degrees (the
/// bottom-right corner leading) to none.
final class PageTurnCurlLayer: DrawingLayer {
    /// How progress moves: held (a pan drives it) or animated over a span of run time.
    enum Motion {
        case still(Double)
        case moving(from: Double, to: Double, begin: Double, duration: Double, curve: TimingCurve)
    }

    let source: SnapshotSource
    var motion: Motion
    private let rotated = RotatedBitmap()

    /// Radius at progress 0 and 1, in page widths (_UIPageCurl's inputRadius for spine .min).
    static let radiusFractions = (start: 0.152439024, end: 0.304878049)
    /// Tilt at progress 0 (10 degrees: _UIPageCurl starts its inputAngle 0.1745 rad off its base).
    static let startTilt = 0.174532925
    /// How far beyond the spine the axis ends, in radii: past the roll (1) and its shadow (1.25).
    static let clearance = 2.3

    init(source: SnapshotSource, frame: Rect, motion: Motion) {
        self.source = source
        self.motion = motion
        super.init()
        self.frame = frame
    }

    /// The turn's progress at run time `time`.
    func progress(at time: Double) -> Double {
        switch motion {
        case .still(let p): return min(max(p, 0), 1)
        case let .moving(from, to, begin, duration, curve):
            let f = duration > 0 ? min(max((time - begin) / duration, 0), 1) : 1
            return from + (to - from) * curve.value(at: f)
        }
    }

    /// The engine's geometry for a page `width` x `height` (points) at `progress`, in the
    /// rotated page's coordinates (`height` wide, `width` high, the right edge at the bottom).
    static func geometry(width: Double, height: Double, progress p: Double) -> PageCurlGeometry? {
        let r = width * (radiusFractions.start + (radiusFractions.end - radiusFractions.start) * p)
        let angle = -startTilt * (1 - p)
        // At rest the axis lies `clearance` radii beyond the spine at its nearest point.
        let beyond = (clearance * r + height / 2 * abs(sin(angle))) / cos(angle)
        let f = min((width + beyond) / width, PageCurlGeometry.restingFractions.upperBound)
        return PageCurlGeometry(page: Rect(x: 0, y: 0, width: height, height: width), radius: r, angle: angle, restingFraction: f)
    }

    override func drawing(at time: Double) -> LayerDrawing? {
        let w = bounds.width, h = bounds.height
        let p = progress(at: time)
        guard w > 0, h > 0, let geometry = Self.geometry(width: w, height: h, progress: p) else { return nil }
        // Rotated page point (x', y') is page point (y', h - x').
        let toPage = Transform2D(a: 0, b: -1, c: 1, d: 0, tx: bounds.minX, ty: bounds.minY + h)
        let rotated = rotated
        return LayerDrawing(from: source) { (canvas: Canvas, transform: Transform2D, opacity: Double, image: Pixmap) throws(RasterError) in
            guard let turned = rotated.turned(image) else { return }
            let curl = PageCurlLayer(geometry: geometry, image: turned, beginTime: 0, duration: 1, timingCurve: .linear, isUncurling: false)
            try curl.drawing(at: p)?.draw(in: canvas, transform: toPage.concatenating(transform), opacity: opacity, snapshotBitmap: nil)
        }
    }
}

/// A bitmap turned a quarter turn (its right edge to the bottom), made once per source bitmap
/// however many frames are drawn from it at the same moment.
final class RotatedBitmap: @unchecked Sendable {
    private let lock = NSLock()
    private var original: Pixmap?
    private var result: Pixmap?

    func turned(_ image: Pixmap) -> Pixmap? {
        lock.lock()
        defer { lock.unlock() }
        if original === image, let result { return result }
        guard let out = Pixmap(width: image.height, height: image.width) else { return nil }
        let src = image.pixels, dst = out.pixels, w = image.width, h = image.height
        // Rotated texel (i', j') is texel (j', h - 1 - i').
        for j in 0..<w {
            for i in 0..<h { dst[j * h + i] = src[(h - 1 - i) * w + j] }
        }
        original = image
        result = out
        return out
    }
}

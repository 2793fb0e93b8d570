internal import Raster
internal import Transitions
import Foundation

/// The curling page of a `.pageCurl` turn: the engine's cylinder curl (`PageCurlLayer`), turned
/// so that the page curls off from its free edge (`edge`, the one opposite the spine) toward
/// the spine.
///
/// The engine's curl lifts a page from its bottom edge about an axis within 45 degrees of
/// horizontal. A page turn with a left spine lifts it from the right edge about a nearly
/// vertical axis, so this layer draws the engine's curl of the page turned a quarter turn (its
/// right edge at the bottom) and turns the drawing back: the snapshot's bitmap is rotated once
/// (exactly, texel for texel), and the drawing's transform maps the rotated page's points onto
/// the page. A right spine turns the page the other quarter turn, a top spine (a vertical
/// curl) needs no turn, and a bottom spine flips the page upside down (and the drawing back).
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

    /// The page's edge that lifts (opposite the spine).
    enum Edge: Sendable { case right, left, bottom, top }

    let source: SnapshotSource
    var motion: Motion
    let edge: Edge
    private let rotated: RotatedBitmap

    /// Radius at progress 0 and 1, in page widths (_UIPageCurl's inputRadius for spine .min).
    static let radiusFractions = (start: 0.152439024, end: 0.304878049)
    /// Tilt at progress 0 (10 degrees: _UIPageCurl starts its inputAngle 0.1745 rad off its base).
    static let startTilt = 0.174532925
    /// How far beyond the spine the axis ends, in radii: past the roll (1) and its shadow (1.25).
    static let clearance = 2.3

    init(source: SnapshotSource, frame: Rect, motion: Motion, edge: Edge = .right) {
        self.source = source
        self.motion = motion
        self.edge = edge
        rotated = RotatedBitmap(edge: edge)
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
    /// `tiltSign` −1 tilts the other way: a right spine's page leads with its bottom-left
    /// corner, the mirror image of a left spine's.
    static func geometry(width: Double, height: Double, progress p: Double, tiltSign: Double = 1) -> PageCurlGeometry? {
        let r = width * (radiusFractions.start + (radiusFractions.end - radiusFractions.start) * p)
        let angle = -tiltSign * startTilt * (1 - p)
        // At rest the axis lies `clearance` radii beyond the spine at its nearest point.
        let beyond = (clearance * r + height / 2 * abs(sin(angle))) / cos(angle)
        let f = min((width + beyond) / width, PageCurlGeometry.restingFractions.upperBound)
        return PageCurlGeometry(page: Rect(x: 0, y: 0, width: height, height: width), radius: r, angle: angle, restingFraction: f)
    }

    /// Maps the engine's page (free edge at the bottom) onto this page, per edge; x = a x' + c y' + tx, y = b x' + d y' + ty.
    static func toPage(_ edge: Edge, bounds b: Rect) -> Transform2D {
        switch edge {
        // Rotated page point (x', y') is page point (y', h − x').
        case .right: Transform2D(a: 0, b: -1, c: 1, d: 0, tx: b.minX, ty: b.minY + b.height)
        // (x', y') is (w − y', x').
        case .left: Transform2D(a: 0, b: 1, c: -1, d: 0, tx: b.minX + b.width, ty: b.minY)
        // (x', y') is itself.
        case .bottom: Transform2D(a: 1, b: 0, c: 0, d: 1, tx: b.minX, ty: b.minY)
        // (x', y') is (x', h − y').
        case .top: Transform2D(a: 1, b: 0, c: 0, d: -1, tx: b.minX, ty: b.minY + b.height)
        }
    }

    override func drawing(at time: Double) -> LayerDrawing? {
        let horizontal = edge == .right || edge == .left
        // The curl travels across the page toward the spine; the spine's length is the other side.
        let w = horizontal ? bounds.width : bounds.height, h = horizontal ? bounds.height : bounds.width
        let p = progress(at: time)
        // The left edge's quarter turn runs the engine's page the other way along the spine.
        guard w > 0, h > 0, let geometry = Self.geometry(width: w, height: h, progress: p, tiltSign: edge == .left ? -1 : 1) else { return nil }
        let toPage = Self.toPage(edge, bounds: bounds)
        let rotated = rotated
        return LayerDrawing(from: source) { (canvas: Canvas, transform: Transform2D, opacity: Double, image: Pixmap) throws(RasterError) in
            guard let turned = rotated.turned(image) else { return }
            let curl = PageCurlLayer(geometry: geometry, image: turned, beginTime: 0, duration: 1, timingCurve: .linear, isUncurling: false)
            try curl.drawing(at: p)?.draw(in: canvas, transform: toPage.concatenating(transform), opacity: opacity, snapshotBitmap: nil)
        }
    }
}

/// A bitmap turned so that the page's free edge is at the bottom (a quarter turn either way,
/// or upside down), made once per source bitmap however many frames are drawn from it at the
/// same moment.
final class RotatedBitmap: @unchecked Sendable {
    private let lock = NSLock()
    private let edge: PageTurnCurlLayer.Edge
    private var original: Pixmap?
    private var result: Pixmap?

    init(edge: PageTurnCurlLayer.Edge = .right) { self.edge = edge }

    func turned(_ image: Pixmap) -> Pixmap? {
        if edge == .bottom { return image }
        lock.lock()
        defer { lock.unlock() }
        if original === image, let result { return result }
        let quarter = edge == .right || edge == .left
        guard let out = quarter ? Pixmap(width: image.height, height: image.width) : Pixmap(width: image.width, height: image.height) else { return nil }
        let src = image.pixels, dst = out.pixels, w = image.width, h = image.height
        switch edge {
        case .right:
            // Rotated texel (i', j') is texel (j', h − 1 − i').
            for j in 0..<w { for i in 0..<h { dst[j * h + i] = src[(h - 1 - i) * w + j] } }
        case .left:
            // Rotated texel (i', j') is texel (w − 1 − j', i').
            for j in 0..<w { for i in 0..<h { dst[j * h + i] = src[i * w + (w - 1 - j)] } }
        case .top:
            // Texel (i, j) is texel (i, h − 1 − j).
            for j in 0..<h { for i in 0..<w { dst[j * w + i] = src[(h - 1 - j) * w + i] } }
        case .bottom:
            break
        }
        original = image
        result = out
        return out
    }
}

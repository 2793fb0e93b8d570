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
/// Progress 0 is the page lying flat. At a one-page spine (`Reach.offPage`), 1 is the page
/// curled wholly off past the spine (the axis far enough beyond it that neither the roll nor
/// its shadow shows), and the radius moves as _UIPageCurl animates its filter's input for a
/// one-page spine, from 0.152 to 0.305 of the page width. At a `.mid` spine (`Reach.facingPage`)
/// the page turns over the spine onto the facing page: at 1 the axis lies on the spine and the
/// radius has shrunk from 150 pt to 1 pt (_UIPageCurl's inputRadius for a two-page spine), so
/// the page lies flat, mirrored, over the facing page; the layer then covers both pages. Either
/// way the tilt moves from 10 degrees (the bottom-right corner leading) to none.
///
/// A double-sided page's back (`back`, the next page's snapshot) is turned like the front and
/// mirrored across the fold, so that where the page lies turned over, the back reads the right
/// way round.
final class PageTurnCurlLayer: DrawingLayer {
    /// How progress moves: held (a pan drives it) or animated over a span of run time.
    enum Motion {
        case still(Double)
        case moving(from: Double, to: Double, begin: Double, duration: Double, curve: TimingCurve)
    }

    /// The page's edge that lifts (opposite the spine).
    enum Edge: Sendable { case right, left, bottom, top }

    /// Where the turning page ends.
    enum Reach: Sendable {
        /// Off past the spine (one page at a time).
        case offPage
        /// Over the spine onto the facing page (two pages side by side).
        case facingPage
    }

    let source: SnapshotSource
    let back: SnapshotSource?
    var motion: Motion
    let edge: Edge
    let reach: Reach
    /// The turning page's rectangle in the layer (the layer's bounds, or one half of them at a `.mid` spine).
    let page: Rect
    private let rotated: RotatedBitmap
    private let rotatedBack: RotatedBitmap

    /// Radius at progress 0 and 1, in page widths (_UIPageCurl's inputRadius for spine .min).
    static let radiusFractions = (start: 0.152439024, end: 0.304878049)
    /// Radius at progress 0 and 1 at a `.mid` spine, in points (_UIPageCurl's inputRadius there).
    static let facingRadii = (start: 150.0, end: 1.0)
    /// Tilt at progress 0 (10 degrees: _UIPageCurl starts its inputAngle 0.1745 rad off its base).
    static let startTilt = 0.174532925
    /// How far beyond the spine the axis ends, in radii: past the roll (1) and its shadow (1.25).
    static let clearance = 2.3

    /// A layer at `frame` whose page `page` (in the layer's bounds; all of them by default)
    /// turns from `edge`, showing `back` on its back when double-sided.
    init(source: SnapshotSource, back: SnapshotSource? = nil, frame: Rect, page: Rect? = nil, motion: Motion,
         edge: Edge = .right, reach: Reach = .offPage) {
        self.source = source
        self.back = back
        self.motion = motion
        self.edge = edge
        self.reach = reach
        self.page = page ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        rotated = RotatedBitmap(edge: edge)
        rotatedBack = RotatedBitmap(edge: edge, mirrored: true)
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
    static func geometry(width: Double, height: Double, progress p: Double, tiltSign: Double = 1, reach: Reach = .offPage) -> PageCurlGeometry? {
        let angle = -tiltSign * startTilt * (1 - p)
        let rotatedPage = Rect(x: 0, y: 0, width: height, height: width)
        switch reach {
        case .offPage:
            let r = width * (radiusFractions.start + (radiusFractions.end - radiusFractions.start) * p)
            // At rest the axis lies `clearance` radii beyond the spine at its nearest point.
            let beyond = (clearance * r + height / 2 * abs(sin(angle))) / cos(angle)
            let f = min((width + beyond) / width, PageCurlGeometry.restingFractions.upperBound)
            return PageCurlGeometry(page: rotatedPage, radius: r, angle: angle, restingFraction: f)
        case .facingPage:
            // At rest the axis is the spine (the tilt gone by then): the page lies over the facing one.
            let r = facingRadii.start + (facingRadii.end - facingRadii.start) * p
            return PageCurlGeometry(page: rotatedPage, radius: r, angle: angle, restingFraction: 1)
        }
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
        let w = horizontal ? page.width : page.height, h = horizontal ? page.height : page.width
        let p = progress(at: time)
        // The left edge's quarter turn runs the engine's page the other way along the spine.
        guard w > 0, h > 0,
              let geometry = Self.geometry(width: w, height: h, progress: p, tiltSign: edge == .left ? -1 : 1, reach: reach) else { return nil }
        let toPage = Self.toPage(edge, bounds: page).concatenating(Transform2D(translationX: bounds.minX, y: bounds.minY))
        // The facing page lies across the spine, the engine's top edge: the mirror of the page above it.
        let extent = reach == .facingPage ? Rect(x: 0, y: -w, width: h, height: 2 * w) : nil
        let rotated = rotated, rotatedBack = rotatedBack, back = back
        return LayerDrawing(from: source) { (canvas: Canvas, transform: Transform2D, opacity: Double, image: Pixmap) throws(RasterError) in
            guard let turned = rotated.turned(image) else { return }
            // The back's bitmap is made here, as the renderer makes the front's: setting up draws nothing.
            let backTurned = try back.map { (source: SnapshotSource) throws(RasterError) -> Pixmap? in rotatedBack.turned(try source.bitmap()) } ?? nil
            PageCurlPainter(geometry: geometry, image: turned, back: backTurned, extent: extent)
                .paint(progress: p, into: canvas, transform: toPage.concatenating(transform), opacity: opacity)
        }
    }
}

/// A bitmap turned so that the page's free edge is at the bottom (a quarter turn either way,
/// or upside down), made once per source bitmap however many frames are drawn from it at the
/// same moment. `mirrored`, the page's back: the turned bitmap flipped across the fold (top to
/// bottom once turned), so that the texel at a point of the page is what its back shows there.
final class RotatedBitmap: @unchecked Sendable {
    private let lock = NSLock()
    private let edge: PageTurnCurlLayer.Edge
    private let mirrored: Bool
    private var original: Pixmap?
    private var result: Pixmap?

    init(edge: PageTurnCurlLayer.Edge = .right, mirrored: Bool = false) {
        self.edge = edge
        self.mirrored = mirrored
    }

    func turned(_ image: Pixmap) -> Pixmap? {
        if edge == .bottom, !mirrored { return image }
        lock.lock()
        defer { lock.unlock() }
        if original === image, let result { return result }
        let quarter = edge == .right || edge == .left
        guard let out = quarter ? Pixmap(width: image.height, height: image.width) : Pixmap(width: image.width, height: image.height) else { return nil }
        let src = image.pixels, dst = out.pixels, w = image.width, h = image.height
        // Mirrored, the turned bitmap's row j' reads the source's row for w − 1 − j' (h − 1 − j).
        switch (edge, mirrored) {
        case (.right, false):
            // Rotated texel (i', j') is texel (j', h − 1 − i').
            for j in 0..<w { for i in 0..<h { dst[j * h + i] = src[(h - 1 - i) * w + j] } }
        case (.right, true):
            for j in 0..<w { for i in 0..<h { dst[j * h + i] = src[(h - 1 - i) * w + (w - 1 - j)] } }
        case (.left, false):
            // Rotated texel (i', j') is texel (w − 1 − j', i').
            for j in 0..<w { for i in 0..<h { dst[j * h + i] = src[i * w + (w - 1 - j)] } }
        case (.left, true):
            for j in 0..<w { for i in 0..<h { dst[j * h + i] = src[i * w + j] } }
        case (.top, false), (.bottom, true):
            // Texel (i, j) is texel (i, h − 1 − j).
            for j in 0..<h { for i in 0..<w { dst[j * w + i] = src[(h - 1 - j) * w + i] } }
        case (.top, true):
            for j in 0..<h { for i in 0..<w { dst[j * w + i] = src[j * w + i] } }
        case (.bottom, false):
            break
        }
        original = image
        result = out
        return out
    }
}

package import Raster

// CGContext over the rasterizer: graphics state (save/restore, CTM, colours, alpha, line width,
// cap, join, miter limit, dash, clip, blend mode, interpolation) and the current path. Drawing
// itself is in CGContext+Drawing.swift. Not here: shadows, gradients, patterns, text, PDF
// contexts, transparency layers, clipping to an image mask (all absent: a compile error).

/// CGContext: a drawing destination (a bitmap) with a graphics state and a current path.
///
/// The current path is kept in device pixels, as Core Graphics keeps it: each point goes
/// through the CTM when it is added, so changing the CTM afterwards moves nothing already in
/// the path. Strokes are outlined in user space at stroke time (the line width and dash are in
/// user units) and mapped back. The bitmap is made on the first drawing, so a context nothing
/// draws into costs no pixels (a view whose `draw(_:)` is UIView's own is asked, never drawn).
public final class CGContext {
    /// The bitmap's size in pixels.
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// True for an opaque context (its bitmap starts opaque black).
    package let isOpaque: Bool
    /// Maps user space (with an identity CTM) to pixels, rows top to bottom.
    package let base: Transform2D
    private var storage: Pixmap?
    private var canvasStorage: Canvas?
    private let rasterizer = Rasterizer()
    /// The caller's memory a CGContext(data:…) draws into (CGContext+ExternalMemory.swift).
    var external: ExternalBitmap?
    /// How many drawings reached the bitmap (fills, strokes, images, clears).
    package private(set) var drawingCount = 0

    struct GState {
        var ctm = Transform2D.identity
        var fill = Color.black
        var stroke = Color.black
        var alpha = 1.0
        var lineWidth = 1.0
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit = 10.0
        var dashPhase = 0.0
        var dashLengths: [Double] = []
        /// The clip's coverage over the whole bitmap; nil clips nothing. Never written once
        /// made (a narrower clip is a new mask), so saved states share it.
        var clip: Mask?
        var clipBounds: Rect?
        var blendMode = CGBlendMode.normal
        var interpolationQuality = CGInterpolationQuality.default
        var flatness = 0.5
        /// The shadow every drawing casts (offset and blur in the base space), or nil.
        var shadow: (offset: CGSize, blur: Double, color: Color)?
    }

    var state = GState()
    private var saved: [GState] = []
    /// The current path, in pixels.
    var pathInPixels = Path()

    /// A context onto a `pixelWidth` x `pixelHeight` bitmap whose user space maps to pixels
    /// by `base`.
    package init?(pixelWidth: Int, pixelHeight: Int, base: Transform2D, opaque: Bool) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= Pixmap.maximumSide, pixelHeight <= Pixmap.maximumSide,
              pixelWidth * pixelHeight <= Pixmap.maximumPixelCount, base.isFinite, base.inverted() != nil else { return nil }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.base = base
        isOpaque = opaque
    }

    /// A UIKit-style context: `size` points at `scale` pixels per point, y pointing down.
    package convenience init?(size: CGSize, scale: CGFloat, opaque: Bool) {
        let w = Self.pixelCount(Double(size.width) * Double(scale)), h = Self.pixelCount(Double(size.height) * Double(scale))
        guard let w, let h else { return nil }
        self.init(pixelWidth: w, pixelHeight: h, base: Transform2D(scaleX: Double(scale), y: Double(scale)), opaque: opaque)
    }

    /// A bitmap context as CGContext(data:width:height:…) makes one: y pointing up, one
    /// pixel per unit. 8-bit premultiplied (or alpha-skipping) pixels are drawn, in Core
    /// Graphics' own memory (`data` nil) or the caller's in any of the four byte orders
    /// (CGContext+ExternalMemory.swift); anything else is refused with a message.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        var external: ExternalBitmap?
        if let data {
            guard bitsPerComponent == 8, let bitmap = ExternalBitmap(data: data, width: width, height: height,
                                                                     bytesPerRow: bytesPerRow, bitmapInfo: bitmapInfo) else { return nil }
            external = bitmap
        }
        guard bitsPerComponent == 8 else {
            CGDiagnostics.error("CGContext(bitsPerComponent: \(bitsPerComponent)) is not supported; only 8-bit RGBA contexts are drawn")
            return nil
        }
        let alpha = bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue
        let opaque = alpha == CGImageAlphaInfo.none.rawValue || alpha == CGImageAlphaInfo.noneSkipLast.rawValue
            || alpha == CGImageAlphaInfo.noneSkipFirst.rawValue
        self.init(pixelWidth: width, pixelHeight: height,
                  base: Transform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(height)), opaque: opaque)
        if let external {
            self.external = external
            external.read(into: pixmap)
        }
    }

    /// A side of `v` pixels, rounded up (a fraction of a pixel still gets one), or nil when not drawable.
    package static func pixelCount(_ v: Double) -> Int? {
        guard v.isFinite, v > 0, v <= Double(Pixmap.maximumSide) else { return nil }
        return max(1, Int((v - 1e-9).rounded(.up)))
    }

    /// The bitmap's width in pixels.
    public var width: Int { pixelWidth }
    /// The bitmap's height in pixels.
    public var height: Int { pixelHeight }
    /// Bytes per row of the bitmap (4 per pixel, no padding).
    public var bytesPerRow: Int { pixelWidth * 4 }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32).
    public var bitsPerPixel: Int { 32 }

    /// The bitmap, made (transparent, or opaque black) on first use.
    package var pixmap: Pixmap { canvas.target }

    /// The bitmap if anything has made it yet.
    package var pixmapIfMade: Pixmap? { storage }

    var canvas: Canvas {
        if let c = canvasStorage { return c }
        let p = Pixmap(width: pixelWidth, height: pixelHeight)!
        if isOpaque { p.clear(to: PremultipliedColor(r: 0, g: 0, b: 0, a: 255)) }
        storage = p
        let c = Canvas(target: p)
        canvasStorage = c
        return c
    }

    func noteDrawing() {
        drawingCount += 1
        external?.read(into: pixmap)
    }

    /// The bitmap as an image (a copy: later drawing does not change it); a bitmap nothing
    /// drew into is transparent (or opaque black).
    public func makeImage() -> CGImage? {
        external?.read(into: pixmap)
        return CGImage(pixmap: pixmap.copy())
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (the path is not part of it).
    public func saveGState() { saved.append(state) }

    /// Pops the graphics state pushed last; without one it changes nothing (as Core Graphics).
    public func restoreGState() {
        if let s = saved.popLast() { state = s }
    }

    /// The number of saved states (for UIKit's context stack checks).
    package var savedStateCount: Int { saved.count }

    /// Pixels per user unit now (the square root of the CTM's area scale, base included).
    package var deviceScale: Double { max(abs(userToDevice.determinant).squareRoot(), 1e-9) }

    /// User space to pixels: the CTM, then the context's base.
    var userToDevice: Transform2D { state.ctm.concatenating(base) }

    /// The current transformation matrix as Core Graphics reports it: user space to a y-up
    /// device space of the bitmap's pixels (a UIKit context's starts flipped and scaled).
    public var ctm: CGAffineTransform {
        CGAffineTransform(userToDevice.concatenating(Transform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(pixelHeight))))
    }

    /// The map from user space to device space (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) {
        state.ctm = Transform2D(translationX: Double(x), y: Double(y)).concatenating(state.ctm)
    }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        state.ctm = Transform2D(scaleX: Double(x), y: Double(y)).concatenating(state.ctm)
    }
    /// Rotates user space by `angle` radians (towards +y).
    public func rotate(by angle: CGFloat) {
        state.ctm = Transform2D(rotationAngle: Double(angle)).concatenating(state.ctm)
    }
    /// Applies `transform` to user space before the CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.raster.concatenating(state.ctm)
    }

    /// The fill colour (CGColor).
    public func setFillColor(_ color: CGColor) { state.fill = color.raster }
    /// The stroke colour (CGColor).
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.raster }
    /// The fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// The stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// The fill colour as a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = Color(white: Double(gray), alpha: Double(alpha)) }
    /// The stroke colour as a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = Color(white: Double(gray), alpha: Double(alpha)) }
    /// The fill colour the context holds now.
    package var fillColor: Color { state.fill }
    /// The stroke colour the context holds now.
    package var strokeColor: Color { state.stroke }

    /// Makes every later drawing cast a shadow: `offset` and `blur` in the base space (points of
    /// a UIKit context, y down as since iOS 3.2; pixels of a bitmap context), the blur a
    /// Gaussian of σ = blur / 2; a nil or clear colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        state.shadow = (offset, max(Double(blur), 0), color.raster)
    }
    /// A shadow in black at one-third alpha (CGContextSetShadow).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// The opacity everything drawn is multiplied by (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(Double(alpha), 0), 1) }
    /// The opacity everything drawn is multiplied by.
    package var alpha: Double { state.alpha }

    /// The width of stroked lines, in user units (0 draws the thinnest line: one pixel).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Double(width) }
    /// How open ends are stroked.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// The longest miter, as a multiple of the line width, before a corner is bevelled.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = Double(limit) }
    /// The dash pattern (on/off lengths in user units) and how far into it strokes start;
    /// an empty pattern strokes solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = Double(phase)
        state.dashLengths = lengths.map(Double.init)
    }
    /// How flat curves are flattened (stored; the rasterizer's tolerance is finer than any
    /// flatness Core Graphics allows, so the drawing does not change).
    public func setFlatness(_ flatness: CGFloat) { state.flatness = Double(flatness) }

    /// How drawn pixels combine with those beneath: `.normal`, `.copy`, `.clear`,
    /// `.sourceIn`, `.destinationOut`, `.destinationIn` and `.sourceAtop` draw; the others are
    /// refused with a message when something is drawn with them (drawn as `.normal`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Anti-aliasing: every drawing here is anti-aliased; turning it off is refused with a message.
    public func setShouldAntialias(_ flag: Bool) {
        if !flag { CGDiagnostics.error("CGContext.setShouldAntialias(false) is not supported: everything is drawn anti-aliased") }
    }
    /// Whether anti-aliasing may be used (it always is; see `setShouldAntialias`).
    public func setAllowsAntialiasing(_ flag: Bool) {
        if !flag { CGDiagnostics.error("CGContext.setAllowsAntialiasing(false) is not supported: everything is drawn anti-aliased") }
    }

    /// How images are resampled when drawn scaled (`.none`: nearest pixel; others: bilinear).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: The current path

    private func device(_ p: CGPoint) -> Point { userToDevice.apply(to: p.raster) }

    /// Forgets the current path.
    public func beginPath() { pathInPixels = Path() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { pathInPixels.move(to: device(point)) }
    /// A line from the current point.
    public func addLine(to point: CGPoint) {
        if pathInPixels.currentPoint == nil { pathInPixels.move(to: device(point)); return }
        pathInPixels.addLine(to: device(point))
    }
    /// Lines through `points` (the first starts a subpath).
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if pathInPixels.currentPoint == nil { pathInPixels.move(to: device(control1)) }
        pathInPixels.addCurve(to: device(end), control1: device(control1), control2: device(control2))
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if pathInPixels.currentPoint == nil { pathInPixels.move(to: device(control)) }
        pathInPixels.addQuadCurve(to: device(end), control: device(control))
    }
    /// Closes the current subpath.
    public func closePath() { if !pathInPixels.isEmpty { pathInPixels.closeSubpath() } }
    /// A closed rectangle subpath.
    public func addRect(_ rect: CGRect) { pathInPixels.addPath(Path.rect(rect.raster).applying(userToDevice)) }
    /// Closed rectangle subpaths.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// A closed ellipse subpath inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { pathInPixels.addPath(Path.oval(in: rect.raster).applying(userToDevice)) }
    /// A path's elements, through the CTM.
    public func addPath(_ other: CGPath) { pathInPixels.addPath(other.path.applying(userToDevice)) }

    /// A circular arc in user space. As in Core Graphics, `clockwise` is clockwise in a y-up
    /// space, so in UIKit's flipped contexts `clockwise: true` turns counterclockwise on screen
    /// (UIBezierPath's `clockwise` is the on-screen sense).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addUserArc { $0.addArc(center: center.raster, radius: Double(radius), startAngle: Double(startAngle),
                               endAngle: Double(endAngle), clockwise: !clockwise) }
    }

    /// A line towards `tangent1End` ending in an arc of `radius` tangent to the lines from the
    /// current point to `tangent1End` and from there to `tangent2End` (CGContextAddArcToPoint).
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat) {
        guard let current = pathInPixels.currentPoint, let inverse = userToDevice.inverted() else { move(to: t1); return }
        let p0 = inverse.apply(to: current), a = t1.raster, b = t2.raster, r = Double(radius)
        let v1 = p0 - a, v2 = b - a
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard r > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { addLine(to: t1); return }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)
        let along = r / tan(theta / 2)
        let start = a + u1 * along, end = a + u2 * along
        let bis = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let center = a + Point(x: bis.x / bl, y: bis.y / bl) * (r / sin(theta / 2))
        let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
        // Travelling p0 -> t1 -> t2 turns one way; the arc turns the same way (increasing
        // angle in y-down terms when the turn is clockwise there).
        let d1 = a - p0
        let turn = d1.x * v2.y - d1.y * v2.x
        addUserArc { $0.addArc(center: center, radius: r, startAngle: a0, endAngle: a1, clockwise: turn > 0) }
    }

    /// Builds an arc in user space from the current point (a line joins it) and appends it.
    private func addUserArc(_ build: (inout Path) -> Void) {
        let t = userToDevice
        var arc = Path()
        let current = pathInPixels.currentPoint.flatMap { p in t.inverted().map { $0.apply(to: p) } }
        if let current { arc.move(to: current) }
        build(&arc)
        let elements = current == nil ? arc.elements : Array(arc.elements.dropFirst())
        pathInPixels.addPath(Path(elements: elements).applying(t))
    }

    /// True when the current path has no elements.
    public var isPathEmpty: Bool { pathInPixels.isEmpty }
    /// The current point in user space (zero for an empty path).
    public var currentPointOfPath: CGPoint {
        guard let p = pathInPixels.currentPoint, let inverse = userToDevice.inverted() else { return .zero }
        return CGPoint(inverse.apply(to: p))
    }
    /// The current path's bounds (control points included) in user space.
    public var boundingBoxOfPath: CGRect {
        guard !pathInPixels.isEmpty, let inverse = userToDevice.inverted() else { return .null }
        return CGRect(pathInPixels.applying(inverse).controlPointBounds)
    }
    /// A copy of the current path in user space (nil when empty).
    public var path: CGPath? {
        guard !pathInPixels.isEmpty, let inverse = userToDevice.inverted() else { return nil }
        return CGPath(path: pathInPixels.applying(inverse))
    }
    /// Replaces the current path with the outline its stroke would fill.
    public func replacePathWithStrokedPath() {
        pathInPixels = strokeOutline(of: pathInPixels) ?? Path()
    }

    /// The outline (in pixels) stroking `devicePath` fills with the state's width, caps, joins,
    /// miter limit and dash, outlined in user space; nil when the CTM cannot be inverted.
    func strokeOutline(of devicePath: Path) -> Path? {
        let t = userToDevice
        guard let inverse = t.inverted() else { return nil }
        let scale = abs(t.determinant).squareRoot()
        let tolerance = 0.05 / max(scale, 1e-9)
        var user = devicePath.applying(inverse)
        if !state.dashLengths.isEmpty { user = user.dashed(lengths: state.dashLengths, phase: state.dashPhase, tolerance: tolerance) }
        let width = state.lineWidth > 0 ? state.lineWidth : 1 / max(scale, 1e-9)
        let cap: LineCap = state.lineCap == .round ? .round : state.lineCap == .square ? .square : .butt
        let join: LineJoin = state.lineJoin == .round ? .round : state.lineJoin == .bevel ? .bevel : .miter
        let outline = Stroker.outline(of: user, width: width, cap: cap, join: join, miterLimit: state.miterLimit, tolerance: tolerance)
        return outline.applying(t)
    }
}

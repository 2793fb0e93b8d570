package import Raster

// CGContext's drawing: fills and strokes of the current path, rectangles, ellipses and line
// segments, clipping, images and clearing, each through the graphics state's CTM, alpha, clip
// and blend mode. `.normal` goes through the compositor (exact 8-bit source-over); the
// Porter-Duff modes and the separable blend modes (multiply … exclusion, W3C compositing
// formulas) are computed per pixel from the coverage. Not drawn (a message, then drawn as
// `.normal`): hue, saturation, color and luminosity, and any mode other than `.normal` for images.

extension CGContext {
    // MARK: Paths

    /// Fills the current path (each subpath closed) and forgets it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(pathInPixels, rule: rule == .evenOdd ? .evenOdd : .nonZero, color: state.fill, what: "fillPath")
        beginPath()
    }

    /// Fills the current path by the even-odd rule and forgets it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the line width, caps, joins and dash, and forgets it.
    public func strokePath() {
        stroke(pixels: pathInPixels, what: "strokePath")
        beginPath()
    }

    /// Fills and/or strokes the current path (the fill beneath the stroke), and forgets it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(pathInPixels, rule: .nonZero, color: state.fill, what: "drawPath")
        case .eoFill: paint(pathInPixels, rule: .evenOdd, color: state.fill, what: "drawPath")
        case .stroke: stroke(pixels: pathInPixels, what: "drawPath")
        case .fillStroke:
            paint(pathInPixels, rule: .nonZero, color: state.fill, what: "drawPath")
            stroke(pixels: pathInPixels, what: "drawPath")
        case .eoFillStroke:
            paint(pathInPixels, rule: .evenOdd, color: state.fill, what: "drawPath")
            stroke(pixels: pathInPixels, what: "drawPath")
        }
        beginPath()
    }

    // MARK: Shapes (the current path is left alone)

    /// Fills a rectangle.
    public func fill(_ rect: CGRect) { paint(Path.rect(rect.raster).applying(userToDevice), rule: .nonZero, color: state.fill, what: "fill") }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) {
        var p = Path()
        for r in rects { p.addPath(.rect(r.raster)) }
        paint(p.applying(userToDevice), rule: .nonZero, color: state.fill, what: "fill")
    }
    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) { stroke(pixels: Path.rect(rect.raster).applying(userToDevice), what: "stroke") }
    /// Strokes a rectangle's outline with `width` (the state's line width is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let w = state.lineWidth
        state.lineWidth = Double(width)
        defer { state.lineWidth = w }
        stroke(rect)
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        paint(Path.oval(in: rect.raster).applying(userToDevice), rule: .nonZero, color: state.fill, what: "fillEllipse")
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(pixels: Path.oval(in: rect.raster).applying(userToDevice), what: "strokeEllipse") }
    /// Strokes a line between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i].raster); p.addLine(to: points[i + 1].raster)
            i += 2
        }
        stroke(pixels: p.applying(userToDevice), what: "strokeLineSegments")
    }

    /// Makes the pixels of `rect` transparent (within the clip; edges by coverage).
    public func clear(_ rect: CGRect) {
        noteDrawing()
        defer { writeBack() }
        blend(Path.rect(rect.raster).applying(userToDevice), rule: .nonZero, color: .clear, mode: .clear, opacity: 1, what: "clear")
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's inside, and forgets the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        intersectClip(with: pathInPixels, rule: rule == .evenOdd ? .evenOdd : .nonZero)
        beginPath()
    }
    /// Intersects the clip with the current path by the even-odd rule, and forgets the path.
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with a rectangle (the current path is left alone).
    public func clip(to rect: CGRect) { intersectClip(with: Path.rect(rect.raster).applying(userToDevice), rule: .nonZero) }
    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        var p = Path()
        for r in rects { p.addPath(.rect(r.raster)) }
        intersectClip(with: p.applying(userToDevice), rule: .nonZero)
    }
    /// Removes the clip.
    public func resetClip() { state.clip = nil; state.clipBounds = nil }

    /// The clip's bounds in user space (the whole bitmap without a clip).
    public var boundingBoxOfClipPath: CGRect {
        let whole = Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        let device = state.clipBounds.map { $0.intersection(whole) ?? .zero } ?? whole
        guard let inverse = userToDevice.inverted() else { return .null }
        return CGRect(inverse.apply(to: device))
    }

    private func intersectClip(with outline: Path, rule: FillRule) {
        guard let mask = Mask(width: pixelWidth, height: pixelHeight) else { return }
        do { try mask.setPath(outline, transform: .identity, rule: rule, rasterizer: Rasterizer()) } catch {
            CGDiagnostics.error("CGContext.clip: the path cannot be drawn (\(error)); nothing is visible through the clip")
        }
        if let old = state.clip {
            let b = mask.bounds
            for y in b.y..<b.maxY {
                let row = mask.values.baseAddress! + y * pixelWidth, o = old.values.baseAddress! + y * pixelWidth
                for x in b.x..<b.maxX { row[x] = UInt8(Blend.mul255(UInt32(row[x]), UInt32(o[x]))) }
            }
        }
        let bounds = outline.controlPointBounds
        state.clipBounds = state.clipBounds.map { $0.intersection(bounds) ?? .zero } ?? bounds
        state.clip = mask
    }

    // MARK: Images

    /// Draws `image` into `rect` as Core Graphics does: the image's first row lands at the
    /// rect's maximum y, so in UIKit's flipped contexts it shows upside down unless the code
    /// flips the CTM first (UIImage.draw(in:) draws upright). Scaled bilinearly, or nearest
    /// with `interpolationQuality = .none`. Tiling is refused with a message.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        if byTiling {
            CGDiagnostics.error("CGContext.draw(_:in:byTiling: true) is not supported; draw each tile with draw(_:in:)")
            return
        }
        let r = rect.raster
        let toUser = Transform2D(a: r.width / Double(image.width), b: 0, c: 0, d: -r.height / Double(image.height), tx: r.minX, ty: r.maxY)
        draw(image.pixmap, transform: toUser, what: "draw(_:in:)")
    }

    /// Draws `pixmap` with its pixel space mapped to user space by `toUser`.
    package func draw(_ pixmap: Pixmap, transform toUser: Transform2D, what: String) {
        noteDrawing()
        defer { writeBack() }
        if state.blendMode != .normal {
            CGDiagnostics.error("CGContext.\(what): images are drawn with blend mode .normal only, not .\(state.blendMode); drawn as .normal")
        }
        let shader = ImageShader(image: pixmap, transform: toUser.concatenating(userToDevice), isOpaque: false,
                                 filter: state.interpolationQuality == .none ? .nearest : .bilinear)
        do { try withShadow { (c: Canvas, m: Mask?) throws(RasterError) in try c.draw(shader, opacity: state.alpha, mask: m) } } catch {
            CGDiagnostics.error("CGContext.\(what): the image cannot be drawn (\(error))")
        }
    }

    /// Runs `draw` into the bitmap through the clip, or, with a shadow set, into a scratch
    /// bitmap whose alpha, moved by the offset and blurred, is the shadow painted first (both
    /// through the clip), as Core Graphics composites a shadow beneath each drawing.
    func withShadow(_ draw: (Canvas, Mask?) throws(RasterError) -> Void) throws(RasterError) {
        guard let shadow = state.shadow else { try draw(canvas, state.clip); return }
        let target = canvas
        guard let scratch = Pixmap(width: pixelWidth, height: pixelHeight),
              let alpha = Mask(width: pixelWidth, height: pixelHeight), let cast = Mask(width: pixelWidth, height: pixelHeight) else { return }
        try draw(Canvas(target: scratch), nil)
        alpha.setAlpha(of: scratch, in: scratch.bounds)
        // The base space's scale (a UIKit context's points to pixels), without its flip.
        let k = abs(base.determinant).squareRoot()
        cast.place(alpha, at: (Int((Double(shadow.offset.width) * k).rounded()), Int((Double(shadow.offset.height) * k).rounded())))
        let sigma = shadow.blur * k / 2
        if sigma > 0 {
            let pad = Int((3 * sigma).rounded(.up)) + 1
            let b = cast.bounds
            cast.blur(sigma: sigma, region: IntRect(x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad))
        }
        if let clip = state.clip {
            let b = cast.bounds
            for y in b.y..<b.maxY {
                let row = cast.values.baseAddress! + y * pixelWidth, c = clip.values.baseAddress! + y * pixelWidth
                for x in b.x..<b.maxX { row[x] = UInt8(Blend.mul255(UInt32(row[x]), UInt32(c[x]))) }
            }
        }
        let whole = Path.rect(Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)))
        try target.fill(whole, color: shadow.color.premultiplied, mask: cast)
        try target.draw(ImageShader(image: scratch, transform: .identity, filter: .nearest), mask: state.clip)
    }

    // MARK: Painting

    /// Strokes an outline given in pixels with the state's line attributes and stroke colour.
    func stroke(pixels: Path, what: String) {
        guard let outline = strokeOutline(of: pixels) else { return }
        paint(outline, rule: .nonZero, color: state.stroke, what: what)
    }

    /// Paints `outline` (pixels) with `color` through the alpha, clip and blend mode.
    func paint(_ outline: Path, rule: FillRule, color: Color, what: String) {
        noteDrawing()
        defer { writeBack() }
        guard !outline.isEmpty else { return }
        if state.blendMode == .normal {
            do {
                try withShadow { (c: Canvas, m: Mask?) throws(RasterError) in
                    try c.fill(outline, rule: rule, color: color.premultiplied, opacity: state.alpha, mask: m)
                }
            } catch {
                CGDiagnostics.error("CGContext.\(what): the path cannot be drawn (\(error))")
            }
            return
        }
        blend(outline, rule: rule, color: color, mode: state.blendMode, opacity: state.alpha, what: what)
    }

    /// Paints through `mode` per pixel: the coverage (times the clip) mixes the mode's result
    /// with what was there (result = D + c (F(S, D) - D)).
    func blend(_ outline: Path, rule: FillRule, color: Color, mode: CGBlendMode, opacity: Double, what: String) {
        guard let formula = BlendFormula(mode) else {
            CGDiagnostics.error("CGContext.\(what): blend mode .\(mode) is not supported (the separable and Porter-Duff modes are); drawn as .normal")
            do { try canvas.fill(outline, rule: rule, color: color.premultiplied, opacity: opacity, mask: state.clip) } catch {}
            return
        }
        if state.shadow != nil, state.blendMode == mode {
            CGDiagnostics.error("CGContext.\(what): shadows are cast by .normal drawing only, not .\(mode); drawn without one")
        }
        guard let coverage = Mask(width: pixelWidth, height: pixelHeight) else { return }
        do { try coverage.setPath(outline, transform: .identity, rule: rule, rasterizer: Rasterizer()) } catch {
            CGDiagnostics.error("CGContext.\(what): the path cannot be drawn (\(error))")
            return
        }
        let target = canvas.target
        let a = min(max(color.alpha * opacity, 0), 1)
        let s = (r: color.red * a, g: color.green * a, b: color.blue * a, a: a)
        let b = coverage.bounds
        for y in b.y..<b.maxY {
            let row = coverage.values.baseAddress! + y * pixelWidth
            let clipRow = state.clip.map { $0.values.baseAddress! + y * pixelWidth }
            for x in b.x..<b.maxX {
                var c = Double(row[x]) / 255
                if let clipRow { c *= Double(clipRow[x]) / 255 }
                guard c > 0 else { continue }
                let d = target[x, y]
                let dd = (r: Double(d.r) / 255, g: Double(d.g) / 255, b: Double(d.b) / 255, a: Double(d.a) / 255)
                let f = formula.apply(s, dd)
                func mix(_ dv: Double, _ fv: Double) -> UInt8 { UInt8(min(max(dv + c * (fv - dv), 0), 1) * 255 + 0.5) }
                let outA = mix(dd.a, f.a)
                target[x, y] = PremultipliedColor(r: min(mix(dd.r, f.r), outA), g: min(mix(dd.g, f.g), outA),
                                                  b: min(mix(dd.b, f.b), outA), a: outA)
            }
        }
    }
}

/// A blend mode's result for premultiplied source S and destination D (components 0...1): the
/// Porter-Duff operators, and the separable modes by the W3C compositing formula
/// R = S (1 - Da) + D (1 - Sa) + Sa Da B(S/Sa, D/Da), alpha Sa + Da - Sa Da.
struct BlendFormula {
    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)
    let apply: (RGBA, RGBA) -> RGBA

    init?(_ mode: CGBlendMode) {
        func porterDuff(_ fs: @escaping (Double, Double) -> Double, _ fd: @escaping (Double, Double) -> Double) -> (RGBA, RGBA) -> RGBA {
            { s, d in
                let ks = fs(s.a, d.a), kd = fd(s.a, d.a)
                return (s.r * ks + d.r * kd, s.g * ks + d.g * kd, s.b * ks + d.b * kd, s.a * ks + d.a * kd)
            }
        }
        func separable(_ bf: @escaping (Double, Double) -> Double) -> (RGBA, RGBA) -> RGBA {
            { s, d in
                func ch(_ sc: Double, _ dc: Double) -> Double {
                    let cs = s.a > 0 ? sc / s.a : 0, cd = d.a > 0 ? dc / d.a : 0
                    return sc * (1 - d.a) + dc * (1 - s.a) + s.a * d.a * bf(cs, cd)
                }
                return (ch(s.r, d.r), ch(s.g, d.g), ch(s.b, d.b), s.a + d.a - s.a * d.a)
            }
        }
        func multiply(_ a: Double, _ b: Double) -> Double { a * b }
        func screen(_ a: Double, _ b: Double) -> Double { a + b - a * b }
        func hardLight(_ cs: Double, _ cd: Double) -> Double { cs <= 0.5 ? multiply(cd, 2 * cs) : screen(cd, 2 * cs - 1) }
        switch mode {
        case .normal: apply = porterDuff({ _, _ in 1 }, { sa, _ in 1 - sa })
        case .clear: apply = { _, _ in (0, 0, 0, 0) }
        case .copy: apply = { s, _ in s }
        case .sourceIn: apply = porterDuff({ _, da in da }, { _, _ in 0 })
        case .sourceOut: apply = porterDuff({ _, da in 1 - da }, { _, _ in 0 })
        case .sourceAtop: apply = porterDuff({ _, da in da }, { sa, _ in 1 - sa })
        case .destinationOver: apply = porterDuff({ _, da in 1 - da }, { _, _ in 1 })
        case .destinationIn: apply = porterDuff({ _, _ in 0 }, { sa, _ in sa })
        case .destinationOut: apply = porterDuff({ _, _ in 0 }, { sa, _ in 1 - sa })
        case .destinationAtop: apply = porterDuff({ _, da in 1 - da }, { sa, _ in sa })
        case .xor: apply = porterDuff({ _, da in 1 - da }, { sa, _ in 1 - sa })
        case .plusLighter: apply = { s, d in (min(1, s.r + d.r), min(1, s.g + d.g), min(1, s.b + d.b), min(1, s.a + d.a)) }
        case .plusDarker: apply = { s, d in
            (max(0, 1 - ((1 - d.r) + (1 - s.r))), max(0, 1 - ((1 - d.g) + (1 - s.g))),
             max(0, 1 - ((1 - d.b) + (1 - s.b))), max(0, 1 - ((1 - d.a) + (1 - s.a)))) }
        case .multiply: apply = separable(multiply)
        case .screen: apply = separable(screen)
        case .overlay: apply = separable { cs, cd in hardLight(cd, cs) }
        case .darken: apply = separable(min)
        case .lighten: apply = separable(max)
        case .colorDodge: apply = separable { cs, cd in cd == 0 ? 0 : cs >= 1 ? 1 : min(1, cd / (1 - cs)) }
        case .colorBurn: apply = separable { cs, cd in cd >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cd) / cs) }
        case .hardLight: apply = separable(hardLight)
        case .softLight: apply = separable { cs, cd in
            if cs <= 0.5 { return cd - (1 - 2 * cs) * cd * (1 - cd) }
            let g = cd <= 0.25 ? ((16 * cd - 12) * cd + 4) * cd : cd.squareRoot()
            return cd + (2 * cs - 1) * (g - cd) }
        case .difference: apply = separable { abs($0 - $1) }
        case .exclusion: apply = separable { $0 + $1 - 2 * $0 * $1 }
        case .hue, .saturation, .color, .luminosity: return nil
        }
    }
}

import Raster

/// Draws a layer tree, as it shows at a given time, into a pixmap.
///
/// Each layer draws, in order: its shadow, background (a rounded rectangle: vector, so crisp
/// under any scale), contents (a bitmap resampled through the transform), shape-layer path,
/// sublayers, border. A layer draws straight into its parent's canvas unless it needs a group:
/// opacity below 1 over more than one drawing, a mask, or clipping of sublayers. A group is
/// rendered into an offscreen pixmap limited to the pixels it can touch, then composited
/// through the mask's path (spans: full runs are copies), the clip outline, or the opacity.
/// The renderer keeps its offscreens and canvases between frames; one renderer per thread.
///
/// This file is the walk itself (the general route). The exact shortcuts it takes when they
/// give the same bytes are analysed in LayerRenderer+Shortcuts (plain root, covering sublayer,
/// direct masks, background-only groups) and LayerRenderer+Occlusion (pixels stored above).
public final class LayerRenderer {
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// Group offscreens and masks, kept between frames (see `OffscreenBufferPool`).
    private let buffers: OffscreenBufferPool
    private var occlusionBuffers: [RowOcclusion] = []
    /// Presentation copies made while drawing the current frame, by layer (see `presented`).
    private var presentations: [ObjectIdentifier: Layer] = [:]
    /// The first error a snapshot's bitmap threw while drawing the current frame: the frame
    /// is drawn to the end without that bitmap, then the error is thrown (see `presented`).
    private var snapshotFailure: RasterError?
    /// When set, drawing time is added to it by kind (see `RenderStageTimes`).
    public var stageTimes: RenderStageTimes?
    /// False for the reference twin (tests): no exact shortcuts, every group and mask takes
    /// the general route (offscreen, rendered mask). The output bytes are the same either way.
    var usesExactShortcuts = true
    /// The canvas a frame or snapshot is drawn into, and the group offscreens open above it:
    /// what a backdrop reads (see LayerRenderer+Backdrop).
    var backdropBase: Canvas?
    var openGroups: [OpenGroup] = []
    /// The last backdrop's enlarged copy, reused while the size holds (`backdropBuffer`).
    var backdropPixels: Pixmap?

    /// nil when the pixel size is refused (see Pixmap's limits).
    public init?(width: Int, height: Int, scale: Double) {
        guard Pixmap(width: 1, height: 1) != nil, width > 0, height > 0, width <= Pixmap.maximumSide,
              height <= Pixmap.maximumSide, width * height <= Pixmap.maximumPixelCount, scale > 0, scale.isFinite else { return nil }
        self.width = width
        self.height = height
        self.scale = scale
        buffers = OffscreenBufferPool(width: width, height: height)
    }

    /// Clears `canvas` to `background` and draws `root` (in points) as it shows at `time`;
    /// only the pixels inside `band` when given (a frame drawn in bands, see `FrameBands`).
    public func render(_ root: Layer, at time: Double, into canvas: Canvas, background: Color = .clear,
                       within band: IntRect? = nil) throws(RasterError) {
        defer { presentations.removeAll(keepingCapacity: true); snapshotFailure = nil; backdropBase = nil; openGroups.removeAll() }
        backdropBase = canvas
        try drawFrame(root, at: time, into: canvas, background: background, within: band)
        if let snapshotFailure { throw snapshotFailure }
    }

    private func drawFrame(_ root: Layer, at time: Double, into canvas: Canvas, background: Color,
                           within band: IntRect?) throws(RasterError) {
        canvas.clip = band.map { $0.intersection(canvas.target.bounds) } ?? canvas.target.bounds
        // Drawing a plain root is drawing its sublayers in order; everything before the topmost
        // one that covers the canvas (and the clear) is stored over, so start there.
        let plain = usesExactShortcuts ? plainRoot(root, at: time) : nil
        let cover = plain.flatMap { topmostCoveringSublayer(of: root, $0, at: time, canvas: canvas.clip) }
        if cover == nil {
            let t = stageTimes.start
            canvas.clear(to: background.premultiplied)
            stageTimes?.add(.clear, since: t)
        }
        guard let plain else {
            try draw(root, at: time, parent: .scale(scale), parentSublayer: .identity, into: canvas, depth: 0)
            return
        }
        let first = cover ?? 0
        let order = drawingOrder(of: root, at: time)
        let occlusions = occlusionsBeneath(order, from: first, plain, at: time, canvas: canvas.clip)
        defer { canvas.occlusion = nil }
        for index in first..<order.count {
            canvas.occlusion = occlusions[index - first]
            try draw(order[index], at: time, parent: plain.device, parentSublayer: plain.sublayer, into: canvas, depth: 0)
        }
    }

    /// `model.presentation(at: time)`, made once per layer per frame: the shortcut checks,
    /// the occlusion pass and drawing each consult the tree, and a copy is a pure function of
    /// the model and the time (one frame has one time; nothing here mutates a copy). The
    /// copies are dropped when the frame is done, so none outlives its frame (nor can a freed
    /// layer's identifier be met again). A snapshot's copy gets the snapshot's bitmap as its
    /// contents here, so every later step treats it as plain contents; the bitmap is made the
    /// first time any frame needs it (see `SnapshotSource.bitmap()`).
    func presented(_ model: Layer, at time: Double) -> Layer {
        let key = ObjectIdentifier(model)
        if let p = presentations[key] { return p }
        let p = model.presentation(at: time)
        if let source = p.snapshot {
            do { p.contents = try source.bitmap() } catch {
                p.contents = nil
                if snapshotFailure == nil { snapshotFailure = error }
            }
        }
        presentations[key] = p
        return p
    }

    /// `model`'s sublayers in the order they are drawn at `time` (by their zPosition as drawn).
    func drawingOrder(of model: Layer, at time: Double) -> [Layer] {
        model.sublayersInDrawingOrder { presented($0, at: time).zPosition }
    }

    private func offscreen(depth: Int) -> Canvas { buffers.canvas(depth: depth) }

    /// Gives the offscreens' and masks' memory back (between the bands of a frame).
    public func releaseOffscreens() { buffers.release() }

    /// A reusable per-row occlusion the height of the frame (see LayerRenderer+Occlusion).
    func occlusionBuffer(_ index: Int) -> RowOcclusion {
        while occlusionBuffers.count <= index { occlusionBuffers.append(RowOcclusion(height: height)) }
        return occlusionBuffers[index]
    }

    private func maskBuffer(depth: Int) -> Mask { buffers.mask(depth) }

    /// Draws `layer`'s bounds at the canvas origin, ignoring its position and transform (what
    /// a snapshot of a view captures), over a transparent background.
    public func renderSnapshot(of root: Layer, at time: Double, into canvas: Canvas) throws(RasterError) {
        defer { presentations.removeAll(keepingCapacity: true); snapshotFailure = nil; backdropBase = nil; openGroups.removeAll() }
        backdropBase = canvas
        canvas.clip = canvas.target.bounds
        canvas.clear(to: .transparent)
        let b = presented(root, at: time).bounds
        let device = DeviceTransform(ProjectiveTransform(Transform2D(translationX: -b.minX, y: -b.minY).scaledBy(x: 1, y: 1)
            .concatenating(Transform2D(scaleX: scale, y: scale))))
        try draw(root, at: time, device: device, into: canvas, depth: 0)
        if let snapshotFailure { throw snapshotFailure }
    }

    /// `inherited` is the opacity a parent that draws no group of its own passes down (its
    /// only drawing is this subtree, or it does not allow group opacity).
    private func draw(_ model: Layer, at time: Double, parent: DeviceTransform, parentSublayer: Transform3D,
                      into canvas: Canvas, depth: Int, inherited: Double = 1) throws(RasterError) {
        let layer = presented(model, at: time)
        guard layer.bounds.isFinite, layer.position.isFinite, layer.transform.isFinite else { return }
        let device = parent.child(of: layer, parentSublayer: parentSublayer)
        try draw(model, at: time, device: device, into: canvas, depth: depth, presentation: layer, inherited: inherited)
    }

    /// `presentation`, when given, is `presented(model, at: time)` already made by the caller
    /// (a copy per layer per frame is enough: it is a pure function of the model and the time).
    private func draw(_ model: Layer, at time: Double, device: DeviceTransform, into canvas: Canvas, depth: Int,
                      presentation: Layer? = nil, inherited: Double = 1) throws(RasterError) {
        let layer = presentation ?? presented(model, at: time)
        // The opacity this layer composites at: its own times what a parent passed down.
        let opacity = layer.opacity * inherited
        guard !layer.isHidden, opacity > 0 else { return }
        if !layer.isDoubleSided && !device.isFrontFacing { return }
        let drawings = ownDrawingCount(model, layer) + model.sublayers.count
        guard drawings > 0 else { return }
        let clipsChildren = layer.masksToBounds && !model.sublayers.isEmpty
        let needsGroup = model.mask != nil || clipsChildren || (opacity < 1 && drawings > 1 && layer.allowsGroupOpacity)
        if !needsGroup {
            // One drawing (or no group opacity): it, or each sublayer, takes the opacity itself.
            try drawContents(model, layer, device, at: time, into: canvas, opacity: opacity, depth: depth, childOpacity: opacity)
            return
        }
        // The pixels the group can touch.
        var region = canvas.clip
        if layer.masksToBounds, let b = device.deviceBounds(of: layer.bounds) { region = region.intersection(b.padded(by: 1)) }
        if let m = model.mask as? ShapeLayer, m.sublayers.isEmpty, let p = presented(m, at: time) as? ShapeLayer, let path = p.path,
           let md = maskDevice(m, p, layer, device), let b = md.deviceBounds(of: path.controlPointBounds) {
            region = region.intersection(b.padded(by: 1))
        }
        guard !region.isEmpty else { return }
        let group = offscreen(depth: depth)
        group.clip = region
        // An opaque background that covers the region is stored over every pixel of it with full
        // coverage before anything else lands there (a shadow beneath it is overwritten too),
        // so clearing first would change no byte.
        let opaqueGroup = groupIsOpaque(layer, device, region)
        // A reveal of an opaque background with a few small things on it: the group's pixels
        // outside the bound of what is drawn over the background are the background colour
        // itself, so only the part inside that bound needs the offscreen (see `backgroundOnly`).
        var backgroundOnlyOutside: IntRect?
        let direct = layer.masksToBounds ? nil : directMask(model.mask, layer, device, at: time)
        if usesExactShortcuts, opaqueGroup, direct != nil,
           let over = overBackgroundBounds(model, layer, device, at: time) {
            let inside = over.intersection(region)
            if inside != region { backgroundOnlyOutside = inside.isEmpty ? IntRect(x: region.x, y: region.y, width: 0, height: 0) : inside }
        }
        openGroups.append(OpenGroup(canvas: group, region: region, opacity: layer.opacity))
        defer { openGroups.removeLast() }
        if let within = backgroundOnlyOutside {
            // The background is stored over every pixel of the region (see `groupIsOpaque`):
            // storing it over `within` only and skipping the shadow it would cover is the same
            // inside `within`; everything else drawn lies inside `within`, under the same clip.
            let t = stageTimes.start
            group.clip = within
            if !within.isEmpty { group.clear(to: layer.backgroundColor!.premultiplied) }
            group.clip = region
            stageTimes?.add(.fill, since: t)
            if !within.isEmpty {
                try drawContents(model, layer, device, at: time, into: group, opacity: 1, depth: depth + 1, overBackgroundOnly: true)
            }
        } else {
            if !opaqueGroup {
                let clearStart = stageTimes.start
                group.clear(to: .transparent)
                stageTimes?.add(.maskedDraw, since: clearStart)
            }
            try drawContents(model, layer, device, at: time, into: group, opacity: 1, depth: depth + 1, inOwnGroup: true)
        }
        group.clip = group.target.bounds

        let saved = canvas.clip
        canvas.clip = saved.intersection(region)
        defer { canvas.clip = saved }
        let image = ImageShader(image: group.target, transform: .identity, isOpaque: opaqueGroup, filter: .nearest)

        var clipPath: Path?
        if layer.masksToBounds { clipPath = device.map(.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)) }
        if let maskLayer = model.mask {
            if let (path, rule, maskAlpha) = direct {
                // The common case (a circular reveal): the mask's outline is the coverage.
                if let within = backgroundOnlyOutside {
                    // Outside `within` the group is its background colour: fill that through the
                    // mask in the same pass that copies the rest (same clip, same coverage).
                    let t = stageTimes.start
                    try canvas.fill(path, rule: rule, image: image, within: within, outside: layer.backgroundColor!.premultiplied,
                                    opacity: opacity * maskAlpha)
                    stageTimes?.add(.maskedDraw, since: t)
                    return
                }
                let t = stageTimes.start
                try canvas.fill(path, rule: rule, image: image, opacity: opacity * maskAlpha)
                stageTimes?.add(.maskedDraw, since: t)
                return
            }
            // Any other mask: render it, use its alpha.
            let maskCanvas = offscreen(depth: depth + 1)
            maskCanvas.clip = region
            maskCanvas.clear(to: .transparent)
            try draw(maskLayer, at: time, parent: device, parentSublayer: .identity, into: maskCanvas, depth: depth + 2)
            maskCanvas.clip = maskCanvas.target.bounds
            let mask = maskBuffer(depth: depth)
            let t = stageTimes.start
            defer { stageTimes?.add(.maskedDraw, since: t) }
            mask.setAlpha(of: maskCanvas.target, in: region)
            if let clipPath {
                try canvas.fill(clipPath, image: image, opacity: opacity, mask: mask)
            } else {
                try canvas.fill(.rect(Rect(region)), image: image, opacity: opacity, mask: mask)
            }
            return
        }
        let t = stageTimes.start
        try canvas.fill(clipPath ?? .rect(Rect(region)), image: image, opacity: opacity)
        stageTimes?.add(.maskedDraw, since: t)
    }

    func ownDrawingCount(_ l: Layer) -> Int {
        var n = 0
        if let bg = l.backgroundColor, bg.alpha > 0 { n += 1 }
        if l.hasBackdrop { n += 1 }
        if l.contents != nil { n += 1 }
        if l.borderWidth > 0, l.borderColor.alpha > 0 { n += 1 }
        if l.shadowOpacity > 0, l.shadowColor.alpha > 0 { n += 1 }
        if let s = l as? ShapeLayer, s.path != nil { n += (s.fillColor != nil ? 1 : 0) + (s.strokeColor != nil ? 1 : 0) }
        return n
    }

    func ownDrawingCount(_ model: Layer, _ presentation: Layer) -> Int {
        ownDrawingCount(presentation) + ((presentation as? DrawingLayer)?.presentedDrawing != nil ? 1 : 0)
    }

    /// Shadow, background, contents, shape, sublayers and border, straight into `canvas`.
    private func drawContents(_ model: Layer, _ layer: Layer, _ device: DeviceTransform, at time: Double,
                              into canvas: Canvas, opacity: Double, depth: Int, overBackgroundOnly: Bool = false,
                              inOwnGroup: Bool = false, childOpacity: Double = 1) throws(RasterError) {
        let outline = Path.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
        // The backdrop reads what lies behind before anything of this layer is drawn.
        var backdrop: (ImageShader, Path)?
        // (A shortcut may draw it straight away when nothing is drawn under it first.)
        let noShadow = overBackgroundOnly || layer.shadowOpacity <= 0 || layer.shadowColor.alpha <= 0
        if layer.hasBackdrop {
            let t = stageTimes.start
            backdrop = backdropImage(layer, device, canvas: canvas, skippingTop: inOwnGroup, directOpacity: noShadow && opacity >= 1)
            stageTimes?.add(.backdrop, since: t)
        }
        if !overBackgroundOnly, layer.shadowOpacity > 0, layer.shadowColor.alpha > 0 {
            try ShadowPainter.draw(shadowOf: layer, outline: layer.shadowPath ?? outline, device: device,
                                   scale: scale, into: canvas, opacity: opacity, mask: maskBuffer(depth: depth + 8))
        }
        if let (shader, path) = backdrop {
            let t = stageTimes.start
            try canvas.fill(path, image: shader, opacity: opacity)
            stageTimes?.add(.backdrop, since: t)
        }
        // A backdrop's layer lays its background over the blurred copy as its tint (drawn with it).
        if !overBackgroundOnly, !layer.hasBackdrop, let bg = layer.backgroundColor, bg.alpha > 0, let path = device.map(outline) {
            let t = stageTimes.start
            try canvas.fill(path, color: bg.premultiplied, opacity: opacity)
            stageTimes?.add(.fill, since: t)
        }
        if let image = layer.contents {
            let t = stageTimes.start
            defer { stageTimes?.add(layer.contentsAreOpaque ? .snapshotDraw : .textDraw, since: t) }
            let rect = ContentsPlacement.rect(of: layer, image: image)
            let shader = device.shader(for: image, in: rect, opaque: layer.contentsAreOpaque).filtered(as: layer)
            if layer.masksToBounds, let clip = device.map(outline) {
                if layer.bounds.contains(rect) && layer.cornerRadius == 0 {
                    try canvas.draw(shader, opacity: opacity)
                } else {
                    try drawClipped(shader, rect: rect, clip: clip, device: device, into: canvas, opacity: opacity, depth: depth)
                }
            } else {
                try canvas.draw(shader, opacity: opacity)
            }
        }
        if let shape = layer as? ShapeLayer, let path = shape.path {
            let t = stageTimes.start
            defer { stageTimes?.add(.fill, since: t) }
            if let fill = shape.fillColor, fill.alpha > 0, let p = device.map(path) {
                try canvas.fill(p, rule: shape.fillRule, color: fill.premultiplied, opacity: opacity)
            }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
               let p = device.map(Stroker.outline(of: path, width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin)) {
                try canvas.fill(p, rule: .nonZero, color: stroke.premultiplied, opacity: opacity)
            }
        }
        if let drawing = (layer as? DrawingLayer)?.presentedDrawing, let affine = device.affine {
            var bitmap: Pixmap?
            if let source = drawing.snapshot { bitmap = try source.bitmap() }
            try drawing.draw(in: canvas, transform: affine, opacity: opacity, snapshotBitmap: bitmap)
        }
        let sub = DeviceTransform.sublayer(of: layer)
        for child in drawingOrder(of: model, at: time) {
            try draw(child, at: time, parent: device, parentSublayer: sub, into: canvas, depth: depth, inherited: childOpacity)
        }
        if layer.borderWidth > 0, layer.borderColor.alpha > 0 {
            var ring = outline
            let inner = layer.bounds.insetBy(dx: layer.borderWidth, dy: layer.borderWidth)
            if inner.width > 0, inner.height > 0 {
                ring.addPath(.roundedRect(inner, cornerRadius: max(0, layer.cornerRadius - layer.borderWidth), corners: layer.maskedCorners))
            }
            if let p = device.map(ring) { try canvas.fill(p, rule: .evenOdd, color: layer.borderColor.premultiplied, opacity: opacity) }
        }
    }

    /// Contents clipped by the layer's rounded outline and by the image's own quad.
    private func drawClipped(_ shader: ImageShader, rect: Rect, clip: Path, device: DeviceTransform,
                             into canvas: Canvas, opacity: Double, depth: Int) throws(RasterError) {
        guard let quad = device.map(.rect(rect)) else { return }
        let mask = maskBuffer(depth: depth + 16)
        try mask.setPath(quad, transform: .identity, rule: .nonZero, rasterizer: Rasterizer())
        try canvas.fill(clip, image: shader, opacity: opacity, mask: mask)
    }
}

extension IntRect {
    func padded(by n: Int) -> IntRect { IntRect(x: x - n, y: y - n, width: width + 2 * n, height: height + 2 * n) }
}

extension Rect {
    init(_ r: IntRect) { self.init(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)) }
}

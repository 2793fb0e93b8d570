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
public final class LayerRenderer {
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    private var offscreens: [Canvas] = []
    private var maskBuffers: [Mask] = []
    private var occlusionBuffers: [RowOcclusion] = []
    /// Presentation copies made while drawing the current frame, by layer (see `presented`).
    private var presentations: [ObjectIdentifier: Layer] = [:]
    /// When set, drawing time is added to it by kind (see `RenderStageTimes`).
    public var stageTimes: RenderStageTimes?
    /// False for the reference twin (tests): no exact shortcuts, every group and mask takes
    /// the general route (offscreen, rendered mask). The output bytes are the same either way.
    var usesExactShortcuts = true

    /// nil when the pixel size is refused (see Pixmap's limits).
    public init?(width: Int, height: Int, scale: Double) {
        guard Pixmap(width: 1, height: 1) != nil, width > 0, height > 0, width <= Pixmap.maximumSide,
              height <= Pixmap.maximumSide, width * height <= Pixmap.maximumPixelCount, scale > 0, scale.isFinite else { return nil }
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// Clears `canvas` to `background` and draws `root` (in points) as it shows at `time`.
    public func render(_ root: Layer, at time: Double, into canvas: Canvas, background: Color = .clear) throws(RasterError) {
        defer { presentations.removeAll(keepingCapacity: true) }
        canvas.clip = canvas.target.bounds
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
        let occlusions = occlusionsBeneath(root.sublayers, from: first, plain, at: time, canvas: canvas.clip)
        defer { canvas.occlusion = nil }
        for index in first..<root.sublayers.count {
            canvas.occlusion = occlusions[index - first]
            try draw(root.sublayers[index], at: time, parent: plain.device, parentSublayer: plain.sublayer, into: canvas, depth: 0)
        }
    }

    /// The root's device and sublayer transforms when drawing it is just drawing its sublayers
    /// in order (as `draw` would: it is no group and draws nothing itself); nil otherwise.
    func plainRoot(_ root: Layer, at time: Double) -> (device: DeviceTransform, sublayer: Transform3D)? {
        guard !root.sublayers.isEmpty else { return nil }
        let r = presented(root, at: time)
        guard r.bounds.isFinite, r.position.isFinite, r.transform.isFinite, !r.isHidden, r.opacity >= 1,
              root.mask == nil, !r.masksToBounds, ownDrawingCount(root, r) == 0 else { return nil }
        let rd = DeviceTransform.scale(scale).child(bounds: r.bounds, anchorPoint: r.anchorPoint, position: r.position,
                                                    transform: r.transform, parentSublayer: .identity)
        guard r.isDoubleSided || rd.isFrontFacing else { return nil }
        return (rd, DeviceTransform.sublayer(r.sublayerTransform, bounds: r.bounds, anchorPoint: r.anchorPoint))
    }

    /// The index of the last of a plain root's sublayers whose first drawing stores an opaque
    /// colour over every pixel of `bounds` (a full-screen background view, or a screen that has
    /// finished covering the ones beneath it), so the clear and every sibling drawn before it
    /// change no byte of the frame. That sublayer is drawn straight (no group), with opacity 1,
    /// no shadow, and an opaque, square-cornered background whose axis-aligned device rectangle
    /// contains `bounds` (every pixel fully covered: a store of the colour, as `groupIsOpaque`
    /// relies on).
    private func topmostCoveringSublayer(of root: Layer, _ plain: (device: DeviceTransform, sublayer: Transform3D), at time: Double,
                                         canvas bounds: IntRect) -> Int? {
        for (index, child) in root.sublayers.enumerated().reversed() {
            let f = presented(child, at: time)
            guard f.bounds.isFinite, f.position.isFinite, f.transform.isFinite, !f.isHidden, f.opacity >= 1,
                  child.mask == nil, !(f.masksToBounds && !child.sublayers.isEmpty),
                  f.shadowOpacity <= 0 || f.shadowColor.alpha <= 0 else { continue }
            let fd = plain.device.child(bounds: f.bounds, anchorPoint: f.anchorPoint, position: f.position, transform: f.transform,
                                        parentSublayer: plain.sublayer)
            guard f.isDoubleSided || fd.isFrontFacing else { continue }
            if groupIsOpaque(f, fd, bounds) { return index }
        }
        return nil
    }

    /// `model.presentation(at: time)`, made once per layer per frame: the shortcut checks,
    /// the occlusion pass and drawing each consult the tree, and a copy is a pure function of
    /// the model and the time (one frame has one time; nothing here mutates a copy). The
    /// copies are dropped when the frame is done, so none outlives its frame (nor can a freed
    /// layer's identifier be met again).
    func presented(_ model: Layer, at time: Double) -> Layer {
        let key = ObjectIdentifier(model)
        if let p = presentations[key] { return p }
        let p = model.presentation(at: time)
        presentations[key] = p
        return p
    }

    private func offscreen(depth: Int) -> Canvas {
        while offscreens.count <= depth { offscreens.append(Canvas(target: Pixmap(width: width, height: height)!)) }
        return offscreens[depth]
    }

    /// A reusable per-row occlusion the height of the frame (see LayerRenderer+Occlusion).
    func occlusionBuffer(_ index: Int) -> RowOcclusion {
        while occlusionBuffers.count <= index { occlusionBuffers.append(RowOcclusion(height: height)) }
        return occlusionBuffers[index]
    }

    private func maskBuffer(depth: Int) -> Mask {
        while maskBuffers.count <= depth { maskBuffers.append(Mask(width: width, height: height)!) }
        return maskBuffers[depth]
    }

    /// Draws `layer`'s bounds at the canvas origin, ignoring its position and transform (what
    /// a snapshot of a view captures), over a transparent background.
    public func renderSnapshot(of root: Layer, at time: Double, into canvas: Canvas) throws(RasterError) {
        defer { presentations.removeAll(keepingCapacity: true) }
        canvas.clip = canvas.target.bounds
        canvas.clear(to: .transparent)
        let b = presented(root, at: time).bounds
        let device = DeviceTransform(ProjectiveTransform(Transform2D(translationX: -b.minX, y: -b.minY).scaledBy(x: 1, y: 1)
            .concatenating(Transform2D(scaleX: scale, y: scale))))
        try draw(root, at: time, device: device, into: canvas, depth: 0)
    }

    private func draw(_ model: Layer, at time: Double, parent: DeviceTransform, parentSublayer: Transform3D,
                      into canvas: Canvas, depth: Int) throws(RasterError) {
        let layer = presented(model, at: time)
        guard layer.bounds.isFinite, layer.position.isFinite, layer.transform.isFinite else { return }
        let device = parent.child(bounds: layer.bounds, anchorPoint: layer.anchorPoint, position: layer.position,
                                  transform: layer.transform, parentSublayer: parentSublayer)
        try draw(model, at: time, device: device, into: canvas, depth: depth, presentation: layer)
    }

    /// `presentation`, when given, is `presented(model, at: time)` already made by the caller
    /// (a copy per layer per frame is enough: it is a pure function of the model and the time).
    private func draw(_ model: Layer, at time: Double, device: DeviceTransform, into canvas: Canvas, depth: Int,
                      presentation: Layer? = nil) throws(RasterError) {
        let layer = presentation ?? presented(model, at: time)
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if !layer.isDoubleSided && !device.isFrontFacing { return }
        let drawings = ownDrawingCount(model, layer) + model.sublayers.count
        guard drawings > 0 else { return }
        let clipsChildren = layer.masksToBounds && !model.sublayers.isEmpty
        let needsGroup = model.mask != nil || clipsChildren || (layer.opacity < 1 && drawings > 1)
        if !needsGroup {
            try drawContents(model, layer, device, at: time, into: canvas, opacity: layer.opacity, depth: depth)
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
            try drawContents(model, layer, device, at: time, into: group, opacity: 1, depth: depth + 1)
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
                                    opacity: layer.opacity * maskAlpha)
                    stageTimes?.add(.maskedDraw, since: t)
                    return
                }
                let t = stageTimes.start
                try canvas.fill(path, rule: rule, image: image, opacity: layer.opacity * maskAlpha)
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
                try canvas.fill(clipPath, image: image, opacity: layer.opacity, mask: mask)
            } else {
                try canvas.fill(.rect(Rect(region)), image: image, opacity: layer.opacity, mask: mask)
            }
            return
        }
        let t = stageTimes.start
        try canvas.fill(clipPath ?? .rect(Rect(region)), image: image, opacity: layer.opacity)
        stageTimes?.add(.maskedDraw, since: t)
    }

    /// The device transform of a mask layer (it lives in the masked layer's bounds space).
    func maskDevice(_ model: ShapeLayer, _ p: ShapeLayer, _ owner: Layer, _ ownerDevice: DeviceTransform) -> DeviceTransform? {
        let d = ownerDevice.child(bounds: p.bounds, anchorPoint: p.anchorPoint, position: p.position, transform: p.transform, parentSublayer: .identity)
        return d
    }

    /// A shape mask whose alpha is just its fill coverage (no stroke, border, opacity games).
    private func simpleShapeMask(_ p: ShapeLayer) -> Bool {
        p.strokeColor == nil && p.backgroundColor == nil && p.borderWidth == 0 && p.opacity >= 1 && p.contents == nil && !p.isHidden
    }

    /// The outline, rule and alpha of a mask whose alpha is just its fill coverage, for the
    /// direct composite (`fill(path, image:)`); nil for any other mask (rendered, alpha used).
    ///
    /// Two kinds: `simpleShapeMask` (as before), and a shape layer whose only visible drawing is
    /// an opaque fill (clear stroke, background, border; no shadow) drawn exactly as the
    /// rendered route would draw it. For the second the two routes are byte-identical: the
    /// rendered mask's alpha is the fill's coverage c (an opaque colour stored at 255, blended
    /// over transparent as mul255(255, c) = c elsewhere), the region rectangle covers every
    /// pixel at 255, so its composite blends the group with mul255(opacity, c), and the direct
    /// fill blends it with mul255(c, opacity), from the same path, rule and clip.
    func directMask(_ mask: Layer?, _ layer: Layer, _ device: DeviceTransform, at time: Double) -> (Path, FillRule, Double)? {
        guard let m = mask as? ShapeLayer, m.sublayers.isEmpty, let p = presented(m, at: time) as? ShapeLayer,
              let md = maskDevice(m, p, layer, device) else { return nil }
        if simpleShapeMask(p) {
            guard let path = p.path.flatMap(md.map) else { return nil }
            return (path, p.fillRule, p.fillColor?.alpha ?? 1)
        }
        guard usesExactShortcuts, m.mask == nil, p.bounds.isFinite, p.position.isFinite, p.transform.isFinite,
              !p.isHidden, p.opacity >= 1, p.isDoubleSided || md.isFrontFacing, p.contents == nil,
              p.strokeColor == nil || p.strokeColor!.alpha <= 0 || p.lineWidth <= 0,
              p.backgroundColor == nil || p.backgroundColor!.alpha <= 0,
              p.borderWidth <= 0 || p.borderColor.alpha <= 0,
              p.shadowOpacity <= 0 || p.shadowColor.alpha <= 0,
              let fill = p.fillColor, fill.premultiplied.a == 255,
              let path = p.path.flatMap(md.map) else { return nil }
        return (path, p.fillRule, 1)
    }

    /// A bound, in device pixels, of everything `layer` draws after its background (contents,
    /// shape, sublayers, border); nil when it cannot be bounded (custom drawing, shadows,
    /// strokes, projections through the eye plane).
    private func overBackgroundBounds(_ model: Layer, _ layer: Layer, _ device: DeviceTransform, at time: Double) -> IntRect? {
        var acc = Bounds()
        guard ownInk(model, layer, device, includingUnderlay: false, into: &acc) else { return nil }
        let sub = DeviceTransform.sublayer(layer.sublayerTransform, bounds: layer.bounds, anchorPoint: layer.anchorPoint)
        for child in model.sublayers {
            guard subtreeInk(child, at: time, parent: device, parentSublayer: sub, into: &acc) else { return nil }
        }
        return acc.rect
    }

    /// Adds a bound of what `model` and its sublayers draw, as `draw(_:at:parent:...)` does; false when unknown.
    private func subtreeInk(_ model: Layer, at time: Double, parent: DeviceTransform, parentSublayer: Transform3D,
                            into acc: inout Bounds) -> Bool {
        let layer = presented(model, at: time)
        guard layer.bounds.isFinite, layer.position.isFinite, layer.transform.isFinite else { return true }
        let device = parent.child(bounds: layer.bounds, anchorPoint: layer.anchorPoint, position: layer.position,
                                  transform: layer.transform, parentSublayer: parentSublayer)
        guard !layer.isHidden, layer.opacity > 0 else { return true }
        if !layer.isDoubleSided && !device.isFrontFacing { return true }
        guard ownInk(model, layer, device, includingUnderlay: true, into: &acc) else { return false }
        let sub = DeviceTransform.sublayer(layer.sublayerTransform, bounds: layer.bounds, anchorPoint: layer.anchorPoint)
        for child in model.sublayers {
            guard subtreeInk(child, at: time, parent: device, parentSublayer: sub, into: &acc) else { return false }
        }
        return true
    }

    /// Adds a bound of one layer's own drawings (not its sublayers); false when unknown.
    private func ownInk(_ model: Layer, _ layer: Layer, _ device: DeviceTransform, includingUnderlay: Bool, into acc: inout Bounds) -> Bool {
        if let d = model as? DrawingLayer, d.drawsContent { return false }
        if includingUnderlay {
            if layer.shadowOpacity > 0, layer.shadowColor.alpha > 0 { return false }
            if let bg = layer.backgroundColor, bg.alpha > 0 { guard acc.add(device.deviceBounds(of: layer.bounds)) else { return false } }
        }
        if let image = layer.contents {
            let rect = ContentsPlacement.rect(for: layer.contentsGravity, imageSize: Size(width: Double(image.width) / layer.contentsScale, height: Double(image.height) / layer.contentsScale), in: layer.bounds)
            guard rect.isFinite, acc.add(device.deviceBounds(of: rect)) else { return false }
        }
        if let shape = layer as? ShapeLayer, let path = shape.path {
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 { return false }
            if let fill = shape.fillColor, fill.alpha > 0 {
                let b = path.controlPointBounds
                guard b.isFinite, acc.add(device.deviceBounds(of: b)) else { return false }
            }
        }
        if layer.borderWidth > 0, layer.borderColor.alpha > 0 { guard acc.add(device.deviceBounds(of: layer.bounds)) else { return false } }
        return true
    }

    /// A growing union of device rectangles, each padded for anti-aliasing.
    private struct Bounds {
        var rect = IntRect(x: 0, y: 0, width: 0, height: 0)
        /// False for an unknown (nil) or unbounded rectangle.
        mutating func add(_ r: IntRect?) -> Bool {
            guard let r else { return false }
            let limit = 1 << 29
            guard r.x > -limit, r.y > -limit, r.maxX < limit, r.maxY < limit else { return false }
            let p = r.padded(by: 2)
            if rect.isEmpty { rect = p; return true }
            let x0 = min(rect.x, p.x), y0 = min(rect.y, p.y)
            rect = IntRect(x: x0, y: y0, width: max(rect.maxX, p.maxX) - x0, height: max(rect.maxY, p.maxY) - y0)
            return true
        }
    }

    /// True when the group's pixels in `region` are all opaque (an opaque background that covers it).
    func groupIsOpaque(_ layer: Layer, _ device: DeviceTransform, _ region: IntRect) -> Bool {
        guard let bg = layer.backgroundColor, bg.alpha >= 1, layer.cornerRadius == 0,
              let a = device.affine, a.preservesAxisAlignment else { return false }
        let r = a.apply(to: layer.bounds)
        return r.minX <= Double(region.x) && r.minY <= Double(region.y) && r.maxX >= Double(region.maxX) && r.maxY >= Double(region.maxY)
    }

    func ownDrawingCount(_ l: Layer) -> Int {
        var n = 0
        if let bg = l.backgroundColor, bg.alpha > 0 { n += 1 }
        if l.contents != nil { n += 1 }
        if l.borderWidth > 0, l.borderColor.alpha > 0 { n += 1 }
        if l.shadowOpacity > 0, l.shadowColor.alpha > 0 { n += 1 }
        if let s = l as? ShapeLayer, s.path != nil { n += (s.fillColor != nil ? 1 : 0) + (s.strokeColor != nil ? 1 : 0) }
        return n
    }

    func ownDrawingCount(_ model: Layer, _ presentation: Layer) -> Int {
        ownDrawingCount(presentation) + ((model as? DrawingLayer)?.drawsContent == true ? 1 : 0)
    }

    /// Shadow, background, contents, shape, sublayers and border, straight into `canvas`.
    private func drawContents(_ model: Layer, _ layer: Layer, _ device: DeviceTransform, at time: Double,
                              into canvas: Canvas, opacity: Double, depth: Int, overBackgroundOnly: Bool = false) throws(RasterError) {
        let outline = Path.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
        if !overBackgroundOnly, layer.shadowOpacity > 0, layer.shadowColor.alpha > 0 {
            try ShadowPainter.draw(shadowOf: layer, outline: layer.shadowPath ?? outline, device: device,
                                   scale: scale, into: canvas, opacity: opacity, mask: maskBuffer(depth: depth + 8))
        }
        if !overBackgroundOnly, let bg = layer.backgroundColor, bg.alpha > 0, let path = device.map(outline) {
            let t = stageTimes.start
            try canvas.fill(path, color: bg.premultiplied, opacity: opacity)
            stageTimes?.add(.fill, since: t)
        }
        if let image = layer.contents {
            let t = stageTimes.start
            defer { stageTimes?.add(layer.contentsAreOpaque ? .snapshotDraw : .textDraw, since: t) }
            let rect = ContentsPlacement.rect(for: layer.contentsGravity, imageSize: Size(width: Double(image.width) / layer.contentsScale, height: Double(image.height) / layer.contentsScale), in: layer.bounds)
            let shader = device.shader(for: image, in: rect, opaque: layer.contentsAreOpaque)
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
        if let custom = model as? DrawingLayer, let affine = device.affine {
            try custom.draw(in: canvas, transform: affine, time: time, opacity: opacity)
        }
        let sub = DeviceTransform.sublayer(layer.sublayerTransform, bounds: layer.bounds, anchorPoint: layer.anchorPoint)
        for child in model.sublayers {
            try draw(child, at: time, parent: device, parentSublayer: sub, into: canvas, depth: depth)
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

import Raster

/// A layer's backdrop: a blurred, colour-adjusted (luminance curve, saturation, brightness) copy of what is already drawn under its bounds,
/// which the layer draws first (after its shadow), clipped to its rounded bounds, with its
/// background laid over the copy as a tint (one drawing), then its contents and sublayers: what
/// UIVisualEffectView's blur shows.
///
/// What lies behind: the pixels of the frame (or snapshot) canvas, with every group offscreen
/// opened by an ancestor composited over them at the group's opacity, inside the group's region
/// (their masks and clip outlines are not applied to what the backdrop reads; what the backdrop
/// draws goes through them as any drawing does). A layer whose own group is open (opacity below
/// 1 over several drawings) reads what lies behind that group, so a fading blur fades the blur.
///
/// How: the rectangle read is the layer's device bounds grown by three σ (and the reduction
/// factor), clipped to the frame; a σ of at least 4 px is blurred on a box-reduced copy (factor
/// f, a power of two up to 16, with σ / f >= 2) and enlarged back bilinearly over the bounds
/// (Pixmap.upsample), the reduction's and the tent's variance (about f² / 4) taken off σ² first:
/// what a device does too, and what keeps a full-screen blur at scale 3 near a frame's cost. The radius is in the layer's
/// points: the device transform's scale (√|det|) turns it into pixels.
///
/// Exactness with the shortcuts: a sibling beneath a backdrop is occluded only by the siblings
/// between it and the backdrop, and one holding a backdrop not at all (LayerRenderer+Occlusion);
/// a group holding one takes the general route (its ink is not bounded), and a frame holding one
/// is drawn in one band.
extension LayerRenderer {
    /// A group offscreen being drawn, as the backdrops beneath its layer's subtree see it.
    struct OpenGroup {
        let canvas: Canvas
        let region: IntRect
        let opacity: Double
    }

    /// The blurred copy for `layer` and the outline it is drawn through, or nil when nothing
    /// would show. `skippingTop` leaves out the innermost open group (the layer's own).
    /// `directOpacity`: the drawing's opacity is 1, so a shortcut may write the copy straight
    /// into the canvas (then nil comes back: it is drawn).
    func backdropImage(_ layer: Layer, _ device: DeviceTransform, canvas: Canvas, skippingTop: Bool,
                       directOpacity: Bool = false) -> (ImageShader, Path)? {
        guard let bounds = device.deviceBounds(of: layer.bounds),
              let outline = device.map(.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners))
        else { return nil }
        let target = bounds.padded(by: 1).intersection(canvas.clip)
        guard !target.isEmpty else { return nil }
        let pixelsPerPoint = device.affine.map { abs($0.determinant).squareRoot() } ?? scale
        let sigma = max(0, layer.backdropBlurRadius) * pixelsPerPoint
        guard sigma.isFinite, sigma <= 1e6 else { return nil }
        let plan = BackdropPlan(sigma: sigma)
        // What lies behind: the frame canvas and the groups opened above it, or (drawing into a
        // mask's canvas, which no group stack leads to) the canvas alone.
        var stack = openGroups
        let base: Canvas
        if let b = backdropBase, (stack.last?.canvas ?? b) === canvas {
            if skippingTop, !stack.isEmpty { stack.removeLast() }
            base = b
        } else {
            base = canvas
            stack = []
        }
        let read = target.padded(by: Int((3 * sigma).rounded(.up)) + plan.factor).intersection(base.clip)
        guard !read.isEmpty else { return nil }
        var source = base.target, sourceRect = read
        if !stack.isEmpty, let behind = Pixmap(width: read.width, height: read.height) {
            Self.copy(base.target, read, into: behind)
            for g in stack { Self.composite(g.canvas.target, g.region.intersection(read), opacity: g.opacity, over: behind, at: read) }
            source = behind
            sourceRect = behind.bounds
        }
        // Reduce, blur, saturate.
        let small: Pixmap
        if plan.factor > 1 {
            guard let s = source.downsampled(region: sourceRect, by: plan.factor) else { return nil }
            small = s
        } else if let blur = plan.blur {
            guard let s = blur.blurred(source, region: sourceRect) else { return nil }
            small = s
        } else {
            guard let s = Pixmap(width: sourceRect.width, height: sourceRect.height) else { return nil }
            Self.copy(source, sourceRect, into: s)
            small = s
        }
        var image = small
        if plan.factor > 1, let blur = plan.blur, let b = blur.blurred(small, region: small.bounds) { image = b }
        // The colour steps in a material's filter order (curve, saturation, brightness), after
        // the blur here: the same on even content, a little softer at edges than a device's
        // curve-then-blur (the curve is not linear).
        image.mapLuminance(values: layer.backdropLuminanceValues, amount: layer.backdropLuminanceAmount, in: image.bounds)
        image.saturate(by: layer.backdropSaturation, in: image.bounds)
        image.brighten(by: layer.backdropBrightness, in: image.bounds)
        if let bg = layer.backgroundColor, bg.alpha > 0 { image.tint(with: bg.premultiplied, in: image.bounds) }
        guard plan.factor > 1 else {
            let place = Transform2D(translationX: Double(read.x), y: Double(read.y))
            return (ImageShader(image: image, transform: place, isOpaque: image.isOpaque, filter: .nearest), outline)
        }
        // Drawn back up over the target only (bilinear, the enlargement's own pass; see
        // Pixmap+Upsample). A square-cornered outline on whole pixels at full opacity covers
        // exactly the pixels inside it, each fully: there the general route's fill stores an
        // opaque pixel or lays a translucent one over what is there, which is what writing the
        // enlargement straight into the canvas does (the reference twin takes the fill).
        if usesExactShortcuts, directOpacity, layer.cornerRadius == 0, let a = device.affine, a.preservesAxisAlignment {
            let r = a.apply(to: layer.bounds)
            let rect = IntRect(x: Int(r.minX.rounded()), y: Int(r.minY.rounded()), width: Int(r.width.rounded()), height: Int(r.height.rounded()))
            if Rect(rect) == r {
                let inside = rect.intersection(canvas.clip)
                if !inside.isEmpty {
                    let t = canvas.target
                    image.upsample(by: plan.factor, from: inside.x - read.x, inside.y - read.y,
                                   into: t.pixels.baseAddress! + inside.y * t.width + inside.x, rowStride: t.width,
                                   width: inside.width, height: inside.height, blending: !image.isOpaque)
                }
                return nil
            }
        }
        // Otherwise into a buffer kept while the size holds, drawn through the outline.
        let full = backdropBuffer(width: target.width, height: target.height)
        image.upsample(by: plan.factor, from: target.x - read.x, target.y - read.y, into: full)
        let place = Transform2D(translationX: Double(target.x), y: Double(target.y))
        return (ImageShader(image: full, transform: place, isOpaque: image.isOpaque, filter: .nearest), outline)
    }

    /// Copies `rect` of `source` into `destination` (the rectangle's size).
    static func copy(_ source: Pixmap, _ rect: IntRect, into destination: Pixmap) {
        for y in 0..<rect.height {
            (destination.pixels.baseAddress! + y * destination.width)
                .update(from: source.pixels.baseAddress! + (rect.y + y) * source.width + rect.x, count: rect.width)
        }
    }

    /// Source-over of `region` of `group` at `opacity` onto `destination`, which holds the
    /// pixels of `origin`'s rectangle.
    static func composite(_ group: Pixmap, _ region: IntRect, opacity: Double, over destination: Pixmap, at origin: IntRect) {
        guard !region.isEmpty else { return }
        let o = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        for y in region.y..<region.maxY {
            let src = group.pixels.baseAddress! + y * group.width
            let dst = destination.pixels.baseAddress! + (y - origin.y) * destination.width - origin.x
            for x in region.x..<region.maxX {
                dst[x] = Blend.over(src[x], dst[x], coverage: o)
            }
        }
    }

    /// True when `model` or a layer under it (not its masks) draws or may animate a backdrop.
    func subtreeHasBackdrop(_ model: Layer, depth: Int = 0) -> Bool {
        guard depth < 4096 else { return false }
        if model.hasBackdrop || model.animations.contains(where: { $0.animation.keyPath.hasPrefix("backdrop") }) { return true }
        return model.sublayers.contains { subtreeHasBackdrop($0, depth: depth + 1) }
    }
}

/// How a backdrop of σ pixels is blurred: the reduction factor and the blur on the reduced copy.
struct BackdropPlan {
    let factor: Int
    let blur: GaussianBlur?

    init(sigma: Double) {
        var f = 1
        while f < Pixmap.maximumDownsampleFactor, sigma / Double(2 * f) >= 2 { f *= 2 }
        if sigma < 4 { f = 1 }
        factor = f
        let fd = Double(f)
        let reduced = f > 1 ? (sigma * sigma - fd * fd / 4).squareRoot() / fd : sigma
        blur = GaussianBlur(sigma: min(reduced, GaussianBlur.maximumSigma))
    }
}

extension LayerRenderer {
    /// A pixmap of this size for a backdrop's enlarged copy: the last one when it fits (a blur
    /// view keeps its size from frame to frame; a fresh 12 MB buffer a frame costs page faults).
    func backdropBuffer(width: Int, height: Int) -> Pixmap {
        if let p = backdropPixels, p.width == width, p.height == height { return p }
        let p = Pixmap(width: width, height: height)!
        backdropPixels = p
        return p
    }
}

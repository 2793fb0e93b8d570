import CRasterKernels

/// Draws paths and images into a target pixmap: the compositor's public face.
///
/// A canvas owns the per-thread state drawing needs (a rasterizer and a scratch row) so frame
/// after frame reuses it. Every draw goes the same way: the rasterizer turns an outline into
/// coverage spans, clipped to `clip`; the blitter paints them with a colour or an image.
public final class Canvas {
    public let target: Pixmap
    /// Drawing is confined to this pixel rectangle (inside the target).
    public var clip: IntRect {
        didSet { clip = clip.intersection(target.bounds) }
    }
    /// Pixels a later drawing will store whatever lies beneath them: fills and image draws
    /// leave them alone (clears do not look at it). The caller vouches for every run in it.
    public var occlusion: RowOcclusion?
    private let rasterizer = Rasterizer()
    private let scratch: UnsafeMutableBufferPointer<UInt32>

    public init(target: Pixmap) {
        self.target = target
        clip = target.bounds
        scratch = .allocate(capacity: target.width)
    }

    deinit { scratch.deallocate() }

    /// Fills an outline with a colour; `opacity` and `mask` multiply the coverage.
    public func fill(_ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                     color: PremultipliedColor, opacity: Double = 1, mask: Mask? = nil) throws(RasterError) {
        let o = Self.opacityByte(opacity)
        guard o > 0, color.a > 0 || color.packed != 0 else { return }
        if fillPixelRect(path, transform: transform, color: color, opacity: o, mask: mask) { return }
        try run(path, transform: transform, rule: rule, source: .solid(color.packed), opacity: o, mask: mask)
    }

    /// Fills an outline with an image (the image shows through where the outline covers).
    public func fill(_ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                     image: ImageShader, opacity: Double = 1, mask: Mask? = nil) throws(RasterError) {
        let o = Self.opacityByte(opacity)
        guard o > 0, let sampler = ImageSampler(image) else { return }
        try run(path, transform: transform, rule: rule, source: .image(sampler, opaque: image.isOpaque), opacity: o, mask: mask)
    }

    /// Fills an outline with `image` inside `within` and with `outside` beyond it, in one pass:
    /// byte for byte what `fill(_:image:)` gives for an image holding `outside` in every pixel
    /// outside `within` (provided the image, sampled nearest at an integer offset, reproduces
    /// its pixels; `outside` must be opaque when the image is declared opaque).
    public func fill(_ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                     image: ImageShader, within: IntRect, outside: PremultipliedColor, opacity: Double = 1,
                     mask: Mask? = nil) throws(RasterError) {
        let o = Self.opacityByte(opacity)
        guard o > 0, let sampler = ImageSampler(image) else { return }
        try run(path, transform: transform, rule: rule,
                source: .imageWithin(sampler, opaque: image.isOpaque, within: within, outside: outside.packed), opacity: o, mask: mask)
    }

    /// Draws a whole image through its mapping, with anti-aliased edges.
    public func draw(_ image: ImageShader, opacity: Double = 1, mask: Mask? = nil) throws(RasterError) {
        guard let outline = image.outline else {
            // A projective quad crossing the eye plane: cover the clip and let sampling decide.
            try fill(Path.rect(Rect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.width), height: Double(clip.height))),
                     image: image, opacity: opacity, mask: mask)
            return
        }
        try fill(outline, image: image, opacity: opacity, mask: mask)
    }

    /// Sets every pixel inside the clip to one colour (no blending).
    public func clear(to color: PremultipliedColor) {
        if clip == target.bounds { target.clear(to: color); return }
        for y in clip.y..<clip.maxY {
            rt_fill_u32(target.pixels.baseAddress! + y * target.width + clip.x, color.packed, Int64(clip.width))
        }
    }

    private func run(_ path: Path, transform: Transform2D, rule: FillRule, source: PaintBlitter.Source,
                     opacity: UInt32, mask: Mask?) throws(RasterError) {
        var region = clip
        if let m = mask { region = region.intersection(m.bounds) }
        guard !region.isEmpty else { return }
        var blitter = PaintBlitter(target: target.pixels.baseAddress!, width: target.width, source: source,
                                   opacity: opacity, mask: mask, scratch: scratch.baseAddress!)
        if let occlusion, !occlusion.isEmpty { blitter.occlusion = occlusion }
        try rasterizer.fill(path, transform: transform, rule: rule, clip: region, into: &blitter)
    }

    static func opacityByte(_ o: Double) -> UInt32 {
        guard o.isFinite else { return 0 }
        return UInt32((min(max(o, 0), 1) * 255).rounded())
    }
}

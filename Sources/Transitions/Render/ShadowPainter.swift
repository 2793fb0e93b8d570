import Raster

/// Draws a layer's drop shadow: its outline's coverage, offset, blurred, tinted.
///
/// The blur is three box passes per axis (a close Gaussian approximation) with σ = shadowRadius
/// points: Core Animation's shadowRadius is the Gaussian's standard deviation, which is why design
/// tools that speak of a "blur" (Sketch, Figma) export blur = 2 × shadowRadius to iOS. The
/// outline is rasterised into a small working mask that covers its own bounds plus the blur's
/// reach, extending past the canvas, so a shadow whose shape is just off-screen still casts its
/// blurred edge onto the canvas (a view waiting at x = W during a push). Only the pixels the
/// shadow can reach are touched.
enum ShadowPainter {
    static func draw(shadowOf layer: Layer, outline: Path, device: DeviceTransform, scale: Double,
                     into canvas: Canvas, opacity: Double, mask: Mask) throws(RasterError) {
        let offset = Transform2D(translationX: layer.shadowOffset.width, y: layer.shadowOffset.height)
        guard let path = device.map(outline.applying(offset)) else { return }
        let unitScale = device.affine.map { ($0.a * $0.a + $0.b * $0.b).squareRoot() } ?? scale
        let sigma = max(0, layer.shadowRadius * unitScale)
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let area = IntRect(covering: path.controlPointBounds).padded(by: reach)
            .intersection(canvas.clip.padded(by: reach))
        guard !area.isEmpty, let work = Mask(width: area.width, height: area.height) else { return }
        let toWork = Transform2D(translationX: -Double(area.x), y: -Double(area.y))
        try work.setPath(path, transform: toWork, rule: .nonZero, rasterizer: Rasterizer())
        if sigma > 0.3 { work.blur(sigma: sigma, region: IntRect(x: 0, y: 0, width: area.width, height: area.height)) }
        mask.place(work, at: (area.x, area.y))
        let region = mask.bounds.intersection(canvas.clip)
        guard !region.isEmpty else { return }
        let color = layer.shadowColor.withAlpha(layer.shadowColor.alpha * layer.shadowOpacity).premultiplied
        try canvas.fill(.rect(Rect(region)), color: color, opacity: opacity, mask: mask)
    }
}

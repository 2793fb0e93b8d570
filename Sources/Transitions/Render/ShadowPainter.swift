import Raster

/// Draws a layer's drop shadow: its outline's coverage, offset, blurred, tinted.
///
/// The blur is three box passes per axis (a close Gaussian approximation, σ = shadowRadius / 2
/// points, the usual reading of CALayer.shadowRadius), run only over the pixels the shadow can
/// reach, so a small shadow costs little on a large canvas.
enum ShadowPainter {
    static func draw(shadowOf layer: Layer, outline: Path, device: DeviceTransform, scale: Double,
                     into canvas: Canvas, opacity: Double, mask: Mask) throws(RasterError) {
        let offset = AffineTransform(translationX: layer.shadowOffset.width, y: layer.shadowOffset.height)
        guard let path = device.map(outline.applying(offset)) else { return }
        let unitScale = device.affine.map { ($0.a * $0.a + $0.b * $0.b).squareRoot() } ?? scale
        let sigma = max(0, layer.shadowRadius / 2 * unitScale)
        let reach = Int((3 * sigma).rounded(.up)) + 1
        try mask.setPath(path, transform: .identity, rule: .nonZero, rasterizer: Rasterizer())
        let region = mask.bounds.padded(by: reach).intersection(canvas.clip)
        guard !region.isEmpty else { return }
        if sigma > 0.3 { mask.blur(sigma: sigma, region: region) }
        let color = layer.shadowColor.withAlpha(layer.shadowColor.alpha * layer.shadowOpacity).premultiplied
        try canvas.fill(.rect(Rect(region)), color: color, opacity: opacity, mask: mask)
    }
}

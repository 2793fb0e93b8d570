import Raster

/// Where a layer's contents bitmap lands in its bounds for each gravity (CALayer's rules).
enum ContentsPlacement {
    /// Where `layer`'s contents `image` lands in its bounds: the gravity's rect, moved to whole
    /// pixel rows of the bounds when the layer's text asks for it (`pixelAlignsContentsVertically`).
    static func rect(of layer: Layer, image: Pixmap) -> Rect {
        let scale = layer.contentsScale
        let r = rect(for: layer.contentsGravity, imageSize: Size(width: Double(image.width) / scale, height: Double(image.height) / scale),
                     in: layer.bounds)
        guard layer.pixelAlignsContentsVertically, scale > 0, r.isFinite else { return r }
        return Rect(x: r.minX, y: layer.bounds.minY + wholeRows((r.minY - layer.bounds.minY) * scale) / scale,
                    width: r.width, height: r.height)
    }

    /// `rows` rounded to the nearest whole row, half a row (within rounding error) towards zero:
    /// text centred in bounds rounded for another scale lands half a row off at most, and
    /// goes where it lands in bounds rounded for this one.
    private static func wholeRows(_ rows: Double) -> Double {
        let whole = (abs(rows) + 0.5 - 1e-6).rounded(.down)
        return rows < 0 ? -whole : whole
    }

    static func rect(for gravity: ContentsGravity, imageSize s: Size, in b: Rect) -> Rect {
        guard s.width > 0, s.height > 0 else { return b }
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            let k = gravity == .resizeAspect ? min(b.width / s.width, b.height / s.height) : max(b.width / s.width, b.height / s.height)
            let w = s.width * k, h = s.height * k
            return Rect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center:
            return Rect(x: b.midX - s.width / 2, y: b.midY - s.height / 2, width: s.width, height: s.height)
        case .topLeft:
            return Rect(x: b.minX, y: b.minY, width: s.width, height: s.height)
        case .top, .bottom, .left, .right, .topRight, .bottomLeft, .bottomRight:
            let x = [.left, .bottomLeft].contains(gravity) ? b.minX
                : [.right, .topRight, .bottomRight].contains(gravity) ? b.maxX - s.width : b.midX - s.width / 2
            let y = [.top, .topRight].contains(gravity) ? b.minY
                : [.bottom, .bottomLeft, .bottomRight].contains(gravity) ? b.maxY - s.height : b.midY - s.height / 2
            return Rect(x: x, y: y, width: s.width, height: s.height)
        }
    }
}

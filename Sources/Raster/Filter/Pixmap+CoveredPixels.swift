/// The pixel loop the backdrop's colour filters share (brightness, saturation, the luminance
/// curve): each maps a premultiplied pixel to another of the same alpha, and a clear pixel
/// stays clear, so only covered pixels inside the region are visited.
extension Pixmap {
    /// Replaces every pixel of `region` (clipped to the pixmap) whose alpha is not 0 by
    /// `transform(pixel, alpha)`.
    @inline(__always)
    func mapCoveredPixels(in region: IntRect, _ transform: (_ pixel: UInt32, _ alpha: UInt32) -> UInt32) {
        let r = region.intersection(bounds)
        guard !r.isEmpty else { return }
        let p = pixels.baseAddress!
        for y in r.y..<r.maxY {
            let row = p + y * width
            for x in r.x..<r.maxX {
                let v = row[x]
                let a = v >> 24
                guard a > 0 else { continue }
                row[x] = transform(v, a)
            }
        }
    }
}

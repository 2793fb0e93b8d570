internal import Raster

// How big a symbol image is and how its glyph is drawn into it.
//
// A symbol image here is a square (SF's are as wide as their glyph; the stand-ins share one
// grid). Its side follows the point size as SF Symbols' square glyphs do, about 1.1 times the
// point size at the medium scale (a 64 pt medium symbol is some 70 pt across, Apple's forum
// thread 716773); the small and large scales are 0.78 and 1.29 times medium. The stand-in's
// 24-unit grid fills the square, its art some 20 units of it, as an icon font draws it.

enum SymbolMetrics {
    /// The point size when a configuration gives none: the body text's, 17 pt.
    static let defaultPointSize = 17.0
    /// The square's side per point of size at the medium scale.
    static let mediumSidePerPoint = 1.1

    /// The side, in points, of a symbol image at `configuration`.
    static func side(for configuration: UIImage.SymbolConfiguration) -> Double {
        let size = configuration.pointSize > 0 ? Double(configuration.pointSize) : defaultPointSize
        let scale: Double
        switch configuration.scale {
        case .small: scale = 0.78
        case .large: scale = 1.29
        case .medium, .default, .unspecified: scale = 1
        }
        return (size * mediumSidePerPoint * scale * 3).rounded() / 3
    }

    /// The glyph drawn black into a square of `side` points at `scale` pixels per point.
    static func render(_ glyph: SymbolGlyph, side: Double, scale: Double) -> Pixmap {
        let pixels = max(1, Int((side * scale).rounded()))
        let pixmap = Pixmap(width: pixels, height: pixels)!
        let canvas = Canvas(target: pixmap)
        // A glyph of a few hundred points cannot fail to rasterize; an error leaves it blank.
        try? canvas.fill(glyph.outline, transform: Transform2D(scaleX: Double(pixels), y: Double(pixels)),
                         rule: .nonZero, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        return pixmap
    }
}

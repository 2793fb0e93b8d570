import Raster

// A layer's contents filters (CALayer.magnificationFilter, minificationFilter): a draw that
// enlarges the contents samples with the magnification filter, one that shrinks them with the
// minification filter, judged by the area the image covers on the canvas against its pixels.
// Bilinear (Core Animation's linear) is the default; its minification is box-filtered below
// half size (the sampler's mip level), which is Core Animation's trilinear more than its linear.

extension ImageShader {
    /// This shader with the filter `layer` asks for at the draw's scale.
    func filtered(as layer: Layer) -> ImageShader {
        let magnify = layer.contentsMagnificationFilter, minify = layer.contentsMinificationFilter
        guard magnify != .bilinear || minify != .bilinear else { return self }
        var s = self
        s.filter = canvasPixelsPerImagePixel >= 1 ? magnify : minify
        return s
    }

    /// The canvas area one image pixel covers (the outline's area over the image's).
    var canvasPixelsPerImagePixel: Double {
        guard image.width > 0, image.height > 0, let quad = outline else { return 1 }
        var points: [Point] = []
        for e in quad.elements {
            switch e {
            case .move(let p), .line(let p): points.append(p)
            default: break
            }
        }
        var twiceArea = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            twiceArea += a.x * b.y - b.x * a.y
        }
        return abs(twiceArea) / 2 / Double(image.width * image.height)
    }
}

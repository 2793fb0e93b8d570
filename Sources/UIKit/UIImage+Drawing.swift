package import Raster

// UIImage and drawing: UIImage(cgImage:[scale:orientation:]), draw(in:/at:[blendMode:alpha:]),
// pngData(), rendering modes (withRenderingMode, template images tinted by the views that show
// them), withTintColor, resizableImage(withCapInsets:[resizingMode:]) drawn nine-sliced.
// Symbol images are Symbols/. Not here: jpegData, animated images, image assets'
// appearance variants (dark mode), flipsForRightToLeftLayoutDirection.

extension UIImage {
    /// How a view draws an image: as is, or as a template (its alpha filled with the tint).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// How the part of a resizable image between its cap insets fills the rest.
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    /// Which way the pixels are turned when the image is drawn.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// A PNG image from its bytes at `scale`; nil when they do not decode (reported).
    public convenience init?(data: Data, scale: CGFloat) {
        let pixmap: Pixmap
        do { pixmap = try PNG.decode([UInt8](data), source: "UIImage(data:)") } catch {
            RecordingLog.error("UIImage(data:): \(error)")
            return nil
        }
        self.init(pixmap: pixmap, scale: scale > 0 ? scale : 1)
    }
    /// A PNG image from its bytes at scale 1; nil when they do not decode (reported).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image of a CGImage's pixels at scale 1.
    public convenience init(cgImage: CGImage) { self.init(pixmap: cgImage.pixmap, scale: 1) }

    /// An image of a CGImage's pixels at `scale`, turned by `orientation` (the pixels are
    /// turned once here, so `cgImage` of the result is upright).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(pixmap: Self.oriented(cgImage.pixmap, orientation), scale: scale > 0 ? scale : 1)
    }

    /// A copy sharing the pixels, with other drawing attributes.
    private func copy(renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil) -> UIImage {
        let c = UIImage(pixmap: pixmap, scale: scale)
        c.renderingMode = renderingMode ?? self.renderingMode
        c.capInsets = capInsets ?? self.capInsets
        c.resizingMode = resizingMode ?? self.resizingMode
        c.symbol = symbol
        return c
    }

    /// The same image drawn by views as `mode` says (`.alwaysTemplate`: the tint colour through its alpha).
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { copy(renderingMode: mode) }

    /// The image's alpha filled with `color` (an original image, drawn as is).
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }
    /// The image's alpha filled with `color`, drawn by views as `renderingMode` says.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let c = UIImage(pixmap: Self.tinted(pixmap, color.color), scale: scale)
        c.renderingMode = renderingMode
        c.capInsets = capInsets
        c.resizingMode = resizingMode
        return c
    }

    /// An image whose edges inside `capInsets` (points) keep their size when it is drawn larger;
    /// the middle is tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }
    /// An image whose edges inside `capInsets` keep their size; the middle is tiled or stretched.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image as PNG bytes; nil when it cannot be encoded, or is empty (`UIImage()`), as UIKit answers.
    public func pngData() -> Data? {
        if isEmptyImage { return nil }
        do { return Data(try PNG.encode(pixmap)) } catch {
            RecordingLog.error("UIImage.pngData(): \(error)")
            return nil
        }
    }

    // MARK: Drawing into the current context

    /// Draws the image upright at `point` (its top-left corner) at its size.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image upright at `point` through `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    /// Draws the image upright, scaled into `rect` (nine-sliced when it is resizable).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    /// Draws the image upright into `rect` through `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width != 0, rect.height != 0 else { return }
        let (pixels, pixelScale) = pixels(forSize: rect.size, tint: nil)
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(CGFloat(context.alpha) * alpha)
        let r = rect.standardized
        let sx = capInsets == .zero ? Double(r.width) / Double(pixels.width) : 1 / Double(pixelScale)
        let sy = capInsets == .zero ? Double(r.height) / Double(pixels.height) : 1 / Double(pixelScale)
        context.draw(pixels, transform: Transform2D(a: sx, b: 0, c: 0, d: sy, tx: Double(r.minX), ty: Double(r.minY)), what: "UIImage.draw")
    }

    // MARK: Pixels for views and drawing

    /// The pixels a view shows for this image at `size` points: the image itself, or nine-sliced
    /// to the size when it has cap insets, with the alpha filled by `tint` when given; and
    /// their pixels per point.
    package func pixels(forSize size: CGSize, tint: Color?) -> (Pixmap, CGFloat) {
        var p = pixmap
        if capInsets != .zero, let sliced = Self.nineSliced(p, scale: Double(scale), insets: capInsets, mode: resizingMode, to: size) { p = sliced }
        if let tint { p = Self.tinted(p, tint) }
        return (p, scale)
    }

    /// Every pixel's alpha times `color` (premultiplied).
    static func tinted(_ source: Pixmap, _ color: Color) -> Pixmap {
        let out = Pixmap(width: source.width, height: source.height)!
        let c = color.premultiplied
        for i in 0..<source.pixels.count {
            let a = UInt32(source.pixels[i] >> 24)
            out.pixels[i] = PremultipliedColor(r: UInt8(Blend.mul255(UInt32(c.r), a)), g: UInt8(Blend.mul255(UInt32(c.g), a)),
                                               b: UInt8(Blend.mul255(UInt32(c.b), a)), a: UInt8(Blend.mul255(UInt32(c.a), a))).packed
        }
        return out
    }

    /// The pixels turned as `orientation` says (EXIF's meaning: how to turn them upright).
    static func oriented(_ p: Pixmap, _ orientation: Orientation) -> Pixmap {
        guard orientation != .up else { return p }
        let w = p.width, h = p.height
        let swaps = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let out = Pixmap(width: swaps ? h : w, height: swaps ? w : h)!
        for y in 0..<out.height {
            for x in 0..<out.width {
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .upMirrored: (sx, sy) = (w - 1 - x, y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .left: (sx, sy) = (w - 1 - y, x)          // turned 90° counterclockwise
                case .right: (sx, sy) = (y, h - 1 - x)         // turned 90° clockwise
                case .leftMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (y, x)
                }
                out.pixels[y * out.width + x] = p.pixels[sy * w + sx]
            }
        }
        return out
    }

    /// The image drawn to `size` points with its cap insets kept: corners as they are, edges
    /// and middle tiled (exact copies, cut at the far side) or stretched (bilinear). Nil when
    /// the size cannot be drawn.
    static func nineSliced(_ p: Pixmap, scale: Double, insets: UIEdgeInsets, mode: ResizingMode, to size: CGSize) -> Pixmap? {
        guard let ow = CGContext.pixelCount(Double(size.width) * scale), let oh = CGContext.pixelCount(Double(size.height) * scale),
              let out = Pixmap(width: ow, height: oh) else { return nil }
        func px(_ v: CGFloat) -> Int { max(0, Int((Double(v) * scale).rounded())) }
        // Source and destination column/row boundaries: [0, left, width - right, width].
        let sl = min(px(insets.left), p.width), sr = min(px(insets.right), p.width - sl)
        let st = min(px(insets.top), p.height), sb = min(px(insets.bottom), p.height - st)
        let dl = min(sl, ow), dr = min(sr, ow - dl), dt = min(st, oh), db = min(sb, oh - dt)
        let sx = [0, sl, p.width - sr, p.width], dx = [0, dl, ow - dr, ow]
        let sy = [0, st, p.height - sb, p.height], dy = [0, dt, oh - db, oh]
        let canvas = Canvas(target: out)
        func draw(_ shader: ImageShader) {
            do { try canvas.draw(shader) } catch { RecordingLog.error("resizable image: a slice cannot be drawn (\(error))") }
        }
        for row in 0..<3 {
            for col in 0..<3 {
                let s = IntRect(x: sx[col], y: sy[row], width: sx[col + 1] - sx[col], height: sy[row + 1] - sy[row])
                let d = IntRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
                canvas.clip = d
                let stretchX = col == 1 && (mode == .stretch) || s.width == d.width
                let stretchY = row == 1 && (mode == .stretch) || s.height == d.height
                if stretchX && stretchY || (col != 1 && row != 1) {
                    let kx = Double(d.width) / Double(s.width), ky = Double(d.height) / Double(s.height)
                    let t = Transform2D(a: kx, b: 0, c: 0, d: ky, tx: Double(d.x) - Double(s.x) * kx, ty: Double(d.y) - Double(s.y) * ky)
                    let filter: ImageShader.Filter = kx == 1 && ky == 1 ? .nearest : .bilinear
                    draw(ImageShader(image: p, transform: t, filter: filter))
                    continue
                }
                // Tiles of the source part, each an exact copy, stretched along an axis that does not tile.
                let kx = stretchX ? Double(d.width) / Double(s.width) : 1, ky = stretchY ? Double(d.height) / Double(s.height) : 1
                let stepX = stretchX ? d.width : s.width, stepY = stretchY ? d.height : s.height
                var ty = d.y
                while ty < d.maxY {
                    var tx = d.x
                    while tx < d.maxX {
                        canvas.clip = IntRect(x: tx, y: ty, width: min(stepX, d.maxX - tx), height: min(stepY, d.maxY - ty))
                        let t = Transform2D(a: kx, b: 0, c: 0, d: ky, tx: Double(tx) - Double(s.x) * kx, ty: Double(ty) - Double(s.y) * ky)
                        draw(ImageShader(image: p, transform: t, filter: kx == 1 && ky == 1 ? .nearest : .bilinear))
                        tx += stepX
                    }
                    ty += stepY
                }
            }
        }
        return out
    }
}

internal import Raster

// UIGraphicsImageRenderer: image { ctx in … } and pngData { ctx in … } with a format's scale and
// opacity; UIGraphicsImageRendererContext's cgContext, currentImage, fill, stroke and clip.
// Not here: jpegData, writeImage, the renderer's wide-colour range (one colour space: sRGB).

/// How an image renderer's bitmap is made: pixels per point and whether it starts opaque.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point (the screen's by default).
    open var scale: CGFloat
    /// True: the bitmap starts opaque black and has no alpha to show through.
    open var opaque: Bool = false
    /// Accepted for source compatibility; every image is sRGB.
    open var preferredRange: UIGraphicsImageRendererFormat.Range = .automatic

    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The default format (the screen's scale, not opaque).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format that best fits the screen (the same as `default()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The colour range of the bitmap (all are drawn as sRGB).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }
}

/// The context a renderer's drawing block receives.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context to draw with.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the fill colour through `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes a 1-point frame inside `rect` with the fill colour (UIRectFrame).
    open func stroke(_ rect: CGRect) { UIRectFrame(rect) }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIGraphicsImageRenderer: draws a block into a new bitmap of `bounds` and returns it as an image.
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing area in points (its origin is user space's origin shift).
    public let bounds: CGRect
    /// How the bitmap is made.
    public let format: UIGraphicsImageRendererFormat

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// Runs `actions` with a context current for UIKit drawing and returns what it drew.
    /// A size that cannot be drawn (empty, too large) gives an empty image and a message.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = run(actions) else { return UIImage(pixmap: Pixmap(width: 1, height: 1)!, scale: format.scale) }
        return UIImage(cgImage: context.makeImage()!, scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns the drawing as PNG bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let image = self.image(actions: actions)
        do { return Data(try PNG.encode(image.pixmap)) } catch {
            RecordingLog.error("UIGraphicsImageRenderer.pngData: \(error)")
            return Data()
        }
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext? {
        let scale = format.scale > 0 ? format.scale : UIScreen.main.scale
        guard let context = CGContext(size: bounds.size, scale: scale, opaque: format.opaque) else {
            RecordingLog.error("UIGraphicsImageRenderer: a \(bounds.size) image at scale \(scale) cannot be drawn (empty or too large)")
            return nil
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsStack.push(context, imageScale: nil)
        defer { UIGraphicsStack.entries.removeLast() }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return context
    }
}

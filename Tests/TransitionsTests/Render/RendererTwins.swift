import Raster
@testable import Transitions

/// A renderer with the exact shortcuts and its reference twin (`usesExactShortcuts` off: the
/// general route), each with its own canvas of one size, for the byte-for-byte perf tests.
struct RendererTwins {
    let fast: LayerRenderer
    let reference: LayerRenderer
    let fastCanvas: Canvas
    let referenceCanvas: Canvas

    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        fast = LayerRenderer(width: width, height: height, scale: 1)!
        reference = LayerRenderer(width: width, height: height, scale: 1)!
        reference.usesExactShortcuts = false
        fastCanvas = Canvas(target: Pixmap(width: width, height: height)!)
        referenceCanvas = Canvas(target: Pixmap(width: width, height: height)!)
    }

    /// A root layer exactly the size of the canvas, centred on it (scale 1).
    func canvasRoot() -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        root.position = Point(x: Double(width) / 2, y: Double(height) / 2)
        return root
    }

    /// An opaque picture with a different value in every pixel, for contents.
    static func picture(width: Int, height: Int) -> Pixmap {
        let picture = Pixmap(width: width, height: height)!
        for i in 0..<(width * height) { picture.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
        return picture
    }

    /// Draws `root` at time 0 over the window black with both and tells whether every byte agrees.
    /// `stale`, when given, is left in both targets first, so a skipped clear would show it.
    func agree(on root: Layer, stale: PremultipliedColor? = nil) throws -> Bool {
        if let stale {
            fastCanvas.target.clear(to: stale)
            referenceCanvas.target.clear(to: stale)
        }
        try fast.render(root, at: 0, into: fastCanvas, background: .black)
        try reference.render(root, at: 0, into: referenceCanvas, background: .black)
        return fastCanvas.target.hasSamePixels(as: referenceCanvas.target)
    }
}

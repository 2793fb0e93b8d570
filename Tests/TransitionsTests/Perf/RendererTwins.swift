import Raster
@testable import Transitions

/// A renderer with the exact shortcuts and its reference twin (`usesExactShortcuts` off: the
/// general route), each with its own canvas of one size, for the byte-for-byte perf tests.
struct RendererTwins {
    let fast: LayerRenderer
    let reference: LayerRenderer
    let fastCanvas: Canvas
    let referenceCanvas: Canvas

    init(width: Int, height: Int) {
        fast = LayerRenderer(width: width, height: height, scale: 1)!
        reference = LayerRenderer(width: width, height: height, scale: 1)!
        reference.usesExactShortcuts = false
        fastCanvas = Canvas(target: Pixmap(width: width, height: height)!)
        referenceCanvas = Canvas(target: Pixmap(width: width, height: height)!)
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

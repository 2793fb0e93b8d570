import Raster

/// A layer that draws itself with code (CALayer.draw(in:) for effects no property describes,
/// such as a page curl rendered by inverse-mapping each pixel).
///
/// The renderer calls `draw` after the background and contents, with the canvas, the map from
/// the layer's bounds (points) to canvas pixels, the time being rendered, and the opacity the
/// drawing must apply (group opacity already folded in).
open class DrawingLayer: Layer {
    public override init() { super.init() }

    /// Draws the layer's own content. The default draws nothing.
    open func draw(in canvas: Canvas, transform: Transform2D, time: Double, opacity: Double) throws(RasterError) {}

    // No presentation copy of its own: the renderer calls `draw` on the model layer, which reads
    // the time itself; the base copy carries the common properties.

    /// True when `draw` paints something (counts as one drawing for group opacity).
    open var drawsContent: Bool { true }
}

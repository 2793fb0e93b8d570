import Raster

/// A layer that draws itself with code (CALayer.draw(in:) for effects no property describes,
/// such as a page curl rendered by inverse-mapping each pixel).
///
/// The model side only says what it shows at a time: `drawing(at:)` returns a `LayerDrawing`,
/// a value made when the layer's presentation copy is made, and the renderer paints that copy's
/// drawing. The renderer never calls back into the model layer (data flows model ->
/// presentation -> pixels).
open class DrawingLayer: Layer {
    public override init() { super.init() }

    /// What the layer paints at `time` (run time, seconds); nil paints nothing. The default
    /// paints nothing.
    open func drawing(at time: Double) -> LayerDrawing? { nil }

    /// On a presentation copy: the drawing at the copy's time (nil on model layers).
    public internal(set) var presentedDrawing: LayerDrawing?

    override func presentationCopy(at time: Double) -> Layer {
        let c = DrawingLayer()
        copyProperties(to: c)
        c.presentedDrawing = drawing(at: time)
        return c
    }
}

/// One drawing of a `DrawingLayer` at one time: paints into a canvas through the map from the
/// layer's bounds (points) to canvas pixels, at an opacity (group opacity already folded in).
public struct LayerDrawing {
    private let paint: (Canvas, Transform2D, Double) throws(RasterError) -> Void

    /// A drawing that runs `paint(canvas, transform, opacity)`.
    public init(_ paint: @escaping (Canvas, Transform2D, Double) throws(RasterError) -> Void) { self.paint = paint }

    /// Paints into `canvas` through `transform` at `opacity`.
    public func draw(in canvas: Canvas, transform: Transform2D, opacity: Double) throws(RasterError) {
        try paint(canvas, transform, opacity)
    }
}

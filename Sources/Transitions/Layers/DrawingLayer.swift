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
        // A copy of a copy (a frozen snapshot's layer) keeps the drawing it was made with.
        c.presentedDrawing = drawing(at: time) ?? presentedDrawing
        return c
    }
}

/// One drawing of a `DrawingLayer` at one time: paints into a canvas through the map from the
/// layer's bounds (points) to canvas pixels, at an opacity (group opacity already folded in).
///
/// A drawing made from a snapshot's pixels (a page curl's page) names the snapshot instead of
/// holding its bitmap: the renderer makes the bitmap (once, see `SnapshotSource`) and passes it
/// to the paint function, so setting up the drawing never renders anything.
public struct LayerDrawing {
    /// The snapshot whose bitmap the drawing paints from; nil for a drawing that needs none.
    public let snapshot: SnapshotSource?
    private let paint: (Canvas, Transform2D, Double, Pixmap?) throws(RasterError) -> Void

    /// A drawing that runs `paint(canvas, transform, opacity)`.
    public init(_ paint: @escaping (Canvas, Transform2D, Double) throws(RasterError) -> Void) {
        snapshot = nil
        self.paint = { (canvas: Canvas, transform: Transform2D, opacity: Double, _: Pixmap?) throws(RasterError) in
            try paint(canvas, transform, opacity)
        }
    }

    /// A drawing that runs `paint(canvas, transform, opacity, bitmap)` with `snapshot`'s bitmap.
    public init(from snapshot: SnapshotSource,
                _ paint: @escaping (Canvas, Transform2D, Double, Pixmap) throws(RasterError) -> Void) {
        self.snapshot = snapshot
        self.paint = { (canvas: Canvas, transform: Transform2D, opacity: Double, bitmap: Pixmap?) throws(RasterError) in
            guard let bitmap else { preconditionFailure("the renderer passes a snapshot drawing its snapshot's bitmap") }
            try paint(canvas, transform, opacity, bitmap)
        }
    }

    /// Paints into `canvas` through `transform` at `opacity`; `snapshotBitmap` is `snapshot`'s
    /// bitmap (the renderer's to pass).
    package func draw(in canvas: Canvas, transform: Transform2D, opacity: Double, snapshotBitmap: Pixmap?) throws(RasterError) {
        try paint(canvas, transform, opacity, snapshotBitmap)
    }
}

internal import Raster
internal import Transitions

// UIView drawing: a view is its layer's delegate, so displaying the layer runs the view's
// draw(_:) into a bitmap of the bounds at the screen's scale that becomes the layer's contents
// (redrawn after setNeedsDisplay(), or on a size change with contentMode .redraw);
// drawHierarchy(in:afterScreenUpdates:) draws the view's tree into the current context.
// Not here: UILabel/UIImageView subclasses' draw(_:) (their text and image are drawn into
// their layers' contents directly; draw(_:) of those classes is not called), tintColorDidChange-driven redraws.

/// Whether UIView's own draw(_:) ran during the current display (a view that does not
/// override draw(_:) draws nothing and keeps no contents).
enum UIViewDrawing {
    nonisolated(unsafe) static var defaultDrawReached = false
}

extension UIView: CALayerDelegate {
    /// Displays the view's layer: draw(_:) into a bitmap of the bounds at the screen's scale.
    /// A view whose draw(_:) is UIView's own (and drew nothing) keeps whatever contents it has.
    package func displayByDrawingView(_ layer: CALayer) {
        guard !makesOwnContents else { return }
        let b = bounds
        let scale = UIScreen.main.scale
        guard b.width > 0, b.height > 0, let ctx = CGContext(size: b.size, scale: scale, opaque: false) else { return }
        ctx.translateBy(x: -b.minX, y: -b.minY)
        let outer = UIViewDrawing.defaultDrawReached
        UIViewDrawing.defaultDrawReached = false
        defer { UIViewDrawing.defaultDrawReached = outer }
        draw(layer, in: ctx)
        if UIViewDrawing.defaultDrawReached && ctx.drawingCount == 0 { return }
        layer.setDrawnContents(ctx, scale: scale)
    }

    /// Draws the view into `ctx`: the context becomes current and draw(_:) runs with the bounds.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        UITraitCollection.withCurrent(traitCollection) { draw(bounds) }
    }

    /// Draws the view and its subviews as they show now into `rect` of the current context;
    /// false without a current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        CALayer.displayPendingLayers()
        let r = rect.standardized
        let s = ctx.deviceScale
        guard let pixmap = layer.renderedBitmap(size: r.size, scale: s) else { return false }
        ctx.draw(pixmap, transform: Transform2D(a: 1 / s, b: 0, c: 0, d: 1 / s, tx: Double(r.minX), ty: Double(r.minY)),
                 what: "drawHierarchy(in:afterScreenUpdates:)")
        return true
    }
}

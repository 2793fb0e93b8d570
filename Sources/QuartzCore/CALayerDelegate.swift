// CALayerDelegate and CAAction: the delegate draws a layer's contents (display(_:) or
// draw(_:in:)), lays out its sublayers and supplies actions; an action runs when a property
// changes (CAAnimation adds itself; NSNull means no action). Every delegate method is optional,
// as on Apple platforms: the protocol extension gives each its default.

/// What a layer's delegate may do for it.
public protocol CALayerDelegate: AnyObject {
    /// Makes the layer's contents (the default draws it with draw(_:in:) into a new bitmap).
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (the layer's bounds, at its contentsScale).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before draw(_:in:).
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` on `layer` (nil: look further; NSNull: none).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Something that runs when a layer's property changes.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event` (how an action animates a change).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing: NSNull as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

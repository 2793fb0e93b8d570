import Raster

/// How much compositing one frame asks for, estimated from the layer tree before anything is
/// drawn: the sum, over every layer that draws, of the device pixels its drawings cover (clipped
/// to the frame) times the number of drawings, plus the region of each group (an offscreen is
/// cleared and composited back). A translucent full-screen rounded rectangle at 1170 x 2532
/// counts 2.96 M; 9,990 of them count 29.6 G, which is what makes such a scene take minutes
/// whatever the rasterizer's speed.
///
/// It is an estimate, not the renderer's exact work: the renderer skips what opaque layers
/// cover and clips groups to masks, so it does less. What matters is that the figure grows as
/// the drawing time does (layers x covered pixels), so a bound on it bounds the time per frame.
struct RenderWorkEstimate {
    /// The sum described above.
    private(set) var pixels: Double = 0
    /// The layers that draw something.
    private(set) var drawingLayers = 0

    private let frame: IntRect

    /// The work of `root`'s tree as it shows at `time`, at `scale` pixels per point, on a
    /// `width` x `height` pixel frame.
    init(root: Layer, at time: Double, scale: Double, width: Int, height: Int) {
        frame = IntRect(x: 0, y: 0, width: width, height: height)
        add(root, at: time, parent: .scale(scale), parentSublayer: .identity, depth: 0)
    }

    private mutating func add(_ model: Layer, at time: Double, parent: DeviceTransform, parentSublayer: Transform3D, depth: Int) {
        // The view nesting limit (64) keeps real trees shallow; this only guards the recursion.
        guard depth < 4096 else { return }
        let layer = model.presentation(at: time)
        guard layer.bounds.isFinite, layer.position.isFinite, layer.transform.isFinite, !layer.isHidden, layer.opacity > 0 else { return }
        let device = parent.child(of: layer, parentSublayer: parentSublayer)
        if !layer.isDoubleSided && !device.isFrontFacing { return }
        // A layer crossing the eye plane has no bound: count the whole frame.
        let covered = Self.area(device.deviceBounds(of: layer.bounds).map { $0.intersection(frame) } ?? frame)
        let drawings = Self.drawingCount(layer)
        if drawings > 0 {
            drawingLayers += 1
            pixels += Double(drawings) * covered
        }
        let isGroup = model.mask != nil || (layer.masksToBounds && !model.sublayers.isEmpty)
            || (layer.opacity < 1 && drawings + model.sublayers.count > 1)
        if isGroup { pixels += 2 * covered }
        let sub = DeviceTransform.sublayer(of: layer)
        for child in model.sublayers {
            add(child, at: time, parent: device, parentSublayer: sub, depth: depth + 1)
        }
        if let mask = model.mask { add(mask, at: time, parent: device, parentSublayer: .identity, depth: depth + 1) }
    }

    private static func area(_ r: IntRect) -> Double { Double(r.width) * Double(r.height) }

    /// Background, contents, border, shape fill and stroke, custom drawing; a shadow counts two
    /// (its blur reads and writes its pixels more than once).
    private static func drawingCount(_ l: Layer) -> Int {
        var n = 0
        if let bg = l.backgroundColor, bg.alpha > 0 { n += 1 }
        if l.hasContents { n += 1 }
        if l.borderWidth > 0, l.borderColor.alpha > 0 { n += 1 }
        if l.shadowOpacity > 0, l.shadowColor.alpha > 0 { n += 2 }
        if let s = l as? ShapeLayer, s.path != nil { n += (s.fillColor != nil ? 1 : 0) + (s.strokeColor != nil ? 1 : 0) }
        if (l as? DrawingLayer)?.presentedDrawing != nil { n += 1 }
        return n
    }
}

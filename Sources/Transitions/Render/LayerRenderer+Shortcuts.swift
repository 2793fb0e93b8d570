import Raster

/// The renderer's exact shortcuts: analyses of the tree that let a frame skip work without
/// changing a byte of it. A plain root (no group, nothing drawn itself) is drawn as its
/// sublayers in order, from the topmost one that covers the canvas; a group revealed through
/// a shape mask is composited straight through the mask's outline; an opaque-background group
/// with a few small things on it needs the offscreen only where they lie. Each analysis
/// states the condition under which its route gives the general route's bytes; the
/// reference twin (`usesExactShortcuts` off) takes the general route and the tests compare.
/// The occlusion between a plain root's sublayers is in LayerRenderer+Occlusion.
extension LayerRenderer {
    /// A plain root's device transform and the sublayer transform its sublayers are drawn under.
    typealias PlainRoot = (device: DeviceTransform, sublayer: Transform3D)

    /// The root's device and sublayer transforms when drawing it is just drawing its sublayers
    /// in order (as `draw` would: it is no group and draws nothing itself); nil otherwise.
    func plainRoot(_ root: Layer, at time: Double) -> PlainRoot? {
        guard !root.sublayers.isEmpty else { return nil }
        let r = presented(root, at: time)
        guard r.bounds.isFinite, r.position.isFinite, r.transform.isFinite, !r.isHidden, r.opacity >= 1,
              root.mask == nil, !r.masksToBounds, ownDrawingCount(root, r) == 0 else { return nil }
        let rd = DeviceTransform.scale(scale).child(of: r, parentSublayer: .identity)
        guard r.isDoubleSided || rd.isFrontFacing else { return nil }
        return (rd, DeviceTransform.sublayer(of: r))
    }

    /// The index of the last of a plain root's sublayers whose first drawing stores an opaque
    /// colour over every pixel of `bounds` (a full-screen background view, or a screen that has
    /// finished covering the ones beneath it), so the clear and every sibling drawn before it
    /// change no byte of the frame. That sublayer is drawn straight (no group), with opacity 1,
    /// no shadow, and an opaque, square-cornered background whose axis-aligned device rectangle
    /// contains `bounds` (every pixel fully covered: a store of the colour, as `groupIsOpaque`
    /// relies on).
    func topmostCoveringSublayer(of root: Layer, _ plain: PlainRoot, at time: Double, canvas bounds: IntRect) -> Int? {
        for (index, child) in drawingOrder(of: root, at: time).enumerated().reversed() {
            let f = presented(child, at: time)
            guard f.bounds.isFinite, f.position.isFinite, f.transform.isFinite, !f.isHidden, f.opacity >= 1,
                  child.mask == nil, !(f.masksToBounds && !child.sublayers.isEmpty),
                  f.shadowOpacity <= 0 || f.shadowColor.alpha <= 0 else { continue }
            let fd = plain.device.child(of: f, parentSublayer: plain.sublayer)
            guard f.isDoubleSided || fd.isFrontFacing else { continue }
            if groupIsOpaque(f, fd, bounds) { return index }
        }
        return nil
    }

    /// The device transform of a mask layer (it lives in the masked layer's bounds space).
    func maskDevice(_ model: ShapeLayer, _ p: ShapeLayer, _ owner: Layer, _ ownerDevice: DeviceTransform) -> DeviceTransform? {
        let d = ownerDevice.child(of: p, parentSublayer: .identity)
        return d
    }

    /// A shape mask whose alpha is just its fill coverage (no stroke, border, opacity games).
    private func simpleShapeMask(_ p: ShapeLayer) -> Bool {
        p.strokeColor == nil && p.backgroundColor == nil && p.borderWidth == 0 && p.opacity >= 1 && p.contents == nil && !p.isHidden
    }

    /// The outline, rule and alpha of a mask whose alpha is just its fill coverage, for the
    /// direct composite (`fill(path, image:)`); nil for any other mask (rendered, alpha used).
    ///
    /// Two kinds: `simpleShapeMask` (as before), and a shape layer whose only visible drawing is
    /// an opaque fill (clear stroke, background, border; no shadow) drawn exactly as the
    /// rendered route would draw it. For the second the two routes are byte-identical: the
    /// rendered mask's alpha is the fill's coverage c (an opaque colour stored at 255, blended
    /// over transparent as mul255(255, c) = c elsewhere), the region rectangle covers every
    /// pixel at 255, so its composite blends the group with mul255(opacity, c), and the direct
    /// fill blends it with mul255(c, opacity), from the same path, rule and clip.
    func directMask(_ mask: Layer?, _ layer: Layer, _ device: DeviceTransform, at time: Double) -> (Path, FillRule, Double)? {
        guard let m = mask as? ShapeLayer, m.sublayers.isEmpty, let p = presented(m, at: time) as? ShapeLayer,
              let md = maskDevice(m, p, layer, device) else { return nil }
        if simpleShapeMask(p) {
            guard let path = p.path.flatMap(md.map) else { return nil }
            return (path, p.fillRule, p.fillColor?.alpha ?? 1)
        }
        guard usesExactShortcuts, m.mask == nil, p.bounds.isFinite, p.position.isFinite, p.transform.isFinite,
              !p.isHidden, p.opacity >= 1, p.isDoubleSided || md.isFrontFacing, p.contents == nil,
              p.strokeColor == nil || p.strokeColor!.alpha <= 0 || p.lineWidth <= 0,
              p.backgroundColor == nil || p.backgroundColor!.alpha <= 0,
              p.borderWidth <= 0 || p.borderColor.alpha <= 0,
              p.shadowOpacity <= 0 || p.shadowColor.alpha <= 0,
              let fill = p.fillColor, fill.premultiplied.a == 255,
              let path = p.path.flatMap(md.map) else { return nil }
        return (path, p.fillRule, 1)
    }

    /// A bound, in device pixels, of everything `layer` draws after its background (contents,
    /// shape, sublayers, border); nil when it cannot be bounded (custom drawing, shadows,
    /// strokes, projections through the eye plane).
    func overBackgroundBounds(_ model: Layer, _ layer: Layer, _ device: DeviceTransform, at time: Double) -> IntRect? {
        var acc = Bounds()
        guard ownInk(model, layer, device, includingUnderlay: false, into: &acc) else { return nil }
        let sub = DeviceTransform.sublayer(of: layer)
        for child in model.sublayers {
            guard subtreeInk(child, at: time, parent: device, parentSublayer: sub, into: &acc) else { return nil }
        }
        return acc.rect
    }

    /// Adds a bound of what `model` and its sublayers draw, as `draw(_:at:parent:...)` does; false when unknown.
    private func subtreeInk(_ model: Layer, at time: Double, parent: DeviceTransform, parentSublayer: Transform3D,
                            into acc: inout Bounds) -> Bool {
        let layer = presented(model, at: time)
        guard layer.bounds.isFinite, layer.position.isFinite, layer.transform.isFinite else { return true }
        let device = parent.child(of: layer, parentSublayer: parentSublayer)
        guard !layer.isHidden, layer.opacity > 0 else { return true }
        if !layer.isDoubleSided && !device.isFrontFacing { return true }
        guard ownInk(model, layer, device, includingUnderlay: true, into: &acc) else { return false }
        let sub = DeviceTransform.sublayer(of: layer)
        for child in model.sublayers {
            guard subtreeInk(child, at: time, parent: device, parentSublayer: sub, into: &acc) else { return false }
        }
        return true
    }

    /// Adds a bound of one layer's own drawings (not its sublayers); false when unknown.
    private func ownInk(_ model: Layer, _ layer: Layer, _ device: DeviceTransform, includingUnderlay: Bool, into acc: inout Bounds) -> Bool {
        if (layer as? DrawingLayer)?.presentedDrawing != nil { return false }
        // A backdrop reads the group's pixels around it: the group needs them all.
        if layer.hasBackdrop { return false }
        if includingUnderlay {
            if layer.shadowOpacity > 0, layer.shadowColor.alpha > 0 { return false }
            if let bg = layer.backgroundColor, bg.alpha > 0 { guard acc.add(device.deviceBounds(of: layer.bounds)) else { return false } }
        }
        if let image = layer.contents {
            let rect = ContentsPlacement.rect(of: layer, image: image)
            guard rect.isFinite, acc.add(device.deviceBounds(of: rect)) else { return false }
        }
        if let shape = layer as? ShapeLayer, let path = shape.path {
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 { return false }
            if let fill = shape.fillColor, fill.alpha > 0 {
                let b = path.controlPointBounds
                guard b.isFinite, acc.add(device.deviceBounds(of: b)) else { return false }
            }
        }
        if layer.borderWidth > 0, layer.borderColor.alpha > 0 { guard acc.add(device.deviceBounds(of: layer.bounds)) else { return false } }
        return true
    }

    /// A growing union of device rectangles, each padded for anti-aliasing.
    private struct Bounds {
        var rect = IntRect(x: 0, y: 0, width: 0, height: 0)
        /// False for an unknown (nil) or unbounded rectangle.
        mutating func add(_ r: IntRect?) -> Bool {
            guard let r else { return false }
            let limit = 1 << 29
            guard r.x > -limit, r.y > -limit, r.maxX < limit, r.maxY < limit else { return false }
            let p = r.padded(by: 2)
            if rect.isEmpty { rect = p; return true }
            let x0 = min(rect.x, p.x), y0 = min(rect.y, p.y)
            rect = IntRect(x: x0, y: y0, width: max(rect.maxX, p.maxX) - x0, height: max(rect.maxY, p.maxY) - y0)
            return true
        }
    }

    /// True when the group's pixels in `region` are all opaque (an opaque background that covers it).
    func groupIsOpaque(_ layer: Layer, _ device: DeviceTransform, _ region: IntRect) -> Bool {
        guard let bg = layer.backgroundColor, bg.alpha >= 1, layer.cornerRadius == 0,
              let a = device.affine, a.preservesAxisAlignment else { return false }
        let r = a.apply(to: layer.bounds)
        return r.minX <= Double(region.x) && r.minY <= Double(region.y) && r.maxX >= Double(region.maxX) && r.maxY >= Double(region.maxY)
    }
}

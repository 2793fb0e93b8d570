import Raster

/// Occlusion between a plain root's sublayers: the pixels each one will store whatever lies
/// beneath it, so the siblings drawn before it leave them alone (`Canvas.occlusion`).
///
/// Ping's frames show why: the from-screen snapshot, growing towards 5x, is resampled under the
/// to-screen that a growing circle reveals, and about 40 % of the snapshot's pixels end inside
/// that circle. Two kinds of layer are recognised, both drawn exactly as `draw` draws them:
/// - drawn straight (no group) with opacity 1 through a transform that keeps the axes: the
///   whole pixels inside an opaque square-cornered background, and inside opaque contents
///   (`contentsAreOpaque`; their full-coverage pixels are written as sampled, not blended);
/// - an opaque-background group revealed through a direct shape mask that is an oval
///   (`Path.ovalRect`), at opacity 1: the whole pixels at least half a pixel inside the
///   ellipse, within the group's region (its full-coverage spans are copied, not blended).
/// The half-pixel margin is five times the flattening tolerance, and the ellipse lies inside
/// the cubic oval, so every pixel named is fully covered by the outline the composite uses.
/// The reference twin (`usesExactShortcuts` off) draws everything; the tests compare them.
extension LayerRenderer {
    /// For each sublayer from `first` on, the pixels the sublayers above it will store (nil when
    /// none are known).
    func occlusionsBeneath(_ sublayers: [Layer], from first: Int, _ plain: PlainRoot,
                           at time: Double, canvas bounds: IntRect) -> [RowOcclusion?] {
        var result = [RowOcclusion?](repeating: nil, count: sublayers.count - first)
        guard sublayers.count - first > 1 else { return result }
        // A backdrop reads what is drawn beneath it before anything above it is drawn: a sublayer
        // is occluded only by the ones above it up to the next holding a backdrop, and one
        // holding a backdrop is not occluded at all (its backdrop would read the pixels skipped
        // in its own subtree).
        let reads = sublayers.map { subtreeHasBackdrop($0) }
        let above = occlusionBuffer(0)
        above.removeAll()
        for index in stride(from: sublayers.count - 1, to: first, by: -1) {
            if reads[index] {
                above.removeAll()
                continue
            }
            addStoredPixels(of: sublayers[index], plain, at: time, canvas: bounds, into: above)
            if !above.isEmpty, !reads[index - 1] {
                let copy = occlusionBuffer(index - first + 1)
                copy.assign(above)
                result[index - 1 - first] = copy
            }
        }
        return result
    }

    /// Adds the pixels `model` (a sublayer of the plain root) stores whatever lies beneath it.
    private func addStoredPixels(of model: Layer, _ plain: PlainRoot, at time: Double,
                                 canvas bounds: IntRect, into stored: RowOcclusion) {
        let layer = presented(model, at: time)
        guard layer.bounds.isFinite, layer.position.isFinite, layer.transform.isFinite, !layer.isHidden, layer.opacity >= 1 else { return }
        let device = plain.device.child(of: layer, parentSublayer: plain.sublayer)
        guard layer.isDoubleSided || device.isFrontFacing, ownDrawingCount(model, layer) + model.sublayers.count > 0,
              let affine = device.affine, affine.preservesAxisAlignment else { return }
        let clipsChildren = layer.masksToBounds && !model.sublayers.isEmpty
        if model.mask == nil && !clipsChildren {
            // Drawn straight into the canvas, at opacity 1.
            if let bg = layer.backgroundColor, bg.premultiplied.a == 255, layer.cornerRadius == 0 {
                stored.addPixels(inside: affine.apply(to: layer.bounds), clip: bounds)
            }
            if let image = layer.contents, layer.contentsAreOpaque {
                let rect = ContentsPlacement.rect(of: layer, image: image)
                // Clipped contents take the masked route (blended), unless the clip changes nothing.
                if !layer.masksToBounds || (layer.bounds.contains(rect) && layer.cornerRadius == 0) {
                    stored.addPixels(inside: affine.apply(to: rect), clip: bounds)
                }
            }
            return
        }
        // A group revealed through a shape mask, as `draw` composites it.
        guard !layer.masksToBounds, let m = model.mask as? ShapeLayer, m.sublayers.isEmpty,
              let p = presented(m, at: time) as? ShapeLayer, let maskPath = p.path,
              let md = maskDevice(m, p, layer, device), let maskBounds = md.deviceBounds(of: maskPath.controlPointBounds),
              let (path, _, maskAlpha) = directMask(model.mask, layer, device, at: time), maskAlpha >= 1 else { return }
        let region = bounds.intersection(maskBounds.padded(by: 1))
        guard !region.isEmpty, groupIsOpaque(layer, device, region), let oval = path.ovalRect else { return }
        stored.addPixels(insideEllipse: Point(x: oval.midX, y: oval.midY), rx: oval.width / 2, ry: oval.height / 2,
                         margin: 0.5, clip: region)
    }
}

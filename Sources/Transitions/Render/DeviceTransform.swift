import Raster

/// How a layer's bounds coordinates map to canvas pixels: affine when possible, projective
/// when a 3D transform with perspective is involved.
///
/// Core Animation flattens every layer into its parent's plane (only CATransformLayer keeps
/// 3D), so each level reduces to a 3x3 projective map of the plane and levels compose as
/// 3x3 products. A sublayer's 4x4 transform and its parent's `sublayerTransform` are combined
/// before flattening, which is where perspective (m34) takes effect.
struct DeviceTransform {
    let projective: ProjectiveTransform
    let affine: Transform2D?

    init(_ p: ProjectiveTransform) {
        projective = p
        affine = p.affine
    }

    static func scale(_ s: Double) -> DeviceTransform {
        DeviceTransform(ProjectiveTransform(Transform2D(scaleX: s, y: s)))
    }

    /// The transform of `layer` (a presentation copy: its values as drawn) inside a parent
    /// already at `self`; `parentSublayer` is the parent's `sublayer(of:)` (identity for none).
    /// The one place a layer's anchor, position and transform become a device mapping: the
    /// walk, the shortcut analyses, the occlusion pass and mask placement all call it.
    func child(of layer: Layer, parentSublayer: Transform3D) -> DeviceTransform {
        let bounds = layer.bounds, anchorPoint = layer.anchorPoint
        let anchor = Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var m = Transform3D.translation(x: -anchor.x, y: -anchor.y, z: 0)
        if layer.transform != .identity { m = m.concatenating(layer.transform) }
        m = m.concatenating(.translation(x: layer.position.x, y: layer.position.y, z: layer.zPosition))
        if parentSublayer != .identity { m = m.concatenating(parentSublayer) }
        return DeviceTransform(m.planeProjection.concatenating(projective))
    }

    /// `layer`'s sublayerTransform conjugated to act about its anchor point, in its bounds space.
    static func sublayer(of layer: Layer) -> Transform3D {
        let t = layer.sublayerTransform, bounds = layer.bounds
        guard t != .identity else { return .identity }
        let a = Point(x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
        return Transform3D.translation(x: -a.x, y: -a.y, z: 0).concatenating(t).concatenating(.translation(x: a.x, y: a.y, z: 0))
    }

    /// False when the plane shows its back (the map reverses orientation) or is degenerate.
    var isFrontFacing: Bool {
        let m = projective.m
        let det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
        return det > 0
    }

    /// The path in canvas pixels (control points of curves are mapped too: exact for affine
    /// maps and for straight edges under perspective, a close approximation for curves).
    func map(_ path: Path) -> Path? {
        if let a = affine { return path.applying(a) }
        var out: [PathElement] = []
        out.reserveCapacity(path.elements.count)
        for e in path.elements {
            let pts = e.points.compactMap { projective.apply(to: $0) }
            guard pts.count == e.points.count else { return nil }
            switch e {
            case .move: out.append(.move(pts[0]))
            case .line: out.append(.line(pts[0]))
            case .quad: out.append(.quad(pts[0], pts[1]))
            case .cubic: out.append(.cubic(pts[0], pts[1], pts[2]))
            case .close: out.append(.close)
            }
        }
        return Path(elements: out)
    }

    /// Canvas pixels a rectangle of the layer can touch (nil when it crosses the eye plane).
    func deviceBounds(of r: Rect) -> IntRect? {
        if let a = affine { return IntRect(covering: a.apply(to: r)) }
        let pts = r.corners.compactMap { projective.apply(to: $0) }
        guard pts.count == 4 else { return nil }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return IntRect(covering: Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }

    /// An image shader placing `image` (pixels) onto `rect` of the layer.
    func shader(for image: Pixmap, in rect: Rect, opaque: Bool) -> ImageShader {
        let toLayer = Transform2D(a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height),
                                      tx: rect.minX, ty: rect.minY)
        if let a = affine {
            return ImageShader(image: image, transform: toLayer.concatenating(a), isOpaque: opaque)
        }
        return ImageShader(image: image, mapping: .projective(ProjectiveTransform(toLayer).concatenating(projective)), isOpaque: opaque)
    }
}

package import Raster
package import Transitions

/// A Core Animation key path resolved against a layer: the property it animates, the kind of
/// value it takes, and for a component path (`position.x`, `transform.scale`) how the component
/// is read from and written into the whole value.
package struct CAKeyPath {
    package enum ValueKind: String { case number, point, size, rect, color, transform, path }

    package let keyPath: String
    /// Nil for a custom key (a value the layer keeps by key, not an engine property).
    package let property: LayerProperty!
    package let kind: ValueKind
    package let read: (@Sendable (AnimatableValue) -> AnimatableValue?)?
    package let write: (@Sendable (AnimatableValue, AnimatableValue) -> AnimatableValue?)?

    private init(_ keyPath: String, _ property: LayerProperty?, _ kind: ValueKind,
                 read: (@Sendable (AnimatableValue) -> AnimatableValue?)? = nil,
                 write: (@Sendable (AnimatableValue, AnimatableValue) -> AnimatableValue?)? = nil) {
        self.keyPath = keyPath; self.property = property; self.kind = kind; self.read = read; self.write = write
    }

    /// The key paths every layer animates.
    package static let layerKeyPaths = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width", "bounds.size.height",
        "bounds.origin", "bounds.origin.x", "bounds.origin.y", "anchorPoint", "transform", "transform.scale",
        "transform.scale.x", "transform.scale.y", "transform.rotation", "transform.rotation.z", "transform.translation",
        "transform.translation.x", "transform.translation.y", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "zPosition",
    ]
    /// The key paths only shape layers add.
    package static let shapeKeyPaths = ["path", "fillColor", "strokeColor", "lineWidth"]

    /// The resolved key path, or nil when the layer has no such animatable property.
    package init?(_ keyPath: String, isShapeLayer: Bool) {
        switch keyPath {
        case "position": self.init(keyPath, .position, .point)
        case "position.x": self.init(keyPath, .position, .number, read: { $0.point.map { .number($0.x) } },
                                     write: { w, v in zip2(w.point, v.number) { .point(Point(x: $1, y: $0.y)) } })
        case "position.y": self.init(keyPath, .position, .number, read: { $0.point.map { .number($0.y) } },
                                     write: { w, v in zip2(w.point, v.number) { .point(Point(x: $0.x, y: $1)) } })
        case "bounds": self.init(keyPath, .bounds, .rect)
        case "bounds.size": self.init(keyPath, .bounds, .size, read: { $0.rect.map { .size($0.size) } },
                                      write: { w, v in zip2(w.rect, v.size) { r, s in .rect(Rect(origin: r.origin, size: s)) } })
        case "bounds.size.width": self.init(keyPath, .bounds, .number, read: { $0.rect.map { .number($0.width) } },
                                            write: { w, v in zip2(w.rect, v.number) { r, x in .rect(Rect(x: r.minX, y: r.minY, width: x, height: r.height)) } })
        case "bounds.size.height": self.init(keyPath, .bounds, .number, read: { $0.rect.map { .number($0.height) } },
                                             write: { w, v in zip2(w.rect, v.number) { r, x in .rect(Rect(x: r.minX, y: r.minY, width: r.width, height: x)) } })
        case "bounds.origin": self.init(keyPath, .bounds, .point, read: { $0.rect.map { .point($0.origin) } },
                                        write: { w, v in zip2(w.rect, v.point) { r, p in .rect(Rect(origin: p, size: r.size)) } })
        case "bounds.origin.x": self.init(keyPath, .bounds, .number, read: { $0.rect.map { .number($0.minX) } },
                                          write: { w, v in zip2(w.rect, v.number) { r, x in .rect(Rect(x: x, y: r.minY, width: r.width, height: r.height)) } })
        case "bounds.origin.y": self.init(keyPath, .bounds, .number, read: { $0.rect.map { .number($0.minY) } },
                                          write: { w, v in zip2(w.rect, v.number) { r, y in .rect(Rect(x: r.minX, y: y, width: r.width, height: r.height)) } })
        case "anchorPoint": self.init(keyPath, .anchorPoint, .point)
        case "transform": self.init(keyPath, .transform, .transform)
        case "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation", "transform.rotation.z",
             "transform.translation.x", "transform.translation.y":
            let part = TransformPart(rawValue: keyPath)!
            self.init(keyPath, .transform, .number, read: { $0.transform.flatMap { part.read($0) }.map { .number($0) } },
                      write: { w, v in zip2(w.transform, v.number) { t, x in part.write(x, into: t).map { .transform($0) } } ?? nil })
        case "transform.translation":
            self.init(keyPath, .transform, .size,
                      read: { $0.transform.flatMap { t in DecomposedAffine(t).map { .size(Size(width: $0.tx, height: $0.ty)) } } },
                      write: { w, v in zip2(w.transform, v.size) { t, s in
                          DecomposedAffine(t).map { d in var d = d; d.tx = s.width; d.ty = s.height; return .transform(d.transform) } } ?? nil })
        case "opacity": self.init(keyPath, .opacity, .number)
        case "backgroundColor": self.init(keyPath, .backgroundColor, .color)
        case "cornerRadius": self.init(keyPath, .cornerRadius, .number)
        case "borderWidth": self.init(keyPath, .borderWidth, .number)
        case "borderColor": self.init(keyPath, .borderColor, .color)
        case "shadowOpacity": self.init(keyPath, .shadowOpacity, .number)
        case "shadowRadius": self.init(keyPath, .shadowRadius, .number)
        case "shadowOffset": self.init(keyPath, .shadowOffset, .size)
        case "zPosition": self.init(keyPath, .zPosition, .number)
        case "path" where isShapeLayer: self.init(keyPath, .path, .path)
        case "fillColor" where isShapeLayer: self.init(keyPath, .fillColor, .color)
        case "strokeColor" where isShapeLayer: self.init(keyPath, .strokeColor, .color)
        case "lineWidth" where isShapeLayer: self.init(keyPath, .lineWidth, .number)
        default: return nil
        }
    }

    /// A key the layer has no property for (a custom key of a CALayer subclass) holding `kind`
    /// values: CALayer+CustomKeys.swift keeps and animates it.
    package init(customKey key: String, kind: ValueKind) { self.init(key, nil, kind) }
    /// True for a custom key.
    package var isCustom: Bool { property == nil }

    /// True for `position.x`-style paths (animated through a component animation).
    package var isComponent: Bool { read != nil }
}

private func zip2<A, B, R>(_ a: A?, _ b: B?, _ f: (A, B) -> R) -> R? {
    guard let a, let b else { return nil }
    return f(a, b)
}

/// A planar transform as scale, rotation and translation (applied in that order), the
/// decomposition Core Animation's `transform.*` key paths address. Nil for a 3D transform.
package struct DecomposedAffine {
    package var sx: Double, sy: Double, rotation: Double, tx: Double, ty: Double

    package init?(_ t: Transform3D) {
        guard let a = t.affine else { return nil }
        sx = (a.a * a.a + a.b * a.b).squareRoot()
        rotation = sx == 0 ? 0 : atan2(a.b, a.a)
        sy = sx == 0 ? (a.c * a.c + a.d * a.d).squareRoot() : a.determinant / sx
        tx = a.tx; ty = a.ty
    }

    package var transform: Transform3D {
        Transform3D(Transform2D(scaleX: sx, y: sy).concatenating(Transform2D(rotationAngle: rotation))
            .concatenating(Transform2D(translationX: tx, y: ty)))
    }
}

/// The number-valued components of `transform.*`.
private enum TransformPart: String {
    case scale = "transform.scale", scaleX = "transform.scale.x", scaleY = "transform.scale.y"
    case rotation = "transform.rotation", rotationZ = "transform.rotation.z"
    case translationX = "transform.translation.x", translationY = "transform.translation.y"

    func read(_ t: Transform3D) -> Double? {
        guard let d = DecomposedAffine(t) else { return nil }
        switch self {
        case .scale: return (d.sx + d.sy) / 2
        case .scaleX: return d.sx
        case .scaleY: return d.sy
        case .rotation, .rotationZ: return d.rotation
        case .translationX: return d.tx
        case .translationY: return d.ty
        }
    }

    func write(_ v: Double, into t: Transform3D) -> Transform3D? {
        guard var d = DecomposedAffine(t) else { return nil }
        switch self {
        case .scale: d.sx = v; d.sy = v
        case .scaleX: d.sx = v
        case .scaleY: d.sy = v
        case .rotation, .rotationZ: d.rotation = v
        case .translationX: d.tx = v
        case .translationY: d.ty = v
        }
        return d.transform
    }
}

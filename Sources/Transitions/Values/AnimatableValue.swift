import Raster

/// A value a layer property can take and an animation can interpolate.
///
/// One enum rather than a protocol hierarchy: animations store from/to values of any property
/// and interpolate them without generics leaking into the layer model.
public enum AnimatableValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
    case path(Path)

    /// Linear interpolation between two values of the same kind. Paths of different element
    /// structure take `Path.interpolatedNormalizing` (the documented fallback); `Layer.add`
    /// warns about them when the animation is added. Values of different kinds switch halfway.
    public func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * f)
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: f))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: f))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: f))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: f))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: f))
        case (.path(let a), .path(let b)): return .path(a.interpolatedNormalizing(to: b, fraction: f))
        default: return f < 0.5 ? self : other
        }
    }

    /// `self + delta` for `by` animations (numbers, points, sizes; other kinds take `delta`).
    public func adding(_ delta: AnimatableValue) -> AnimatableValue {
        switch (self, delta) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(a + b)
        case (.size(let a), .size(let b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        default: return delta
        }
    }

    public var number: Double? { if case .number(let v) = self { v } else { nil } }
    public var point: Point? { if case .point(let v) = self { v } else { nil } }
    public var size: Size? { if case .size(let v) = self { v } else { nil } }
    public var rect: Rect? { if case .rect(let v) = self { v } else { nil } }
    public var color: Color? { if case .color(let v) = self { v } else { nil } }
    public var transform: Transform3D? { if case .transform(let v) = self { v } else { nil } }
    public var path: Path? { if case .path(let v) = self { v } else { nil } }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        switch self {
        case .number(let v): v.isFinite
        case .point(let p): p.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.isFinite
        case .color(let c): c.isFinite
        case .transform(let t): t.isFinite
        case .path(let p): p.isFinite
        }
    }
}

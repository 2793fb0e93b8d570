#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform with CGAffineTransform's conventions.
///
/// A point maps as x' = a·x + c·y + tx, y' = b·x + d·y + ty (row vector times matrix).
/// `a.concatenating(b)` applies `a` first, then `b`. `translatedBy`, `scaledBy` and `rotated`
/// prepend the new operation, exactly as CGAffineTransformTranslate/Scale/Rotate do, so
/// `t.scaledBy(2, 2)` scales in `t`'s local coordinates before `t` applies.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians; positive turns +x toward +y (clockwise on a y-down screen).
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
    public var determinant: Double { a * d - b * c }
    /// True when the transform only translates (fast paths copy instead of resampling).
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
    /// True when axis-aligned rectangles stay axis-aligned (no rotation or skew).
    public var preservesAxisAlignment: Bool { b == 0 && c == 0 }

    /// `self` then `other`.
    public func concatenating(_ t: Transform2D) -> Transform2D {
        Transform2D(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the transform is singular (determinant 0) or not finite.
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The axis-aligned bounds of a rectangle after transforming its four corners.
    public func apply(to r: Rect) -> Rect {
        let pts = r.corners.map { apply(to: $0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// Element-wise interpolation (what Core Animation does for an affine `transform` key path).
    public func interpolated(to o: Transform2D, fraction f: Double) -> Transform2D {
        Transform2D(a: a + (o.a - a) * f, b: b + (o.b - b) * f, c: c + (o.c - c) * f,
                        d: d + (o.d - d) * f, tx: tx + (o.tx - tx) * f, ty: ty + (o.ty - ty) * f)
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

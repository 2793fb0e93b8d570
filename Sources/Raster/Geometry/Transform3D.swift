/// A 4x4 homogeneous transform with CATransform3D's conventions.
///
/// Points are row vectors: [x y z 1] · M, so `a.concatenating(b)` applies `a` first.
/// Perspective comes from `m34` (typically -1/eyeDistance): after the product a point is
/// divided by w = x·m14 + y·m24 + z·m34 + m44.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 3D form of an affine transform (CATransform3DMakeAffineTransform).
    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        var m = identity
        m.m41 = x; m.m42 = y; m.m43 = z
        return m
    }

    public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
        var m = identity
        m.m11 = x; m.m22 = y; m.m33 = z
        return m
    }

    /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z).
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection as UIKit code writes it: identity with m34 = -1/distance.
    public static func perspective(distance: Double) -> Transform3D {
        var m = identity
        m.m34 = -1 / distance
        return m
    }

    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[Double]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// `self` then `other` (CATransform3DConcat(self, other)).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return Transform3D(rows: r)
    }

    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part when the transform is affine, else nil.
    public var affine: AffineTransform? {
        isAffine ? AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) : nil
    }

    public var isFinite: Bool { rows.joined().allSatisfy(\.isFinite) }

    /// How the z = 0 plane maps to the screen: a projective 3x3 (z output dropped).
    public var planeProjection: ProjectiveTransform {
        ProjectiveTransform(m: [m11, m12, m14, m21, m22, m24, m41, m42, m44])
    }

    /// Element-wise interpolation (Core Animation interpolates decomposed transforms; for
    /// the rotations this package animates it drives an angle explicitly instead).
    public func interpolated(to o: Transform3D, fraction f: Double) -> Transform3D {
        let a = rows, b = o.rows
        return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in a[i][j] + (b[i][j] - a[i][j]) * f } })
    }
}

/// A 3x3 projective map of the plane, row-vector convention: [x y 1] · M, then divide by w.
public struct ProjectiveTransform: Hashable, Sendable {
    /// Row-major: m[0..2] first row, m[3..5] second, m[6..8] third.
    public var m: [Double]

    public init(m: [Double]) {
        precondition(m.count == 9, "a projective transform has nine entries")
        self.m = m
    }

    public init(_ t: AffineTransform) { self.init(m: [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1]) }

    /// `self` then `other`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { r[i * 3 + j] = (0..<3).reduce(0) { $0 + m[i * 3 + $1] * o.m[$1 * 3 + j] } } }
        return ProjectiveTransform(m: r)
    }

    /// The mapped point, or nil when it lies on or behind the eye plane (w <= 0).
    public func apply(to p: Point) -> Point? {
        let w = p.x * m[2] + p.y * m[5] + m[8]
        guard w > 1e-12 else { return nil }
        return Point(x: (p.x * m[0] + p.y * m[3] + m[6]) / w, y: (p.x * m[1] + p.y * m[4] + m[7]) / w)
    }

    public var inverted: ProjectiveTransform? {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        let r = [A, -(b * i - c * h), b * f - c * e,
                 B, a * i - c * g, -(a * f - c * d),
                 C, -(a * h - b * g), a * e - b * d]
        return ProjectiveTransform(m: r.map { $0 / det })
    }

    /// The affine transform when the map has no perspective part.
    public var affine: AffineTransform? {
        guard m[2] == 0, m[5] == 0, m[8] != 0 else { return nil }
        let w = m[8]
        return AffineTransform(a: m[0] / w, b: m[1] / w, c: m[3] / w, d: m[4] / w, tx: m[6] / w, ty: m[7] / w)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

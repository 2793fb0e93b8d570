#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    public init(_ t: Transform2D) {
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

    /// `self` then `other` (CATransform3DConcat(self, other)).
    ///
    /// Written out, with no arrays: the renderer composes a few of these per layer per frame.
    /// Each entry sums its four products left to right from +0, as the matrix product always
    /// has here, so every result (and every zero's sign) is what it was.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        @inline(__always) func dot(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double,
                                   _ b0: Double, _ b1: Double, _ b2: Double, _ b3: Double) -> Double {
            0 + a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3
        }
        return Transform3D(
            m11: dot(m11, m12, m13, m14, o.m11, o.m21, o.m31, o.m41), m12: dot(m11, m12, m13, m14, o.m12, o.m22, o.m32, o.m42),
            m13: dot(m11, m12, m13, m14, o.m13, o.m23, o.m33, o.m43), m14: dot(m11, m12, m13, m14, o.m14, o.m24, o.m34, o.m44),
            m21: dot(m21, m22, m23, m24, o.m11, o.m21, o.m31, o.m41), m22: dot(m21, m22, m23, m24, o.m12, o.m22, o.m32, o.m42),
            m23: dot(m21, m22, m23, m24, o.m13, o.m23, o.m33, o.m43), m24: dot(m21, m22, m23, m24, o.m14, o.m24, o.m34, o.m44),
            m31: dot(m31, m32, m33, m34, o.m11, o.m21, o.m31, o.m41), m32: dot(m31, m32, m33, m34, o.m12, o.m22, o.m32, o.m42),
            m33: dot(m31, m32, m33, m34, o.m13, o.m23, o.m33, o.m43), m34: dot(m31, m32, m33, m34, o.m14, o.m24, o.m34, o.m44),
            m41: dot(m41, m42, m43, m44, o.m11, o.m21, o.m31, o.m41), m42: dot(m41, m42, m43, m44, o.m12, o.m22, o.m32, o.m42),
            m43: dot(m41, m42, m43, m44, o.m13, o.m23, o.m33, o.m43), m44: dot(m41, m42, m43, m44, o.m14, o.m24, o.m34, o.m44))
    }

    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part when the transform is affine, else nil.
    public var affine: Transform2D? {
        isAffine ? Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) : nil
    }

    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite
            && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// How the z = 0 plane maps to the screen: a projective 3x3 (z output dropped).
    public var planeProjection: ProjectiveTransform {
        ProjectiveTransform(m: [m11, m12, m14, m21, m22, m24, m41, m42, m44])
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

    public init(_ t: Transform2D) { self.init(m: [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1]) }

    /// `self` then `other`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        // Written out (one array, no closures); each entry sums left to right from +0, as before.
        let a = m, b = o.m
        @inline(__always) func dot(_ i: Int, _ j: Int) -> Double {
            0 + a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j]
        }
        return ProjectiveTransform(m: [dot(0, 0), dot(0, 1), dot(0, 2), dot(1, 0), dot(1, 1), dot(1, 2), dot(2, 0), dot(2, 1), dot(2, 2)])
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
    public var affine: Transform2D? {
        guard m[2] == 0, m[5] == 0, m[8] != 0 else { return nil }
        let w = m[8]
        return Transform2D(a: m[0] / w, b: m[1] / w, c: m[3] / w, d: m[4] / w, tx: m[6] / w, ty: m[7] / w)
    }
}

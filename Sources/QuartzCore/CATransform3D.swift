package import Raster

/// CATransform3D: a 4x4 homogeneous matrix acting on row vectors, perspective in `m34`.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A matrix from its sixteen entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The all-zero matrix, as CATransform3D() is on Apple platforms (use CATransform3DIdentity).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    package init(_ t: Transform3D) {
        self.init(m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
                  m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
                  m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
                  m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }

    package var raster: Transform3D {
        Transform3D(m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
                    m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
                    m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
                    m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }

    fileprivate var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }

    fileprivate init(entries e: [Double]) {
        self.init(Transform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                              m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15]))
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

/// True when `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// True when two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(.translation(x: Double(tx), y: Double(ty), z: Double(tz)))
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(.scale(x: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(.rotation(angle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.raster.concatenating(b.raster))
}

/// A translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D { CATransform3D(Transform3D(t.raster)) }

/// True when `t` is an affine transform in the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.raster.isAffine }

/// The affine part of `t` (its m11, m12, m21, m22, m41, m42).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse; a singular matrix is returned unchanged, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [M | I].
    var m = t.entries
    var inv = CATransform3DIdentity.entries
    for col in 0..<4 {
        var pivot = col
        for r in col..<4 where abs(m[r * 4 + col]) > abs(m[pivot * 4 + col]) { pivot = r }
        guard abs(m[pivot * 4 + col]) > 1e-12 else { return t }
        if pivot != col {
            for k in 0..<4 { m.swapAt(col * 4 + k, pivot * 4 + k); inv.swapAt(col * 4 + k, pivot * 4 + k) }
        }
        let p = m[col * 4 + col]
        for k in 0..<4 { m[col * 4 + k] /= p; inv[col * 4 + k] /= p }
        for r in 0..<4 where r != col {
            let f = m[r * 4 + col]
            guard f != 0 else { continue }
            for k in 0..<4 { m[r * 4 + k] -= f * m[col * 4 + k]; inv[r * 4 + k] -= f * inv[col * 4 + k] }
        }
    }
    return CATransform3D(entries: inv)
}

// Interpolating transforms as Core Animation does: decompose each end into perspective,
// translation, scale, skew and a rotation quaternion, interpolate those (the quaternion by
// spherical linear interpolation, the rest linearly) and compose the result again.
// Interpolating the sixteen entries instead turns a 0 → 180° rotation into a shrink through a
// point: at 50 % the matrix is the average of identity and diag(−1, −1, 1), diag(0, 0, 1).
//
// The decomposition is the classic one (Thomas, "Decomposing a matrix into simple
// transformations", Graphics Gems II), the same one the CSS Transforms spec adopts to match
// Core Animation, in CATransform3D's row-vector layout (translation in m41…m43, perspective in
// m14…m34):
//   1. divide by m44 (kept, and multiplied back in, so the ends come out exactly); the
//      perspective column p solves P · p = (m14, m24, m34, m44), where P is the matrix with its
//      last column set to (0, 0, 0, 1);
//   2. translation = (m41, m42, m43);
//   3. Gram–Schmidt on the rows of the upper 3 × 3: scale = row lengths, skew = the xy, xz and
//      yz shears removed on the way; a negative determinant flips all three scales;
//   4. the orthonormal rows left are a rotation, read as a unit quaternion.
// Composition multiplies, in row-vector order, scale · skew · rotation · translation ·
// perspective, which rebuilds the matrix exactly up to rounding.
//
// A transform that cannot be decomposed (m44 = 0, a singular 3 × 3 such as scale 0) falls back
// to entry-wise interpolation, and so do two transforms that hold only scale and translation,
// where both methods agree exactly (and entry-wise is cheaper and bit-identical to before).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A transform as the parts Core Animation interpolates.
struct DecomposedTransform: Equatable {
    var perspective: (Double, Double, Double, Double)
    var translation: (Double, Double, Double)
    var scale: (Double, Double, Double)
    /// xy, xz, yz shears.
    var skew: (Double, Double, Double)
    /// A unit quaternion (x, y, z, w).
    var rotation: (Double, Double, Double, Double)
    /// The m44 every entry was divided by (a homogeneous scale: the same projective map).
    var homogeneousScale: Double = 1

    static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.perspective == b.perspective && a.translation == b.translation && a.scale == b.scale
            && a.skew == b.skew && a.rotation == b.rotation && a.homogeneousScale == b.homogeneousScale
    }
}

/// 3-vectors for the Gram–Schmidt steps.
private struct Vector3 {
    var x, y, z: Double
    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x) }
    var length: Double { dot(self).squareRoot() }
    static func * (v: Vector3, k: Double) -> Vector3 { Vector3(x: v.x * k, y: v.y * k, z: v.z * k) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
}

extension Transform3D {
    /// Interpolation as Core Animation does it (file note): decomposed parts, the rotation by
    /// quaternion slerp, so a rotation keeps its size all the way; entry-wise when either end
    /// cannot be decomposed or both are only scale and translation.
    public func interpolated(to o: Transform3D, fraction f: Double) -> Transform3D {
        if isScaleAndTranslation && o.isScaleAndTranslation { return entrywiseInterpolated(to: o, fraction: f) }
        guard let a = decomposed(), let b = o.decomposed() else { return entrywiseInterpolated(to: o, fraction: f) }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        let parts = DecomposedTransform(
            perspective: (mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                          mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3)),
            translation: (mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1),
                          mix(a.translation.2, b.translation.2)),
            scale: (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2)),
            skew: (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2)),
            rotation: Self.slerp(a.rotation, b.rotation, f),
            homogeneousScale: mix(a.homogeneousScale, b.homogeneousScale))
        return Transform3D(composing: parts)
    }

    /// Each of the sixteen entries interpolated on its own.
    func entrywiseInterpolated(to o: Transform3D, fraction f: Double) -> Transform3D {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Transform3D(m11: mix(m11, o.m11), m12: mix(m12, o.m12), m13: mix(m13, o.m13), m14: mix(m14, o.m14),
                           m21: mix(m21, o.m21), m22: mix(m22, o.m22), m23: mix(m23, o.m23), m24: mix(m24, o.m24),
                           m31: mix(m31, o.m31), m32: mix(m32, o.m32), m33: mix(m33, o.m33), m34: mix(m34, o.m34),
                           m41: mix(m41, o.m41), m42: mix(m42, o.m42), m43: mix(m43, o.m43), m44: mix(m44, o.m44))
    }

    /// True when the matrix is a diagonal scale plus a translation (no rotation, skew, perspective).
    var isScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m44 == 1
    }

    /// The parts of the file note, or nil when the matrix cannot be decomposed.
    func decomposed() -> DecomposedTransform? {
        guard m44 != 0, isFinite else { return nil }
        let n = 1 / m44
        var m = [[m11 * n, m12 * n, m13 * n, m14 * n], [m21 * n, m22 * n, m23 * n, m24 * n],
                 [m31 * n, m32 * n, m33 * n, m34 * n], [m41 * n, m42 * n, m43 * n, 1]]
        var perspective = (0.0, 0.0, 0.0, 1.0)
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            // N = P · (identity with last column p), P = N with its last column (0, 0, 0, 1),
            // so the column p = P⁻¹ · (m14, m24, m34, m44).
            var pm = m
            for i in 0..<3 { pm[i][3] = 0 }
            pm[3][3] = 1
            guard let inverse = Self.inverse4(pm) else { return nil }
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            var p = [0.0, 0, 0, 0]
            for j in 0..<4 { for k in 0..<4 { p[j] += inverse[j][k] * rhs[k] } }
            perspective = (p[0], p[1], p[2], p[3])
            for i in 0..<3 { m[i][3] = 0 }
            m[3][3] = 1
        }
        let translation = (m[3][0], m[3][1], m[3][2])
        var row0 = Vector3(x: m[0][0], y: m[0][1], z: m[0][2])
        var row1 = Vector3(x: m[1][0], y: m[1][1], z: m[1][2])
        var row2 = Vector3(x: m[2][0], y: m[2][1], z: m[2][2])
        var sx = row0.length
        guard sx > 0, sx.isFinite else { return nil }
        row0 = row0 * (1 / sx)
        var xy = row0.dot(row1)
        row1 = row1 - row0 * xy
        var sy = row1.length
        guard sy > 0, sy.isFinite else { return nil }
        row1 = row1 * (1 / sy)
        xy /= sy
        var xz = row0.dot(row2)
        row2 = row2 - row0 * xz
        var yz = row1.dot(row2)
        row2 = row2 - row1 * yz
        var sz = row2.length
        guard sz > 0, sz.isFinite else { return nil }
        row2 = row2 * (1 / sz)
        xz /= sz
        yz /= sz
        if row0.dot(row1.cross(row2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            row0 = row0 * -1; row1 = row1 * -1; row2 = row2 * -1
        }
        // The rotation's quaternion from the orthonormal rows (row i = image of axis i), by
        // Shepperd's method: the largest of 4w², 4x², 4y², 4z² comes from a square root, the other
        // three from sums and differences of off-diagonal entries (m23 − m32 = 4xw,
        // m12 + m21 = 4xy, …), so no component is the square root of rounding noise.
        let (r00, r01, r02) = (row0.x, row0.y, row0.z)
        let (r10, r11, r12) = (row1.x, row1.y, row1.z)
        let (r20, r21, r22) = (row2.x, row2.y, row2.z)
        let trace = r00 + r11 + r22
        var q: (Double, Double, Double, Double)
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()
            q = ((r12 - r21) / s, (r20 - r02) / s, (r01 - r10) / s, s / 4)
        } else if r00 >= r11 && r00 >= r22 {
            let s = 2 * max(1 + r00 - r11 - r22, 0).squareRoot()
            q = (s / 4, (r01 + r10) / s, (r20 + r02) / s, (r12 - r21) / s)
        } else if r11 >= r22 {
            let s = 2 * max(1 + r11 - r00 - r22, 0).squareRoot()
            q = ((r01 + r10) / s, s / 4, (r12 + r21) / s, (r20 - r02) / s)
        } else {
            let s = 2 * max(1 + r22 - r00 - r11, 0).squareRoot()
            q = ((r20 + r02) / s, (r12 + r21) / s, s / 4, (r01 - r10) / s)
        }
        // q and −q are the same rotation; w >= 0 picks one, as the CSS algorithm's does.
        if q.3 < 0 { q = (-q.0, -q.1, -q.2, -q.3) }
        return DecomposedTransform(perspective: perspective, translation: translation, scale: (sx, sy, sz),
                                   skew: (xy, xz, yz), rotation: q, homogeneousScale: m44)
    }

    /// The matrix the parts describe: scale · skew · rotation · translation · perspective, times
    /// the homogeneous scale.
    init(composing d: DecomposedTransform) {
        let (x, y, z, w) = d.rotation
        let rotation = Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        var skew = Transform3D.identity
        skew.m21 = d.skew.0; skew.m31 = d.skew.1; skew.m32 = d.skew.2
        var translation = Transform3D.identity
        translation.m41 = d.translation.0; translation.m42 = d.translation.1; translation.m43 = d.translation.2
        var perspective = Transform3D.identity
        perspective.m14 = d.perspective.0; perspective.m24 = d.perspective.1
        perspective.m34 = d.perspective.2; perspective.m44 = d.perspective.3
        let composed = Transform3D.scale(x: d.scale.0, y: d.scale.1, z: d.scale.2)
            .concatenating(skew).concatenating(rotation).concatenating(translation).concatenating(perspective)
        let k = d.homogeneousScale
        self = k == 1 ? composed : Transform3D(
            m11: composed.m11 * k, m12: composed.m12 * k, m13: composed.m13 * k, m14: composed.m14 * k,
            m21: composed.m21 * k, m22: composed.m22 * k, m23: composed.m23 * k, m24: composed.m24 * k,
            m31: composed.m31 * k, m32: composed.m32 * k, m33: composed.m33 * k, m34: composed.m34 * k,
            m41: composed.m41 * k, m42: composed.m42 * k, m43: composed.m43 * k, m44: composed.m44 * k)
    }

    /// Spherical linear interpolation of unit quaternions along the direct arc between them (the
    /// CSS Transforms algorithm does not flip one end to take the shorter way; neither do we).
    static func slerp(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double),
                      _ f: Double) -> (Double, Double, Double, Double) {
        let product = min(max(a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3, -1), 1)
        guard abs(product) < 1 - 1e-12 else { return a }
        let theta = acos(product)
        let wb = sin(f * theta) / (1 - product * product).squareRoot()
        let wa = cos(f * theta) - product * wb
        return (a.0 * wa + b.0 * wb, a.1 * wa + b.1 * wb, a.2 * wa + b.2 * wb, a.3 * wa + b.3 * wb)
    }

    /// A 4 × 4 inverse by Gauss–Jordan elimination with partial pivoting; nil when singular.
    private static func inverse4(_ m: [[Double]]) -> [[Double]]? {
        var a = m
        var inv = (0..<4).map { i in (0..<4).map { j in i == j ? 1.0 : 0.0 } }
        for col in 0..<4 {
            let pivot = (col..<4).max { abs(a[$0][col]) < abs(a[$1][col]) }!
            guard abs(a[pivot][col]) > 1e-300 else { return nil }
            a.swapAt(col, pivot); inv.swapAt(col, pivot)
            let k = 1 / a[col][col]
            for j in 0..<4 { a[col][j] *= k; inv[col][j] *= k }
            for r in 0..<4 where r != col {
                let factor = a[r][col]
                guard factor != 0 else { continue }
                for j in 0..<4 { a[r][j] -= factor * a[col][j]; inv[r][j] -= factor * inv[col][j] }
            }
        }
        return inv
    }
}

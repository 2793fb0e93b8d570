// NSValue boxing of geometry as UIKit and Core Animation spell it: NSValue(cgPoint:/cgSize:/
// cgRect:/cgVector:/cgAffineTransform:/caTransform3D:) and .cgPointValue … .caTransform3DValue,
// accepted wherever an animation takes a value (fromValue, toValue, byValue, values).
// Foundation on Linux boxes CGPoint/CGSize/CGRect itself but cannot box other structs, so
// transforms and vectors are boxed as arrays of doubles ("[16d]", "[6d]", "[2d]").

extension NSValue {
    /// A boxed point.
    public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
    /// A boxed size.
    public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
    /// A boxed rectangle.
    public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
    /// A boxed vector.
    public convenience init(cgVector v: CGVector) { self.init(doubles: [Double(v.dx), Double(v.dy)]) }
    /// A boxed affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init))
    }
    /// A boxed 3D transform.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init))
    }

    private convenience init(doubles: [Double]) {
        self.init(bytes: doubles, objCType: "[\(doubles.count)d]")
    }

    /// The boxed doubles when this value holds `count` of them, else nil.
    private func doubles(_ count: Int) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var out = [Double](repeating: 0, count: count)
        out.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return out
    }

    private var objCTypeName: String { String(cString: objCType) }

    /// The boxed point (zero when the value holds something else).
    public var cgPointValue: CGPoint { objCTypeName.hasPrefix("{CGPoint") ? pointValue : .zero }
    /// The boxed size (zero when the value holds something else).
    public var cgSizeValue: CGSize { objCTypeName.hasPrefix("{CGSize") ? sizeValue : .zero }
    /// The boxed rectangle (zero when the value holds something else).
    public var cgRectValue: CGRect { objCTypeName.hasPrefix("{CGRect") ? rectValue : .zero }
    /// The boxed vector (zero when the value holds something else).
    public var cgVectorValue: CGVector { doubles(2).map { CGVector(dx: $0[0], dy: $0[1]) } ?? .zero }
    /// The boxed affine transform (identity when the value holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        doubles(6).map { d in CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5]) } ?? .identity
    }
    /// The boxed 3D transform (identity when the value holds something else).
    public var caTransform3DValue: CATransform3D {
        guard let d = doubles(16)?.map({ CGFloat($0) }) else { return CATransform3DIdentity }
        return CATransform3D(m11: d[0], m12: d[1], m13: d[2], m14: d[3], m21: d[4], m22: d[5], m23: d[6], m24: d[7],
                             m31: d[8], m32: d[9], m33: d[10], m34: d[11], m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }

    /// The boxed value when it is a `T` (NSValue+Bridging.swift's casts), else nil.
    package func boxed<T>(_: T.Type) -> T? {
        let v = NSValue.unboxed(self)
        return type(of: v) == T.self ? v as? T : nil
    }

    /// What an animation value boxed in an NSValue holds (the value itself otherwise, and
    /// NSNumbers stay numbers).
    package static func unboxed(_ value: Any) -> Any {
        guard let v = value as? NSValue, !(value is NSNumber) else { return value }
        let type = v.objCTypeName
        if type.hasPrefix("{CGPoint") { return v.pointValue }
        if type.hasPrefix("{CGSize") { return v.sizeValue }
        if type.hasPrefix("{CGRect") { return v.rectValue }
        if v.doubles(16) != nil { return v.caTransform3DValue }
        if v.doubles(6) != nil { return v.cgAffineTransformValue }
        if v.doubles(2) != nil { return v.cgVectorValue }
        return value
    }
}

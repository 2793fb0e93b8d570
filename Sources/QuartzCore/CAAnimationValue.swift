internal import Raster
package import Transitions

extension CAKeyPath {
    /// An animation value (`fromValue`, `values[i]`…) as the engine's value of this key path's kind,
    /// or the problem naming the field, the key path and what to pass instead.
    package func engineValue(_ boxed: Any, field: String) throws(CAAnimationProblem) -> AnimatableValue {
        let value = NSValue.unboxed(boxed)
        func wrong(_ expected: String) -> CAAnimationProblem {
            CAAnimationProblem("the '\(keyPath)' animation's \(field) is \(type(of: value)) (\(value)); \(keyPath) takes \(expected)")
        }
        switch kind {
        case .number:
            if let v = value as? CGFloat { return .number(Double(v)) }
            if let v = value as? Double { return .number(v) }
            if let v = value as? Float { return .number(Double(v)) }
            if let v = value as? Int { return .number(Double(v)) }
            if let v = value as? NSNumber { return .number(v.doubleValue) }
            throw wrong("a number (CGFloat, Double, Float, Int or NSNumber)")
        case .point:
            if let p = value as? CGPoint { return .point(p.raster) }
            throw wrong("a CGPoint")
        case .size:
            if let s = value as? CGSize { return .size(s.raster) }
            throw wrong("a CGSize")
        case .rect:
            if let r = value as? CGRect { return .rect(Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))) }
            throw wrong("a CGRect")
        case .color:
            if let c = value as? CGColor { return .color(c.raster) }
            throw wrong("a CGColor (pass UIColor's .cgColor)")
        case .transform:
            if let t = value as? CATransform3D { return .transform(t.raster) }
            if let t = value as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(t).raster) }
            throw wrong("a CATransform3D (use CATransform3DMakeAffineTransform for a CGAffineTransform)")
        case .path:
            if let p = value as? CGPath { return .path(p.path) }
            throw wrong("a CGPath (pass UIBezierPath's .cgPath)")
        }
    }

    /// `value` when present, converted.
    package func engineValue(_ value: Any?, field: String) throws(CAAnimationProblem) -> AnimatableValue? {
        guard let value else { return nil }
        return try engineValue(value, field: field) as AnimatableValue
    }

    /// Wraps an animation of this key path's value into one the layer applies to its property.
    package func wrap(_ inner: Transitions.Animation) -> Transitions.Animation {
        guard let read, let write else { return inner }
        return ComponentAnimation(property: property, inner: inner, read: read, write: write)
    }
}

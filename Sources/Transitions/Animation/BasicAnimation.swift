import Raster

/// CABasicAnimation: from/to/by between two values of one property.
///
/// Missing values follow Core Animation's rules: from+to interpolates; from+by goes to
/// from+by; by+to starts at to−by; from alone ends at the underlying value; to alone starts at
/// the underlying value; by alone adds to the underlying value.
public class BasicAnimation: Animation {
    public var fromValue: AnimatableValue?
    public var toValue: AnimatableValue?
    public var byValue: AnimatableValue?

    public override init(keyPath: String) { super.init(keyPath: keyPath) }

    public convenience init(keyPath: String, from: AnimatableValue?, to: AnimatableValue?) {
        self.init(keyPath: keyPath)
        fromValue = from
        toValue = to
    }

    /// The two ends for a given underlying value.
    func endpoints(underlying u: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (fromValue, toValue, byValue) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.adding(b.negated), t)
        case let (f?, nil, nil): return (f, u)
        case let (nil, t?, nil): return (u, t)
        case let (nil, nil, b?): return (u, u.adding(b))
        default: return (u, u)
        }
    }

    override func interpolate(progress: Double, underlying: AnimatableValue) -> AnimatableValue? {
        let (a, b) = endpoints(underlying: underlying)
        return a.interpolated(to: b, fraction: fraction(progress))
    }

    /// The interpolation fraction at a pass's linear progress (springs override it).
    func fraction(_ progress: Double) -> Double { paced(progress) }

    override func copy() -> Animation {
        let c = BasicAnimation(keyPath: keyPath)
        copyTiming(to: c)
        c.fromValue = fromValue; c.toValue = toValue; c.byValue = byValue
        return c
    }
}

extension AnimatableValue {
    /// The additive inverse where one exists (used for by+to animations).
    var negated: AnimatableValue {
        switch self {
        case .number(let v): .number(-v)
        case .point(let p): .point(Point(x: -p.x, y: -p.y))
        case .size(let s): .size(Size(width: -s.width, height: -s.height))
        default: self
        }
    }
}

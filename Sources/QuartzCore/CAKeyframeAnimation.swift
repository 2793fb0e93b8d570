package import Transitions

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode("linear")
    public static let discrete = CAAnimationCalculationMode("discrete")
    public static let paced = CAAnimationCalculationMode("paced")
    public static let cubic = CAAnimationCalculationMode("cubic")
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// Swift 4's spelling of `CAAnimationCalculationMode.linear`.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// Swift 4's spelling of `CAAnimationCalculationMode.discrete`.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete

/// CAKeyframeAnimation: a key path through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Fractions 0...1 of the duration, one per value (nil: evenly spaced).
    open var keyTimes: [NSNumber]?
    /// One per segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear

    public required init() { super.init() }

    open override func copy() -> Any {
        let c = CAKeyframeAnimation()
        copyProperty(to: c)
        c.values = values; c.keyTimes = keyTimes; c.timingFunctions = timingFunctions; c.calculationMode = calculationMode
        return c
    }

    package override func engineAnimations(on layer: CALayer) throws(CAAnimationProblem) -> [Transitions.Animation] {
        let k = try resolvedKeyPath(on: layer)
        let a = KeyframeAnimation(keyPath: k.keyPath)
        var converted: [AnimatableValue] = []
        for (i, v) in (values ?? []).enumerated() { converted.append(try k.engineValue(v, field: "values[\(i)]")) }
        a.values = converted
        a.keyTimes = keyTimes?.map(\.doubleValue)
        a.timingFunctions = timingFunctions?.map(\.function)
        switch calculationMode {
        case .linear: a.calculationMode = .linear
        case .discrete: a.calculationMode = .discrete
        default:
            throw CAAnimationProblem("the '\(k.keyPath)' keyframe animation's calculationMode '\(calculationMode.rawValue)' is not supported (linear and discrete are)")
        }
        if let problem = a.keyTimesProblem { throw CAAnimationProblem("the '\(k.keyPath)' keyframe animation: \(problem)") }
        applyTiming(to: a)
        return [k.wrap(a)]
    }
}

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

/// Whether a layer animated along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode("auto")
    /// The layer turns to the path's tangent plus a half turn.
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}

/// Swift 4's spelling of `CAAnimationRotationMode.rotateAuto`.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// Swift 4's spelling of `CAAnimationRotationMode.rotateAutoReverse`.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
/// Swift 4's spelling of `CAAnimationCalculationMode.paced`.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// Swift 4's spelling of `CAAnimationCalculationMode.cubic`.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// Swift 4's spelling of `CAAnimationCalculationMode.cubicPaced`.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

/// Swift 4's spelling of `CAAnimationCalculationMode.linear`.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// Swift 4's spelling of `CAAnimationCalculationMode.discrete`.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete

/// CAKeyframeAnimation: a key path through a list of values at key times, or a point key path
/// along a `path` (which replaces `values`; its vertices are the keyframes: PathAnimation in the
/// engine says how each calculation mode plays it), turning with it by `rotationMode`. Values
/// take the linear and discrete modes; a path takes every mode (cubic plays as linear and
/// cubicPaced as paced, the path already being the curve).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// The path a point property follows (replaces `values` when set).
    open var path: CGPath?
    /// Whether the layer turns to the path's tangent (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?
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
        c.path = path; c.rotationMode = rotationMode
        return c
    }

    package override func engineAnimations(on layer: CALayer) throws(CAAnimationProblem) -> [Transitions.Animation] {
        let k = try resolvedKeyPath(on: layer)
        if let path { return try pathAnimations(along: path, k) }
        if rotationMode != nil {
            throw CAAnimationProblem("the '\(k.keyPath)' keyframe animation has a rotationMode but no path: the rotation follows a path")
        }
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

    /// The point along `path`, and with a rotation mode the transform turning with it.
    private func pathAnimations(along path: CGPath, _ k: CAKeyPath) throws(CAAnimationProblem) -> [Transitions.Animation] {
        guard k.kind == .point else {
            throw CAAnimationProblem("the '\(k.keyPath)' keyframe animation has a path, which only a point key path (position, anchorPoint) follows")
        }
        func configured(_ a: PathAnimation) throws(CAAnimationProblem) -> PathAnimation {
            a.keyTimes = keyTimes?.map(\.doubleValue)
            a.timingFunctions = timingFunctions?.map(\.function)
            switch calculationMode {
            case .discrete: a.calculationMode = .discrete
            case .paced, .cubicPaced: a.isPaced = true
            case .linear, .cubic: a.calculationMode = .linear
            default: throw CAAnimationProblem("the '\(k.keyPath)' keyframe animation's calculationMode '\(calculationMode.rawValue)' is not one of Core Animation's")
            }
            if let problem = a.keyTimesProblem { throw CAAnimationProblem("the '\(k.keyPath)' keyframe animation: \(problem)") }
            applyTiming(to: a)
            return a
        }
        var result = [k.wrap(try configured(PathAnimation(keyPath: k.keyPath, path: path.path, output: .point)))]
        if let rotationMode {
            let mode: PathAnimation.Rotation
            switch rotationMode {
            case .rotateAuto: mode = .auto
            case .rotateAutoReverse: mode = .autoReverse
            default: throw CAAnimationProblem("the '\(k.keyPath)' keyframe animation's rotationMode '\(rotationMode.rawValue)' is not one of Core Animation's")
            }
            result.append(try configured(PathAnimation(keyPath: "transform", path: path.path, output: .rotation(mode))))
        }
        return result
    }
}

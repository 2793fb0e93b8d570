package import Transitions

/// CAAnimationDelegate: told when an animation starts and stops (both optional).
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation begins (at its begin time on the virtual clock).
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends (`flag` true) or is removed early (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// CAAnimation: the timing every Core Animation animation shares (CAMediaTiming).
open class CAAnimation {
    /// Seconds on the virtual clock; 0 means "when added". Use `CACurrentMediaTime() + delay` to delay.
    open var beginTime: CFTimeInterval = 0
    /// Seconds; 0 means Core Animation's default 0.25 s.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds (as a repeat count of repeatDuration / the
    /// iteration's length; Core Animation leaves setting both undefined, an error here).
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Nil paces linearly.
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// True when the animation is paced by UIKit's system curve (curve 7, `SystemCurve`) instead of
    /// `timingFunction`: UIKit's own flip paces its keyframes by it, a spring that no
    /// CAMediaTimingFunction describes, so only UIKit's private animators set it.
    package var pacesOnSystemCurve = false
    /// Retained, as Core Animation retains its delegate.
    open var delegate: CAAnimationDelegate?
    private var values: [String: Any] = [:]

    public required init() {}

    /// A new animation object (CAAnimation.animation()).
    open class func animation() -> Self { self.init() }

    /// Stores an arbitrary value under a key (key-value coding on animations).
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// The value stored under a key.
    open func value(forKey key: String) -> Any? { values[key] }

    /// A copy, as `add(_:forKey:)` takes one.
    open func copy() -> Any {
        let c = CAAnimation()
        copyTiming(to: c)
        return c
    }

    package func copyTiming(to c: CAAnimation) {
        c.beginTime = beginTime; c.duration = duration; c.speed = speed; c.timeOffset = timeOffset
        c.repeatCount = repeatCount; c.repeatDuration = repeatDuration; c.autoreverses = autoreverses; c.fillMode = fillMode
        c.timingFunction = timingFunction; c.isRemovedOnCompletion = isRemovedOnCompletion; c.delegate = delegate
        c.pacesOnSystemCurve = pacesOnSystemCurve
        c.values = values
    }

    /// Copies the timing onto an engine animation.
    package func applyTiming(to a: Transitions.Animation) {
        a.beginTime = beginTime; a.duration = duration; a.speed = Double(speed); a.timeOffset = timeOffset
        a.repeatCount = repeatCount == .infinity ? .infinity : Double(repeatCount)
        if repeatDuration > 0 {
            if repeatCount != 0 {
                RecordingLog.error("CAAnimation: repeatCount \(repeatCount) and repeatDuration \(repeatDuration) are both set, which Core Animation leaves undefined; set one")
            } else {
                // A duration of 0 is Core Animation's default, 0.25 s.
                let iteration = (duration > 0 ? duration : 0.25) * (autoreverses ? 2 : 1)
                a.repeatCount = repeatDuration / iteration
            }
        }
        a.autoreverses = autoreverses; a.fillMode = fillMode.engine
        a.timingFunction = timingFunction?.function; a.isRemovedOnCompletion = isRemovedOnCompletion
        if pacesOnSystemCurve { a.timingCurve = .system }
    }

    /// The engine animations this animation becomes on `layer` (a group gives several).
    package func engineAnimations(on layer: CALayer) throws(CAAnimationProblem) -> [Transitions.Animation] {
        throw CAAnimationProblem("a plain CAAnimation animates nothing: use CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup")
    }
}

/// CAPropertyAnimation: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public required init() { super.init() }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package func copyProperty(to c: CAPropertyAnimation) {
        copyTiming(to: c)
        c.keyPath = keyPath; c.isAdditive = isAdditive; c.isCumulative = isCumulative
    }

    /// The key path resolved for `layer`, or the problem naming it.
    package func resolvedKeyPath(on layer: CALayer) throws(CAAnimationProblem) -> CAKeyPath {
        guard let keyPath else { throw CAAnimationProblem("\(Self.self) has no keyPath") }
        if isAdditive || isCumulative {
            throw CAAnimationProblem("\(Self.self) '\(keyPath)': isAdditive and isCumulative are not supported")
        }
        guard let k = CAKeyPath(keyPath, isShapeLayer: layer is CAShapeLayer) ?? layer.customKeyPath(keyPath, sample: customKeySample) else {
            let known = CAKeyPath.layerKeyPaths + (layer is CAShapeLayer ? CAKeyPath.shapeKeyPaths : [])
            let near = known.min { editDistance($0, keyPath) < editDistance($1, keyPath) }
            let hint = near.map { editDistance($0, keyPath) <= 3 ? " (did you mean '\($0)'?)" : "" } ?? ""
            throw CAAnimationProblem("unknown animation key path '\(keyPath)' on \(type(of: layer))\(hint); animatable key paths: \(known.joined(separator: ", "))")
        }
        return k
    }
}

/// Why an animation cannot be added (reported by the recorder naming the layer).
package struct CAAnimationProblem: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var prev = row[0]
        row[0] = i
        for j in 1...max(b.count, 1) where !b.isEmpty {
            let cur = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
            prev = cur
        }
    }
    return row[b.count]
}

/// CASpringAnimation: a basic animation whose fraction follows a damped spring.
///
/// The fraction may overshoot 1 (an under-damped spring). Without an explicit duration the
/// animation lasts the spring's settling duration, as CASpringAnimation's does when code sets
/// `duration = settlingDuration`.
public final class SpringAnimation: BasicAnimation {
    public var mass: Double = 1
    public var stiffness: Double = 100
    public var damping: Double = 10
    public var initialVelocity: Double = 0

    public override init(keyPath: String) { super.init(keyPath: keyPath) }

    /// The spring these parameters describe.
    public var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }

    /// How long the spring takes to come to rest.
    public var settlingDuration: Double { spring.settlingDuration }

    public override var effectiveDuration: Double { duration > 0 ? duration : settlingDuration }

    override func fraction(_ progress: Double) -> Double {
        spring.value(at: progress * effectiveDuration)
    }

    override func copy() -> Animation {
        let c = SpringAnimation(keyPath: keyPath)
        copyTiming(to: c)
        c.fromValue = fromValue; c.toValue = toValue; c.byValue = byValue
        c.mass = mass; c.stiffness = stiffness; c.damping = damping; c.initialVelocity = initialVelocity
        return c
    }
}

package import Transitions

/// CASpringAnimation: a basic animation paced by a damped spring.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    public required init() { super.init() }

    /// How long the spring takes to settle, in seconds.
    open var settlingDuration: CFTimeInterval {
        SpringAnimation(keyPath: "").with { $0.mass = Double(mass); $0.stiffness = Double(stiffness); $0.damping = Double(damping); $0.initialVelocity = Double(initialVelocity) }.settlingDuration
    }

    open override func copy() -> Any {
        let c = CASpringAnimation()
        copyBasic(to: c)
        c.mass = mass; c.stiffness = stiffness; c.damping = damping; c.initialVelocity = initialVelocity
        return c
    }

    package override func makeEngineAnimation(keyPath: String) -> BasicAnimation {
        SpringAnimation(keyPath: keyPath).with {
            $0.mass = Double(mass); $0.stiffness = Double(stiffness); $0.damping = Double(damping); $0.initialVelocity = Double(initialVelocity)
        }
    }
}

extension SpringAnimation {
    fileprivate func with(_ body: (SpringAnimation) -> Void) -> SpringAnimation { body(self); return self }
}

package import Transitions

/// CABasicAnimation: a key path from one value to another (fromValue / toValue / byValue).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() { super.init() }

    open override func copy() -> Any {
        let c = CABasicAnimation()
        copyBasic(to: c)
        return c
    }

    package func copyBasic(to c: CABasicAnimation) {
        copyProperty(to: c)
        c.fromValue = fromValue; c.toValue = toValue; c.byValue = byValue
    }

    package override func engineAnimations(on layer: CALayer) throws(CAAnimationProblem) -> [Transitions.Animation] {
        let k = try resolvedKeyPath(on: layer)
        let a = makeEngineAnimation(keyPath: k.keyPath)
        a.fromValue = try k.engineValue(fromValue, field: "fromValue")
        a.toValue = try k.engineValue(toValue, field: "toValue")
        a.byValue = try k.engineValue(byValue, field: "byValue")
        if k.kind == .path, case .path(let f)? = a.fromValue, case .path(let t)? = a.toValue, !f.hasSameStructure(as: t) {
            RecordingLog.warning("path animation on \(layer.describedForMessages): the fromValue and toValue paths have different element structures "
                + "(\(f.elements.count) vs \(t.elements.count) elements), which Core Animation leaves undefined; both are normalised to cubic segments")
        }
        applyTiming(to: a)
        return [k.wrap(a)]
    }

    /// The engine animation this class configures (springs override it).
    package func makeEngineAnimation(keyPath: String) -> BasicAnimation { BasicAnimation(keyPath: keyPath) }
}

package import Transitions

/// CAAnimationGroup: animations sharing one timing; each child's times are relative to the group.
///
/// A child without a duration lasts the group's; a child is not cut off at the group's end
/// (Core Animation clips it: give children durations within the group's).
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    open override func copy() -> Any {
        let c = CAAnimationGroup()
        copyTiming(to: c)
        c.animations = animations?.map { $0.copy() as! CAAnimation }
        return c
    }

    package override func engineAnimations(on layer: CALayer) throws(CAAnimationProblem) -> [Transitions.Animation] {
        let start = beginTime == 0 ? CACurrentMediaTime() : beginTime
        let groupDuration = duration > 0 ? duration : Transitions.Animation.defaultDuration
        var result: [Transitions.Animation] = []
        for child in animations ?? [] {
            for a in try child.engineAnimations(on: layer) {
                a.beginTime = start + child.beginTime
                if child.duration == 0 { a.duration = groupDuration }
                if a.timingFunction == nil { a.timingFunction = timingFunction?.function }
                if fillMode != .removed { a.fillMode = fillMode.engine }
                a.isRemovedOnCompletion = isRemovedOnCompletion && child.isRemovedOnCompletion
                result.append(a)
            }
        }
        return result
    }

    /// When the group ends on the virtual clock.
    package var groupEnd: Double {
        let start = beginTime == 0 ? CACurrentMediaTime() : beginTime
        return start + (duration > 0 ? duration : Transitions.Animation.defaultDuration) * Double(max(repeatCount, 1)) * (autoreverses ? 2 : 1) / Double(speed > 0 ? speed : 1)
    }
}

// Status: `require(toFail:)`: a recognizer waits, in `.possible`, while another one it requires
// to fail is still tracking the same touch; it fails once that one recognises (a continuous
// recognizer when it begins, a discrete one — tap, swipe — when it ends recognised) and goes on
// as usual once that one has failed (a pan then begins at the sample where it learns so). A
// required recognizer that does not take part in the touch (disabled, or on a view the touch
// does not reach) is as good as failed. Recordings deliver pans and taps through this
// (TransitionRecorder, UIWindow+Touches.swift). Not covered: `shouldRequireFailure(of:)` and the
// delegate's `shouldRequireFailureOf`/`shouldBeRequiredToFailBy` (not declared, so overriding
// them does not compile).

extension UIGestureRecognizer {
    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it may recognise.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredToFail.append(RequiredRecognizer(recognizer: otherGestureRecognizer))
    }

    /// What a recognizer whose touch may begin does about the ones it requires to fail.
    package enum FailureRequirementVerdict: Equatable, Sendable {
        /// None is left tracking: it may begin.
        case proceed
        /// One is still tracking: it stays `.possible` and asks again at the next sample.
        case wait
        /// One has recognised: it fails.
        case fail
    }

    /// The verdict for this touch, `participants` being the recognizers it reaches (already
    /// updated for the current sample: see `inFailureOrder`).
    package func failureRequirementVerdict(among participants: [UIGestureRecognizer]) -> FailureRequirementVerdict {
        var verdict = FailureRequirementVerdict.proceed
        for required in requiredToFail.compactMap(\.recognizer)
        where required.isEnabled && participants.contains(where: { $0 === required }) {
            switch required.state {
            case .failed, .cancelled: continue
            case .possible: verdict = .wait
            case .began, .changed: if required.recognisesWhenItBegins { return .fail } else { verdict = .wait }
            case .ended: return .fail
            }
        }
        return verdict
    }

    /// `recognizers` ordered so that each comes after the ones it requires to fail (those
    /// decide first at every sample); otherwise in their order.
    package static func inFailureOrder(_ recognizers: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        var ordered: [UIGestureRecognizer] = []
        var visiting: [ObjectIdentifier] = []
        func visit(_ g: UIGestureRecognizer) {
            let id = ObjectIdentifier(g)
            guard !ordered.contains(where: { $0 === g }), !visiting.contains(id) else { return }
            visiting.append(id)
            for r in g.requiredToFail.compactMap(\.recognizer) where recognizers.contains(where: { $0 === r }) { visit(r) }
            visiting.removeLast()
            ordered.append(g)
        }
        for g in recognizers { visit(g) }
        return ordered
    }

    /// Whether beginning is recognising (pans, pinches); a discrete recognizer recognises when it ends.
    private var recognisesWhenItBegins: Bool { !(self is UITapGestureRecognizer || self is UISwipeGestureRecognizer) }
}

/// A recognizer another requires to fail (held weakly: requiring keeps neither alive).
package struct RequiredRecognizer {
    package weak var recognizer: UIGestureRecognizer?
}

/// What the transition does, as UIKit distinguishes it.
package enum TransitionOperation: String, Sendable, CaseIterable {
    case push, pop, present, dismiss

    /// True for push and present (the "forward" direction).
    package var isForward: Bool { self == .push || self == .present }
}

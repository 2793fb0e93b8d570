/// What the transition does, as UIKit distinguishes it.
public enum TransitionOperation: String, Sendable, CaseIterable {
    case push, pop, present, dismiss

    /// True for push and present (the "forward" direction).
    public var isForward: Bool { self == .push || self == .present }
}

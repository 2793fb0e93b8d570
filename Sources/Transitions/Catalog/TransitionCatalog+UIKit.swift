extension TransitionCatalog {
    /// UIKit's own modal presentation styles and navigation push (TRANSITIONS.md sections 6-7).
    static let uikitTransitions: [TransitionDescriptor] = []
}

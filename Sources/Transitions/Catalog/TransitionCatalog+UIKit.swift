extension TransitionCatalog {
    /// UIKit's own modal presentation styles and navigation push (TRANSITIONS.md sections 6-7).
    static let uikitTransitions: [TransitionDescriptor] = [
        TransitionDescriptor(name: "cross-dissolve", summary: "UIKit's crossDissolve: the new screen fades in over the old one",
                             defaultDuration: CrossDissolveAnimator.defaultDuration, curve: "easeInEaseOut",
                             forward: .present) { CrossDissolveAnimator(operation: $0) },
        TransitionDescriptor(name: "cover-vertical", summary: "UIKit's coverVertical: the new screen slides up from the bottom",
                             defaultDuration: CoverVerticalAnimator.defaultDuration, curve: "easeInEaseOut",
                             forward: .present) { CoverVerticalAnimator(operation: $0) },
        TransitionDescriptor(name: "flip-horizontal", summary: "UIKit's flipHorizontal: the screens turn over about the vertical axis, with perspective",
                             defaultDuration: FlipHorizontalAnimator.defaultDuration, curve: "easeInEaseOut",
                             forward: .present) { FlipHorizontalAnimator(operation: $0) },
        TransitionDescriptor(name: "push", summary: "UINavigationController's push: the new screen slides in from the right over the dimmed old one",
                             defaultDuration: NavigationPushAnimator.defaultDuration, curve: "(0,0)(0.2,1) deceleration",
                             forward: .push) { NavigationPushAnimator(operation: $0) },
    ]
}

extension TransitionCatalog {
    /// The transitions of the seed articles (TRANSITIONS.md sections 1-5).
    static let seedTransitions: [TransitionDescriptor] = [
        TransitionDescriptor(name: "circular-reveal", summary: "Ping's circular reveal: the screen flies off, the next is revealed by a growing circle and its text flies in",
                             defaultDuration: 0.25, curve: "mask linear; snapshot easeIn; text easeOut after 0.1 s",
                             forward: .push, needsTrigger: true) { _ in CircularRevealAnimator() },
        TransitionDescriptor(name: "circle-mask", summary: "the next screen is revealed by a circle growing from the button",
                             defaultDuration: CircleMaskAnimator.defaultDuration, curve: "linear",
                             forward: .push, needsTrigger: true) { _ in CircleMaskAnimator() },
    ]
}

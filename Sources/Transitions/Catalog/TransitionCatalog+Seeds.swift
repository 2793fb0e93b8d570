extension TransitionCatalog {
    /// The transitions of the seed articles (TRANSITIONS.md sections 1-5).
    static let seedTransitions: [TransitionDescriptor] = [
        TransitionDescriptor(name: "circular-reveal", summary: "Ping's circular reveal: the screen flies off, the next is revealed by a growing circle and its text flies in",
                             defaultDuration: 0.25, curve: "mask linear; snapshot easeIn; text easeOut after 0.1 s",
                             forward: .push, needsTrigger: true, parameterNames: ["mask-duration"]) { _ in CircularRevealAnimator() },
        TransitionDescriptor(name: "circle-mask", summary: "the next screen is revealed by a circle growing from the button",
                             defaultDuration: CircleMaskAnimator.defaultDuration, curve: "linear",
                             forward: .push, needsTrigger: true) { _ in CircleMaskAnimator() },
        TransitionDescriptor(name: "circle-scale", summary: "the presented screen is revealed by a circle growing from the centre; dismiss shrinks it back",
                             defaultDuration: CircleScaleAnimator.defaultDuration, curve: "easeOut (dismiss: easeIn, the time reverse)",
                             forward: .present) { _ in CircleScaleAnimator() },
        TransitionDescriptor(name: "rectangle-offset", summary: "the presented screen slides in from the bottom-right as the presenting one leaves to the top-left, over white",
                             defaultDuration: RectangleOffsetAnimator.defaultDuration, curve: "easeInEaseOut",
                             forward: .present) { _ in RectangleOffsetAnimator() },
        TransitionDescriptor(name: "color-diffusion", summary: "the tapped box grows into the next screen's colour, which then fades in; dismiss shrinks it back",
                             defaultDuration: ColorDiffusionAnimator.defaultDuration, curve: "easeInEaseOut, staged (copy 0.7 d, fade 0.4 d after 0.6 d)",
                             forward: .present, needsTrigger: true) { _ in ColorDiffusionAnimator() },
    ]
}

extension TransitionCatalog {
    /// The transitions of the seed articles.
    static let seedTransitions: [TransitionDescriptor] = [
        TransitionDescriptor(name: "circular-reveal", summary: "Ping's circular reveal: the screen flies off, the next is revealed by a growing circle and its text flies in",
                             defaultDuration: 0.25, curve: "mask linear; snapshot easeIn; text easeOut after 0.1 s (seed 000)",
                             sources: "seed 000: 0.25 s, snapshot to scale 5 and (−1000, +1500), text 0.1 s delay then 0.25 s",
                             forward: .push, needsTrigger: true, parameterNames: ["mask-duration"],
                             durationPart: (name: "mask", total: CircularRevealAnimator.naturalTotalDuration)) { _ in CircularRevealAnimator() },
        TransitionDescriptor(name: "circle-mask", summary: "the next screen is revealed by a circle growing from the button",
                             defaultDuration: CircleMaskAnimator.defaultDuration, curve: "linear (seeds 002 and 003)",
                             sources: "seeds 002 and 003: 0.5 s, oval from the button to the farthest corner",
                             forward: .push, needsTrigger: true) { _ in CircleMaskAnimator() },
        TransitionDescriptor(name: "circle-scale", summary: "the presented screen is revealed by a circle growing from the centre; dismiss shrinks it back",
                             defaultDuration: CircleScaleAnimator.defaultDuration, curve: "easeOut (dismiss: easeIn, the time reverse) (seed 001)",
                             sources: "seed 001, type circle; 0.5 s is our default, the seed shows none",
                             forward: .present) { _ in CircleScaleAnimator() },
        TransitionDescriptor(name: "rectangle-offset", summary: "the presented screen slides in from the bottom-right as the presenting one leaves to the top-left, over white",
                             defaultDuration: RectangleOffsetAnimator.defaultDuration, curve: "easeInEaseOut (seed 001, UIView.animate default)",
                             sources: "seed 001, type rectangle; 0.5 s is our default, the seed shows none",
                             forward: .present) { _ in RectangleOffsetAnimator() },
        TransitionDescriptor(name: "color-diffusion", summary: "the tapped box grows into the next screen's colour, which then fades in; dismiss shrinks it back",
                             defaultDuration: ColorDiffusionAnimator.defaultDuration, curve: "easeInEaseOut, staged (copy 0.7 d, fade 0.4 d after 0.6 d) (seed 004)",
                             sources: "seed 004; the 80-pt box and 0.5 s are our defaults, the seed shows neither",
                             forward: .present, needsTrigger: true) { _ in ColorDiffusionAnimator() },
    ]
}

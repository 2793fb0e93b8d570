/// Every transition the package renders, by CLI name.
public enum TransitionCatalog {
    public static let all: [TransitionDescriptor] = [
        TransitionDescriptor(name: "circular-reveal", summary: "Ping's circular reveal: the screen flies off, the next is revealed by a growing circle and its text flies in",
                             defaultDuration: 0.25, curve: "mask linear; snapshot easeIn; text easeOut after 0.1 s",
                             forward: .push, needsTrigger: true) { _ in CircularRevealAnimator() },
        TransitionDescriptor(name: "circle-mask", summary: "the next screen is revealed by a circle growing from the button",
                             defaultDuration: CircleMaskAnimator.defaultDuration, curve: "linear",
                             forward: .push, needsTrigger: true) { _ in CircleMaskAnimator() },
    ]

    /// The transition with a CLI name, or nil.
    public static func named(_ name: String) -> TransitionDescriptor? { all.first { $0.name == name } }
}

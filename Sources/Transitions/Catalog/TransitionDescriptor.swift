/// A transition the catalog offers: its name, documentation and how to make its animator.
package struct TransitionDescriptor: Sendable {
    /// The CLI name (e.g. `circle-mask`).
    package var name: String
    package var summary: String
    /// The default duration in seconds (what `list` shows).
    package var defaultDuration: Double
    /// The timing curve(s) and where they come from, for documentation (the gallery's curve column).
    package var curve: String
    /// Where the transition's numbers come from (durations, distances, opacities), for documentation.
    package var sources: String
    /// The forward operation and its reverse (push/pop or present/dismiss).
    package var forward: TransitionOperation
    package var reverse: TransitionOperation
    /// True when the transition starts from a trigger rectangle (a button or box).
    package var needsTrigger: Bool
    package var makeAnimator: @Sendable (TransitionOperation) -> any TransitionAnimator
    /// The names the transition reads from a scene's `parameters`; any other name is refused.
    package var parameterNames: [String]
    /// When `defaultDuration` is one part's (Ping's mask) and the run lasts longer: that part's
    /// name and the whole run's default length, so listings say "0.25 s mask, 0.35 s total".
    package var durationPart: (name: String, total: Double)?

    /// The default duration as `list` shows it: "0.50 s", or "0.25 s mask, 0.35 s total".
    package var durationSummary: String {
        let own = Self.seconds(defaultDuration)
        guard let part = durationPart else { return own }
        return own + " \(part.name), " + Self.seconds(part.total) + " total"
    }

    /// "0.35 s": seconds with two decimals.
    static func seconds(_ v: Double) -> String {
        let hundredths = Int((v * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }

    package init(name: String, summary: String, defaultDuration: Double, curve: String, sources: String = "",
                forward: TransitionOperation, needsTrigger: Bool = false, parameterNames: [String] = [],
                durationPart: (name: String, total: Double)? = nil,
                makeAnimator: @escaping @Sendable (TransitionOperation) -> any TransitionAnimator) {
        self.name = name
        self.summary = summary
        self.defaultDuration = defaultDuration
        self.curve = curve
        self.sources = sources
        self.forward = forward
        reverse = forward == .push ? .pop : .dismiss
        self.needsTrigger = needsTrigger
        self.makeAnimator = makeAnimator
        self.parameterNames = parameterNames
        self.durationPart = durationPart
    }

    /// The operation for a direction.
    package func operation(reverse r: Bool) -> TransitionOperation { r ? reverse : forward }
}

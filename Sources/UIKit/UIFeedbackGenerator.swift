// Covers UIFeedbackGenerator and its three kinds (impact, selection, notification) with their
// styles and calls. Haptics are felt, not seen: a device shows nothing for them, so here they
// record nothing either.

/// Haptic feedback: `prepare()` and the kinds' calls.
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the engine (a device spins up its Taptic Engine; nothing to show).
    open func prepare() {}
}

/// A physical impact.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// A change of selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

/// A success, a warning or an error.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

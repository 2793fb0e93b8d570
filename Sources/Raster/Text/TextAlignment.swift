/// Where each line sits horizontally in its line fragment (NSTextAlignment).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right
    /// The script's natural direction; this renderer lays out left-to-right only, so left.
    case natural
}

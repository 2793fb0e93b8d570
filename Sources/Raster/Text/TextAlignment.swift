/// Where each line sits horizontally in its line fragment (NSTextAlignment).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush with the left padding.
    case left
    /// Centred in the usable width (hanging trailing spaces do not count).
    case center
    /// Flush with the right padding (hanging trailing spaces do not count).
    case right
    /// The script's natural direction; this renderer lays out left-to-right only, so left.
    case natural
}

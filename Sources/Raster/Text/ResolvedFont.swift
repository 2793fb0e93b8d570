/// The font file a `FontDescriptor` resolved to, and whether that was a substitute.
public struct ResolvedFont: Hashable, Sendable {
    /// The font file's path.
    public var path: String
    /// The face inside the file (non-zero only for collections such as .ttc).
    public var faceIndex: Int
    /// The face's family name as the file states it (e.g. "DejaVu Sans").
    public var familyName: String
    /// The face's style name as the file states it (e.g. "Bold").
    public var styleName: String
    /// Set when the requested family or weight was not installed and another face stands in.
    public var substitutionWarning: String?
}

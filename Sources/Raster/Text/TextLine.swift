/// One laid-out line (a TextKit line fragment): its rectangle, baseline and glyphs.
public struct TextLine: Hashable, Sendable {
    /// The line's characters as offsets into the text's Unicode scalars (hanging trailing
    /// spaces included, the newline that ends the line not).
    public var range: Range<Int>
    /// The line's characters.
    public var text: String
    /// The line fragment: the container width minus the insets, the line height tall.
    public var fragmentRect: Rect
    /// The part of the fragment the glyphs use: from the first pen position to the end of
    /// the last non-space glyph's advance (hanging spaces excluded), the line height tall.
    public var usedRect: Rect
    /// The baseline's y, in points: fragment top plus the line's ascender.
    public var baseline: Double
    /// The line's vertical metrics: the largest ascender, descender and line gap of its runs.
    public var metrics: FontMetrics
    /// The glyphs in drawing order (newlines, tabs and other invisible characters omitted).
    public var glyphs: [PositionedGlyph]

    /// The line's height in points (UIFont.lineHeight of its tallest run).
    public var height: Double { fragmentRect.height }
}

/// A glyph placed by `TextLayout`: which glyph of which face, where its pen origin sits, in what colour.
public struct PositionedGlyph: Hashable, Sendable {
    /// The character the glyph draws.
    public var scalar: Unicode.Scalar
    /// The pen position on the baseline, in points, in the text view's coordinates.
    public var origin: Point
    /// The advance width in points (kerning with the next glyph not included).
    public var advance: Double
    /// The glyph's index in its face; 0 is the face's missing-glyph box (.notdef).
    public var glyphIndex: UInt32
    /// The font size in points.
    public var pointSize: Double
    /// The fill colour.
    public var color: Color
    /// The font file the glyph comes from (a fallback font for characters the run's font lacks).
    public var fontPath: String
    /// The library's face id (rendering looks the face up by it).
    let faceID: Int

    /// True when no installed font has the character and the box is drawn instead.
    public var isMissing: Bool { glyphIndex == 0 }
}

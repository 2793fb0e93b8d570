/// A stretch of text drawn in one font and one colour (one attribute range of an NSAttributedString).
public struct TextRun: Hashable, Sendable {
    /// The characters; "\n", "\r\n", "\r" and U+2028 end a line.
    public var string: String
    /// The font the characters are drawn in.
    public var font: FontDescriptor
    /// The fill colour (straight sRGB; alpha multiplies the glyph coverage).
    public var color: Color

    /// A run of text with its font and colour.
    public init(_ string: String, font: FontDescriptor, color: Color = .black) {
        self.string = string
        self.font = font
        self.color = color
    }
}

/// A font's vertical metrics at one point size, in points, as UIFont reports them.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line (hhea ascender), positive.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line (minus hhea descender), positive.
    public var descender: Double
    /// Extra space below the descender (hhea lineGap; UIFont.leading).
    public var lineGap: Double

    /// A set of metrics in points.
    public init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender; self.descender = descender; self.lineGap = lineGap
    }

    /// UIFont.lineHeight: ascender + descender + line gap.
    public var lineHeight: Double { ascender + descender + lineGap }
}

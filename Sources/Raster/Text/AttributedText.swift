/// Text made of runs with their own font and colour, in order (NSAttributedString's role).
public struct AttributedText: Hashable, Sendable {
    /// The runs, drawn one after the other with no separator.
    public var runs: [TextRun]

    /// Text made of the given runs.
    public init(runs: [TextRun] = []) { self.runs = runs }

    /// Text in a single font and colour.
    public init(_ string: String, font: FontDescriptor, color: Color = .black) {
        self.init(runs: [TextRun(string, font: font, color: color)])
    }

    /// All runs' characters concatenated.
    public var string: String { runs.map(\.string).joined() }

    /// A copy with one more run at the end (NSMutableAttributedString.append).
    public func appending(_ run: TextRun) -> AttributedText { AttributedText(runs: runs + [run]) }

    /// Adds a run at the end.
    public mutating func append(_ run: TextRun) { runs.append(run) }

    /// The runs of `a` followed by the runs of `b`.
    public static func + (a: AttributedText, b: AttributedText) -> AttributedText { AttributedText(runs: a.runs + b.runs) }
}

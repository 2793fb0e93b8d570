// Lays attributed text out in a UITextView-shaped container.
//
// 1. Flatten the runs into Unicode scalars (the unit everything counts in; no shaping beyond
//    pair kerning, so a scalar is a glyph) and measure each run once through FontLibrary:
//    face, glyph, unhinted advance in points, kerning with the previous scalar of the run.
// 2. Split paragraphs at "\n", "\r\n", "\r", U+2028 and U+2029, and break each into lines
//    with LineBreaker (greedy, spaces hang, long words break by character).
// 3. Stack line fragments from the top inset: a line is as tall as the largest ascender plus
//    the largest descender plus the largest line gap of the runs on it (UIFont.lineHeight of
//    its tallest run); its baseline is the fragment top plus that ascender. An empty line
//    takes the font of the newline that ends it.
// 4. Place glyphs: x = left inset + line fragment padding + alignment offset + pen x.
//
// Decisions where UIKit is not written down: text ending in a newline gets one more, empty
// line (TextKit's extra line fragment, which UITextView's sizeThatFits counts), in the font
// of the last character; text with no runs is one empty line in the 12 pt system font
// (UITextView's default). Heights are not rounded to pixels. Kerning applies within a run
// and not between a character and a fallback font's glyph. Lines are laid out left to right
// only.
//
// Limits: at most `maximumScalarCount` scalars (a thrown error names the limit), so a huge
// paste cannot stall a frame. A width that is negative, NaN or infinite throws; a width
// narrower than insets plus padding lays out one character per line.

/// Text laid out in a container of a given width, with UITextView's insets and padding.
public struct TextLayout: Sendable {
    /// The most Unicode scalars one layout accepts.
    public static let maximumScalarCount = 100_000
    /// The largest point size accepted (a guard against absurd glyph bitmaps).
    public static let maximumPointSize = 4096.0
    /// The font of text with no runs (UITextView's default, 12 pt system).
    public static let defaultFont = FontDescriptor.system(size: 12)
    /// UITextView's default lineFragmentPadding.
    public static let defaultLineFragmentPadding = 5.0

    /// The text laid out.
    public let text: AttributedText
    /// The container (text view) width in points.
    public let width: Double
    /// How lines sit in their fragments.
    public let alignment: TextAlignment
    /// The text container inset.
    public let insets: EdgeInsets
    /// Blank space at each end of every line fragment.
    public let lineFragmentPadding: Double
    /// The lines, top to bottom; never empty.
    public let lines: [TextLine]
    /// Fonts substituted and characters no font has, each once (the caller decides whether to print).
    public let warnings: [String]
    /// The library the glyphs' faces belong to (rendering uses it).
    public let library: FontLibrary

    /// Lays `text` out for a container `width` points wide.
    public init(_ text: AttributedText, width: Double, alignment: TextAlignment = .natural,
                insets: EdgeInsets = .textViewDefault, lineFragmentPadding: Double = TextLayout.defaultLineFragmentPadding,
                library: FontLibrary = .shared) throws {
        guard width.isFinite, width >= 0 else { throw TextError.invalidWidth(width) }
        let sides = [insets.top, insets.left, insets.bottom, insets.right, lineFragmentPadding]
        guard sides.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw TextError.invalidInsets(insets, lineFragmentPadding: lineFragmentPadding)
        }
        var count = 0
        for run in text.runs { count += run.string.unicodeScalars.count }
        guard count <= Self.maximumScalarCount else { throw TextError.textTooLong(count: count, limit: Self.maximumScalarCount) }

        self.text = text
        self.width = width
        self.alignment = alignment
        self.insets = insets
        self.lineFragmentPadding = lineFragmentPadding
        self.library = library

        // 1. Scalars and measurements.
        let runs = text.runs.isEmpty ? [TextRun("", font: Self.defaultFont)] : text.runs
        var scalars: [Unicode.Scalar] = []
        var runOf: [Int] = []
        var faceIDs: [Int] = []
        var glyphs: [UInt32] = []
        var items: [LineBreaker.Item] = []
        var runMetrics: [FontMetrics] = []
        var warnings: [String] = []
        scalars.reserveCapacity(count)
        for (r, run) in runs.enumerated() {
            let runScalars = Array(run.string.unicodeScalars)
            let measured = try library.measure(runScalars[...], font: run.font)
            runMetrics.append(measured.metrics)
            for w in measured.warnings where !warnings.contains(w) { warnings.append(w) }
            for (k, scalar) in runScalars.enumerated() {
                scalars.append(scalar)
                runOf.append(r)
                faceIDs.append(measured.faceIDs[k])
                glyphs.append(measured.glyphs[k])
                items.append(LineBreaker.Item(advance: measured.advances[k], kernBefore: measured.kernBefore[k], kind: Self.kind(of: scalar)))
            }
        }
        self.warnings = warnings

        // 2. Paragraphs and lines: (item range, index of the newline that ends it or nil).
        var lineRanges: [(range: Range<Int>, terminator: Int?)] = []
        let usable = width - insets.left - insets.right - 2 * lineFragmentPadding
        var paragraphStart = 0
        var i = 0
        while i <= scalars.count {
            let isEnd = i == scalars.count
            if isEnd || Self.isNewline(scalars[i]) {
                var terminatorEnd = i + 1
                if !isEnd, scalars[i] == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { terminatorEnd = i + 2 }
                let ranges = LineBreaker.lines(items, paragraph: paragraphStart..<i, width: usable)
                for (k, range) in ranges.enumerated() {
                    lineRanges.append((range, k == ranges.count - 1 && !isEnd ? i : nil))
                }
                paragraphStart = terminatorEnd
                i = terminatorEnd
                // Text ending in a newline comes round once more with an empty last
                // paragraph: TextKit's extra line fragment.
                if isEnd { break }
            } else {
                i += 1
            }
        }

        // 3 and 4. Fragments, baselines, glyph positions.
        let fragmentWidth = max(0, width - insets.left - insets.right)
        var y = insets.top
        var lines: [TextLine] = []
        lines.reserveCapacity(lineRanges.count)
        for (range, terminator) in lineRanges {
            var metricRuns = Set(range.map { runOf[$0] })
            if let terminator { metricRuns.insert(runOf[terminator]) }
            if metricRuns.isEmpty { metricRuns.insert(range.lowerBound > 0 ? runOf[range.lowerBound - 1] : runs.count - 1) }
            let m = FontMetrics(ascender: metricRuns.map { runMetrics[$0].ascender }.max()!,
                                descender: metricRuns.map { runMetrics[$0].descender }.max()!,
                                lineGap: metricRuns.map { runMetrics[$0].lineGap }.max()!)

            var penX: [Double] = []
            penX.reserveCapacity(range.count)
            var x = 0.0
            var usedWidth = 0.0
            for j in range {
                if items[j].kind == .tab {
                    penX.append(x)
                    x = LineBreaker.tabStop(after: x)
                    continue
                }
                if j > range.lowerBound { x += items[j].kernBefore }
                penX.append(x)
                x += items[j].advance
                if items[j].kind != .space { usedWidth = x }
            }
            let offset: Double
            switch alignment {
            case .left, .natural: offset = 0
            case .center: offset = max(0, (usable - usedWidth) / 2)
            case .right: offset = max(0, usable - usedWidth)
            }
            let originX = insets.left + lineFragmentPadding + offset
            let baseline = y + m.ascender
            var lineGlyphs: [PositionedGlyph] = []
            for (k, j) in range.enumerated() where faceIDs[j] >= 0 && items[j].kind != .space {
                let run = runs[runOf[j]]
                lineGlyphs.append(PositionedGlyph(scalar: scalars[j], origin: Point(x: originX + penX[k], y: baseline),
                                                  advance: items[j].advance, glyphIndex: glyphs[j], pointSize: run.font.pointSize,
                                                  color: run.color, fontPath: library.path(ofFace: faceIDs[j]), faceID: faceIDs[j]))
            }
            var lineText = String.UnicodeScalarView()
            lineText.append(contentsOf: scalars[range])
            lines.append(TextLine(range: range, text: String(lineText),
                                  fragmentRect: Rect(x: insets.left, y: y, width: fragmentWidth, height: m.lineHeight),
                                  usedRect: Rect(x: originX, y: y, width: usedWidth, height: m.lineHeight),
                                  baseline: baseline, metrics: m, glyphs: lineGlyphs))
            y += m.lineHeight
        }
        self.lines = lines
    }

    /// The size UITextView.sizeThatFits reports for this layout's width: the width as given,
    /// and top inset + the lines' heights + bottom inset.
    public var size: Size {
        Size(width: width, height: insets.top + lines.reduce(0) { $0 + $1.height } + insets.bottom)
    }

    /// UITextView.sizeThatFits for another width: lays the same text out again at `width`.
    public func sizeThatFits(width: Double) throws -> Size {
        if width == self.width { return size }
        return try TextLayout(text, width: width, alignment: alignment, insets: insets,
                              lineFragmentPadding: lineFragmentPadding, library: library).size
    }

    static func isNewline(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" || s == "\u{0B}" || s == "\u{0C}" || s == "\u{85}"
    }

    static func kind(of s: Unicode.Scalar) -> LineBreaker.Kind {
        if s == " " || s == "\u{3000}" { return .space }
        if s == "\t" { return .tab }
        if s.properties.isIdeographic { return .ideograph }
        return .glyph
    }
}

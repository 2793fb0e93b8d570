/// One run's characters mapped to faces, glyphs and advances in points (FontLibrary.measure).
struct MeasuredRun {
    /// The run's primary face's vertical metrics at its point size.
    var metrics: FontMetrics
    /// Per scalar: the face's id in the library, or -1 for characters that draw nothing.
    var faceIDs: [Int] = []
    var glyphs: [UInt32] = []
    /// Unhinted advance in points.
    var advances: [Double] = []
    /// Pair kerning with the previous scalar of the same run, in points (added before the glyph).
    var kernBefore: [Double] = []
    /// Substitutions and missing characters, for the layout's warning list.
    var warnings: [String] = []
    private var pendingKern = 0.0

    init(metrics: FontMetrics) { self.metrics = metrics }

    mutating func addKerning(_ k: Double) { pendingKern = k }

    mutating func append(faceID: Int, glyph: UInt32, advance: Double) {
        faceIDs.append(faceID); glyphs.append(glyph); advances.append(advance)
        kernBefore.append(pendingKern)
        pendingKern = 0
    }

    /// Characters that never draw a glyph: controls (tab and newlines are placed by the layout)
    /// and format characters such as zero-width joiners; line and paragraph separators.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}

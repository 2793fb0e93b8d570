/// A run of pixels in one row that share a coverage value: the seam between scan conversion
/// and pixel writing.
///
/// Within a row, spans are sorted by `x`, never overlap and never have coverage 0 (uncovered
/// pixels are gaps). Full interior runs arrive as one long span with coverage 255, so the
/// compositor can copy them at memory speed; anti-aliased edge cells are short spans.
public struct CoverageSpan: Hashable, Sendable {
    public var x: Int32
    public var length: Int32
    /// 1...255; 255 means fully covered. `Rasterizer` quantises exact coverage c as
    /// round(c · 255), ties away from zero, so a pixel exactly half covered gives 128.
    public var coverage: UInt8

    @inline(__always) public init(x: Int32, length: Int32, coverage: UInt8) {
        self.x = x; self.length = length; self.coverage = coverage
    }
}

/// Receives the spans of each covered row, top to bottom, from the rasterizer.
public protocol SpanSink {
    /// Called once per row that has at least one span; `spans` is only valid during the call.
    mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>)

    /// Called instead of `blitRow` for `count` consecutive rows from `y` that all have the same
    /// spans (a rectangle's interior). The default calls `blitRow` for each row.
    mutating func blitRows(y: Int, count: Int, spans: UnsafeBufferPointer<CoverageSpan>)
}

extension SpanSink {
    public mutating func blitRows(y: Int, count: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        for row in y..<(y + count) { blitRow(y: row, spans: spans) }
    }
}

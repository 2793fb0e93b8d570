/// An 8-bit coverage map over a canvas: what a mask layer's alpha or a clip leaves visible.
///
/// Only the rows and columns in `bounds` can be non-zero; everything outside is 0, so a mask
/// covering a small part of the canvas costs only that part.
public final class Mask: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// The region that may hold non-zero coverage (inside the canvas).
    public internal(set) var bounds: IntRect
    public let values: UnsafeMutableBufferPointer<UInt8>

    /// An empty (all zero) mask of the canvas size; nil for sizes a Pixmap would refuse.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Pixmap.maximumSide, height <= Pixmap.maximumSide,
              width * height <= Pixmap.maximumPixelCount else { return nil }
        self.width = width
        self.height = height
        bounds = IntRect(x: 0, y: 0, width: 0, height: 0)
        values = ZeroedMemory.allocate(UInt8.self, count: width * height)
    }

    deinit { ZeroedMemory.deallocate(values) }

    /// Clears the mask back to zero (only the region that was in use).
    public func reset() {
        for y in bounds.y..<bounds.maxY {
            let row = values.baseAddress! + y * width
            (row + bounds.x).update(repeating: 0, count: bounds.width)
        }
        bounds = IntRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Sets the mask to the alpha of `pixmap` (same size) inside `region`, zero elsewhere.
    public func setAlpha(of pixmap: Pixmap, in region: IntRect) {
        precondition(pixmap.width == width && pixmap.height == height, "mask and pixmap sizes differ")
        reset()
        let r = region.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        for y in r.y..<r.maxY {
            let src = pixmap.pixels.baseAddress! + y * width
            let dst = values.baseAddress! + y * width
            for x in r.x..<r.maxX { dst[x] = UInt8(truncatingIfNeeded: src[x] >> 24) }
        }
        bounds = r
    }

    /// Multiplies every value by `factor`/255 (intersecting with a uniform opacity).
    public func scale(by factor: UInt8) {
        guard factor != 255 else { return }
        for y in bounds.y..<bounds.maxY {
            let row = values.baseAddress! + y * width
            for x in bounds.x..<bounds.maxX { row[x] = UInt8(Blend.mul255(UInt32(row[x]), UInt32(factor))) }
        }
    }

    /// Records spans into the mask (a SpanSink for rasterising a path into coverage).
    public struct Writer: SpanSink {
        let mask: Mask
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min

        public mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
            let row = mask.values.baseAddress! + y * mask.width
            for s in spans { (row + Int(s.x)).update(repeating: s.coverage, count: Int(s.length)) }
            if let f = spans.first, let l = spans.last {
                minX = min(minX, Int(f.x)); maxX = max(maxX, Int(l.x + l.length))
                minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
    }

    /// Replaces the mask's content with a path's coverage.
    public func setPath(_ path: Path, transform: Transform2D, rule: FillRule, rasterizer: Rasterizer) throws(RasterError) {
        reset()
        var w = Writer(mask: self)
        try rasterizer.fill(path, transform: transform, rule: rule, clip: IntRect(x: 0, y: 0, width: width, height: height), into: &w)
        bounds = w.minX <= w.maxX ? IntRect(x: w.minX, y: w.minY, width: w.maxX - w.minX, height: w.maxY - w.minY) : IntRect(x: 0, y: 0, width: 0, height: 0)
    }
}

import CRasterKernels

/// Writes spans of coverage into a pixmap with a paint: the compositor's inner loops.
///
/// Full-coverage spans of an opaque paint are stores (a solid fill) or row copies (an opaque
/// image), at memory speed; everything else blends source-over with the coverage, the opacity
/// and, when present, the mask multiplied in. Image spans are sampled into a scratch row first
/// (one pass), then blended (a second, cache-hot pass); a translucent image samples and blends
/// only the part of the span its source rows have ink under (`ImageSampler.sampleInk`).
struct PaintBlitter: SpanSink {
    enum Source {
        case solid(UInt32)
        case image(ImageSampler, opaque: Bool)
        /// The image inside `within` (which it must cover), the solid colour outside: the
        /// same pixels as `.image` of a picture that is `outside` everywhere beyond `within`.
        case imageWithin(ImageSampler, opaque: Bool, within: IntRect, outside: UInt32)
    }

    let target: UnsafeMutablePointer<UInt32>
    let width: Int
    /// 0...255, multiplied with each span's coverage.
    let opacity: UInt32
    let mask: Mask?
    let scratch: UnsafeMutablePointer<UInt32>
    /// Pixels a later drawing stores regardless of these: left out of every span.
    var occlusion: RowOcclusion? = nil

    // The source, unpacked once. Switching on `Source` in the span loops copied its sampler
    // (transforms, limits, and a retain of the image and its ink table) at every span, twice:
    // a fixed cost per span that was most of the blitting of a small frame's edge pixels.
    /// The image of `.image` and `.imageWithin`; nil for `.solid`.
    private let sampler: ImageSampler?
    private let opaque: Bool
    /// `.solid`'s colour, or `.imageWithin`'s colour outside `within`.
    private let color: UInt32
    /// `.imageWithin`'s rectangle; nil otherwise.
    private let within: IntRect?

    /// What one piece of a span is painted with (the sampler, when it is the image, is the
    /// blitter's own).
    private enum Paint {
        case color(UInt32)
        case image
    }

    init(target: UnsafeMutablePointer<UInt32>, width: Int, source: Source, opacity: UInt32, mask: Mask?,
         scratch: UnsafeMutablePointer<UInt32>) {
        self.target = target
        self.width = width
        self.opacity = opacity
        self.mask = mask
        self.scratch = scratch
        switch source {
        case .solid(let c):
            (sampler, opaque, color, within) = (nil, c >> 24 == 255, c, nil)
        case .image(let s, let o):
            (sampler, opaque, color, within) = (s, o, 0, nil)
        case .imageWithin(let s, let o, let r, let outside):
            (sampler, opaque, color, within) = (s, o, outside, r)
        }
    }

    mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        blitRows(y: y, count: 1, spans: spans)
    }

    /// The same spans on `count` rows (one row from `blitRow`, a rectangle's interior from the
    /// rasterizer), done for runs of rows at once: each run of rows whose occluded run is the
    /// same (all of them, without an occlusion or a mask, which varies by row) gets its pieces
    /// once. That keeps a debug build of a dependent package, where the calls between a row and
    /// its pixels cost more than the pixels, near the release build's speed. Spans of a row never
    /// overlap, so piece by piece gives the pixels row by row gives.
    mutating func blitRows(y: Int, count: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        let end = y + count
        var row = y
        while row < end {
            let hole = occlusion?.run(row: row) ?? (lowerBound: 0, upperBound: 0)
            var next = row + 1
            if mask == nil {
                if let occlusion {
                    while next < end, occlusion.run(row: next) == hole { next += 1 }
                } else {
                    next = end
                }
            }
            for span in spans {
                let cover = opacity == 255 ? UInt32(span.coverage) : Blend.mul255(UInt32(span.coverage), opacity)
                if cover == 0 { continue }
                let x = Int(span.x), spanEnd = x + Int(span.length)
                if hole.upperBound > hole.lowerBound, hole.lowerBound < spanEnd, hole.upperBound > x {
                    // The span minus the occluded run: up to two pieces.
                    if hole.lowerBound > x { blitPiece(y: row, rows: next - row, x: x, n: hole.lowerBound - x, cover: cover, origin: x) }
                    if hole.upperBound < spanEnd {
                        blitPiece(y: row, rows: next - row, x: hole.upperBound, n: spanEnd - hole.upperBound, cover: cover, origin: x)
                    }
                } else {
                    blitPiece(y: row, rows: next - row, x: x, n: spanEnd - x, cover: cover, origin: x)
                }
            }
            row = next
        }
    }

    /// Pixels x ..< x + n of rows y ..< y + rows, of spans that start at `origin` (images step
    /// their sample positions from the span's start, so a span drawn in pieces keeps its bytes).
    /// `.imageWithin` is the colour on the rows outside `within`, and colour | image | colour
    /// across the rows inside it.
    @_transparent
    private func blitPiece(y: Int, rows: Int, x: Int, n: Int, cover: UInt32, origin: Int) {
        guard sampler != nil else {
            blitBlock(y: y, rows: rows, x: x, n: n, cover: cover, paint: .color(color), origin: origin)
            return
        }
        guard let r = within else {
            blitBlock(y: y, rows: rows, x: x, n: n, cover: cover, paint: .image, origin: origin)
            return
        }
        let end = y + rows
        let top = min(max(r.y, y), end), bottom = min(max(r.maxY, top), end)
        if top > y { blitBlock(y: y, rows: top - y, x: x, n: n, cover: cover, paint: .color(color), origin: origin) }
        if bottom > top {
            // The image part of the whole span starts at max(origin, r.x): its origin.
            let imageOrigin = max(origin, r.x)
            let a = min(max(x, r.x), x + n), b2 = max(a, min(x + n, r.maxX))
            let inside = bottom - top
            if a > x { blitBlock(y: top, rows: inside, x: x, n: a - x, cover: cover, paint: .color(color), origin: origin) }
            if b2 > a { blitBlock(y: top, rows: inside, x: a, n: b2 - a, cover: cover, paint: .image, origin: imageOrigin) }
            if x + n > b2 { blitBlock(y: top, rows: inside, x: b2, n: x + n - b2, cover: cover, paint: .color(color), origin: origin) }
        }
        if end > bottom { blitBlock(y: bottom, rows: end - bottom, x: x, n: n, cover: cover, paint: .color(color), origin: origin) }
    }

    /// Pixels x ..< x + n of rows y ..< y + rows in one paint: `blitSpan` on each row.
    @_transparent
    private func blitBlock(y: Int, rows: Int, x: Int, n: Int, cover: UInt32, paint: Paint, origin: Int) {
        for row in y..<(y + rows) {
            let maskRow = mask.map { $0.values.baseAddress! + row * $0.width }
            blitSpan(row: target + row * width, maskRow: maskRow, y: row, x: x, n: n, cover: cover, paint: paint, origin: origin)
        }
    }

    @_transparent
    private func blitSpan(row: UnsafeMutablePointer<UInt32>, maskRow: UnsafeMutablePointer<UInt8>?, y: Int, x: Int, n: Int,
                          cover: UInt32, paint: Paint, origin: Int) {
        switch paint {
        case .color(let color):
            if let m = maskRow {
                for i in 0..<n {
                    let c = Blend.mul255(cover, UInt32(m[x + i]))
                    if c != 0 { row[x + i] = Blend.over(color, row[x + i], coverage: c) }
                }
            } else if cover == 255 {
                if color >> 24 == 255 {
                    rt_fill_u32(row + x, color, Int64(n)) // not generic Swift: fast in debug builds too
                } else {
                    for i in x..<(x + n) { row[i] = Blend.over(color, row[i]) }
                }
            } else {
                let c = Blend.scale(color, by: cover)
                for i in x..<(x + n) { row[i] = Blend.over(c, row[i]) }
            }
        case .image:
            let sampler = self.sampler.unsafelyUnwrapped
            if maskRow == nil, cover == 255, opaque, let o = sampler.integerOffset,
               y - o.dy >= 0, y - o.dy < sampler.sourceHeight, x - o.dx >= 0, x + n - o.dx <= sampler.sourceWidth {
                sampler.copyRow(y: y, x: x, count: n, into: row + x)
                return
            }
            if maskRow == nil, cover == 255, opaque {
                // Opaque over anything is the sample itself: write it straight into the row.
                sampler.sample(y: y, x: x, count: n, into: row + x, origin: origin)
                return
            }
            // Translucent: only the pixels whose texels hold ink; the rest sample to 0, and
            // source-over of 0 leaves the row as it is.
            let ink = opaque ? 0..<n : sampler.sampleInk(y: y, x: x, count: n, into: scratch, origin: origin)
            if opaque { sampler.sample(y: y, x: x, count: n, into: scratch, origin: origin) }
            if let m = maskRow {
                for i in ink {
                    let c = Blend.mul255(cover, UInt32(m[x + i]))
                    if c != 0 { row[x + i] = Blend.over(scratch[i], row[x + i], coverage: c) }
                }
            } else {
                BlendRow.over(scratch + ink.lowerBound, onto: row + x + ink.lowerBound, coverage: cover, count: ink.count)
            }
        }
    }
}

extension ImageSampler {
    var sourceWidth: Int { sourceSize.width }
    var sourceHeight: Int { sourceSize.height }
}

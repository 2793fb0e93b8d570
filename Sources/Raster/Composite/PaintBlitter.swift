/// Writes spans of coverage into a pixmap with a paint: the compositor's inner loops.
///
/// Full-coverage spans of an opaque paint are stores (a solid fill) or row copies (an opaque
/// image), at memory speed; everything else blends source-over with the coverage, the opacity
/// and, when present, the mask multiplied in. Image spans are sampled into a scratch row first
/// (one pass), then blended (a second, cache-hot pass).
struct PaintBlitter: SpanSink {
    enum Source {
        case solid(UInt32)
        case image(ImageSampler, opaque: Bool)
    }

    let target: UnsafeMutablePointer<UInt32>
    let width: Int
    let source: Source
    /// 0...255, multiplied with each span's coverage.
    let opacity: UInt32
    let mask: Mask?
    let scratch: UnsafeMutablePointer<UInt32>

    mutating func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        let row = target + y * width
        let maskRow = mask.map { $0.values.baseAddress! + y * $0.width }
        for span in spans {
            let x = Int(span.x), n = Int(span.length)
            let cover = opacity == 255 ? UInt32(span.coverage) : Blend.mul255(UInt32(span.coverage), opacity)
            if cover == 0 { continue }
            switch source {
            case .solid(let color):
                if let m = maskRow {
                    for i in 0..<n {
                        let c = Blend.mul255(cover, UInt32(m[x + i]))
                        if c != 0 { row[x + i] = Blend.over(color, row[x + i], coverage: c) }
                    }
                } else if cover == 255 {
                    if color >> 24 == 255 {
                        (row + x).update(repeating: color, count: n)
                    } else {
                        for i in x..<(x + n) { row[i] = Blend.over(color, row[i]) }
                    }
                } else {
                    let c = Blend.scale(color, by: cover)
                    for i in x..<(x + n) { row[i] = Blend.over(c, row[i]) }
                }
            case .image(let sampler, let opaque):
                if maskRow == nil, cover == 255, opaque, let o = sampler.integerOffset,
                   y - o.dy >= 0, y - o.dy < sampler.sourceHeight, x - o.dx >= 0, x + n - o.dx <= sampler.sourceWidth {
                    sampler.copyRow(y: y, x: x, count: n, into: row + x)
                    continue
                }
                if maskRow == nil, cover == 255, opaque {
                    // Opaque over anything is the sample itself: write it straight into the row.
                    sampler.sample(y: y, x: x, count: n, into: row + x)
                    continue
                }
                sampler.sample(y: y, x: x, count: n, into: scratch)
                if let m = maskRow {
                    for i in 0..<n {
                        let c = Blend.mul255(cover, UInt32(m[x + i]))
                        if c != 0 { row[x + i] = Blend.over(scratch[i], row[x + i], coverage: c) }
                    }
                } else if cover == 255 {
                    for i in 0..<n { row[x + i] = Blend.over(scratch[i], row[x + i]) }
                } else {
                    for i in 0..<n { row[x + i] = Blend.over(scratch[i], row[x + i], coverage: cover) }
                }
            }
        }
    }
}

extension ImageSampler {
    var sourceWidth: Int { sourceSize.width }
    var sourceHeight: Int { sourceSize.height }
}

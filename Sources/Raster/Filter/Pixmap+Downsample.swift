/// A box-filtered, reduced copy of a region: how a backdrop blur with a large σ stays cheap.
///
/// Each pixel of the copy is the rounded mean of an f x f block of the region (blocks at the
/// right and bottom edges average the pixels they have). A Gaussian of σ on the full pixels is
/// then close to a Gaussian of σ / f on the copy, drawn back up bilinearly: the box adds a
/// variance of (f² - 1) / 12 and the bilinear tent f² / 6, both small beside σ² once σ >= 2f
/// (`BackdropBlurPlan` subtracts them). Two channels share each 32-bit lane of the sums (a
/// block of 16 x 16 sums to at most 65,280 per channel).
extension Pixmap {
    /// The largest reduction `downsampled(region:by:)` takes.
    public static let maximumDownsampleFactor = 16

    /// The region reduced by `factor` (1...16) into `destination`, whose size must be the
    /// region's divided by the factor, rounded up.
    public func downsample(region: IntRect, by factor: Int, into destination: Pixmap) {
        let r = region.intersection(bounds)
        precondition(r == region && factor >= 1 && factor <= Self.maximumDownsampleFactor)
        let w = (r.width + factor - 1) / factor, h = (r.height + factor - 1) / factor
        precondition(destination.width == w && destination.height == h, "downsample destination must be \(w) x \(h)")
        let s = pixels.baseAddress!, d = destination.pixels.baseAddress!
        let m: UInt32 = 0x00FF_00FF
        var rb = [UInt32](repeating: 0, count: w), ga = [UInt32](repeating: 0, count: w)
        for by in 0..<h {
            let y0 = r.y + by * factor, rows = min(factor, r.maxY - y0)
            for i in 0..<w { rb[i] = 0; ga[i] = 0 }
            for y in y0..<(y0 + rows) {
                let row = s + y * width + r.x
                var x = 0
                for bx in 0..<w {
                    let end = min(x + factor, r.width)
                    var a: UInt32 = 0, b: UInt32 = 0
                    while x < end {
                        let v = row[x]
                        a &+= v & m
                        b &+= (v >> 8) & m
                        x += 1
                    }
                    rb[bx] &+= a
                    ga[bx] &+= b
                }
            }
            for bx in 0..<w {
                let count = UInt32(rows * min(factor, r.width - bx * factor)), half = count / 2
                let c0 = ((rb[bx] & 0xFFFF) + half) / count, c2 = ((rb[bx] >> 16) + half) / count
                let c1 = ((ga[bx] & 0xFFFF) + half) / count, c3 = ((ga[bx] >> 16) + half) / count
                d[by * w + bx] = c0 | c1 << 8 | c2 << 16 | c3 << 24
            }
        }
    }

    /// The region reduced by `factor`; nil when the region is empty.
    public func downsampled(region: IntRect, by factor: Int) -> Pixmap? {
        guard !region.isEmpty, let out = Pixmap(width: (region.width + factor - 1) / factor,
                                                height: (region.height + factor - 1) / factor) else { return nil }
        downsample(region: region, by: factor, into: out)
        return out
    }
}

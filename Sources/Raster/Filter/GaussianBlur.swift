import CRasterKernels

/// A Gaussian blur of premultiplied RGBA8 pixels: three extended-box passes per axis.
///
/// The same construction as the shadow masks' blur (`Mask+Blur`): a box of whole samples with a
/// fractional weight α on the next sample each side, chosen so three passes' variances add up
/// to σ² exactly; each pass is a running sum, O(1) a pixel whatever σ. Colour adds two things:
/// - precision: between passes each channel is kept as a fixed-point value with 8 fractional
///   bits (value × 256 in a UInt32), and only the last pass rounds to 8 bits, so six roundings
///   do not eat a faint tail (a single white pixel blurred with σ = 5 peaks at 1.6 levels);
/// - edges: a sample outside the source rectangle repeats the nearest edge sample (each line is
///   padded with copies of its ends, three passes' reach), as a backdrop blur at the screen's
///   edge does not darken.
/// Every division is exact with round-half-up: `(x + total / 2) / total` computed as the high
/// word of `x * ceil(2^64 / total)` (exact for x < 2^33, see `Divider`). Each pass is the same
/// weighted sum on the four channels, and rounding is monotone, so a premultiplied pixel stays
/// valid (no channel above alpha). Integers only, so every thread and run gives the same bytes.
public struct GaussianBlur: Sendable {
    /// The standard deviation in pixels.
    public let sigma: Double
    let box: Mask.ExtendedBox

    /// The largest σ one blur takes (the fixed-point sums stay below 2^33); larger blurs are
    /// done on a downsampled copy (`Pixmap.downsampled(by:)`), which is what a backdrop does.
    public static let maximumSigma = 120.0

    /// nil when σ is not positive, not finite or above `maximumSigma`.
    public init?(sigma: Double) {
        guard sigma > 0, sigma.isFinite, sigma <= Self.maximumSigma else { return nil }
        self.sigma = sigma
        box = Mask.extendedBox(sigma: sigma)
    }

    /// Blurs `source`'s pixels inside `region` (clamped to its edges) into `destination`, whose
    /// size must be the region's (pixel (x, y) of the result is region pixel (x, y)).
    public func apply(to source: Pixmap, region: IntRect, into destination: Pixmap) {
        apply(to: source, region: region, into: destination, forcePortable: false)
    }

    /// The same; `forcePortable` takes the Swift form below, the AVX2 kernel's twin (where the
    /// CPU has AVX2 the kernel, `rt_gaussian_blur_avx2`, does the same sums four channels at once).
    func apply(to source: Pixmap, region: IntRect, into destination: Pixmap, forcePortable: Bool) {
        let r = region.intersection(source.bounds)
        precondition(r == region && destination.width == r.width && destination.height == r.height,
                     "blur region \(region) must lie inside the source \(source.width) x \(source.height) and match the destination \(destination.width) x \(destination.height)")
        let w = r.width, h = r.height
        if PixelKernels.hasAVX2, !forcePortable,
           rt_gaussian_blur_avx2(source.pixels.baseAddress! + r.y * source.width + r.x, Int64(source.width), Int64(w), Int64(h),
                                 Int64(box.radius), box.outerWeight, destination.pixels.baseAddress!) != 0 {
            return
        }
        let planes = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: w * h * 4)
        defer { planes.deallocate() }
        // Each line is padded with copies of its edge samples, far enough (three passes' reach)
        // that the passes see the edge-clamped signal, as the direct 2D convolution does.
        let pad = 3 * (box.radius + 1)
        let longest = max(w, h) + 2 * pad
        let lineA = UnsafeMutablePointer<UInt32>.allocate(capacity: longest * 4)
        let lineB = UnsafeMutablePointer<UInt32>.allocate(capacity: longest * 4)
        lineA.initialize(repeating: 0, count: longest * 4)
        lineB.initialize(repeating: 0, count: longest * 4)
        defer { lineA.deallocate(); lineB.deallocate() }
        let p = planes.baseAddress!, s = source.pixels.baseAddress!
        // Rows: load as value × 256, three passes, store back.
        for y in 0..<h {
            let row = s + (r.y + y) * source.width + r.x
            for x in 0..<w {
                let v = row[x], q = lineA + 4 * (pad + x)
                q[0] = (v & 0xFF) << 8
                q[1] = ((v >> 8) & 0xFF) << 8
                q[2] = ((v >> 16) & 0xFF) << 8
                q[3] = (v >> 24) << 8
            }
            Self.threePasses(lineA, lineB, count: w, pad: pad, box: box)
            (p + 4 * y * w).update(from: lineB + 4 * pad, count: 4 * w)
        }
        // Columns: gather, three passes, round to 8 bits into the destination.
        let d = destination.pixels.baseAddress!
        for x in 0..<w {
            for y in 0..<h {
                let q = p + 4 * (y * w + x), l = lineA + 4 * (pad + y)
                l[0] = q[0]; l[1] = q[1]; l[2] = q[2]; l[3] = q[3]
            }
            Self.threePasses(lineA, lineB, count: h, pad: pad, box: box)
            for y in 0..<h {
                let q = lineB + 4 * (pad + y)
                let c0 = (q[0] + 128) >> 8, c1 = (q[1] + 128) >> 8, c2 = (q[2] + 128) >> 8, c3 = (q[3] + 128) >> 8
                d[y * w + x] = c0 | c1 << 8 | c2 << 16 | c3 << 24
            }
        }
    }

    /// A blurred copy of `source`'s pixels inside `region`; nil when the region is empty.
    public func blurred(_ source: Pixmap, region: IntRect) -> Pixmap? {
        guard !region.isEmpty, let out = Pixmap(width: region.width, height: region.height) else { return nil }
        apply(to: source, region: region, into: out)
        return out
    }

    /// Three passes over the `count` samples at `pad` in `a` (the pads filled with the edge
    /// samples first); the result lands in `b` at the same place. Each pass reaches r + 1 samples
    /// each side, so it computes only the samples whose window lies inside what the previous pass
    /// computed; three passes leave the `count` in the middle exact (`pad` is three reaches).
    private static func threePasses(_ a: UnsafeMutablePointer<UInt32>, _ b: UnsafeMutablePointer<UInt32>,
                                    count: Int, pad: Int, box: Mask.ExtendedBox) {
        let first = a + 4 * pad, last = a + 4 * (pad + count - 1)
        for i in 0..<pad {
            (a + 4 * i).update(from: first, count: 4)
            (a + 4 * (pad + count + i)).update(from: last, count: 4)
        }
        let n = count + 2 * pad, reach = box.radius + 1
        pass(a, into: b, from: reach, to: n - reach, box: box)
        pass(b, into: a, from: 2 * reach, to: n - 2 * reach, box: box)
        pass(a, into: b, from: 3 * reach, to: n - 3 * reach, box: box)
    }

    /// One extended-box pass over interleaved RGBA fixed-point samples: out[i] for i in lo..<hi
    /// from v[i - r - 1 ... i + r + 1], all of which must be valid.
    static func pass(_ v: UnsafeMutablePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, from lo: Int, to hi: Int,
                     box: Mask.ExtendedBox) {
        guard lo < hi else { return }
        let radius = box.radius, a = UInt64(box.outerWeight)
        let total = 256 * UInt64(2 * radius + 1) + 2 * a
        let divide = Divider(total)
        var s0: UInt64 = 0, s1: UInt64 = 0, s2: UInt64 = 0, s3: UInt64 = 0
        var q = v + 4 * (lo - radius)
        for _ in 0...(2 * radius) {
            s0 += UInt64(q[0]); s1 += UInt64(q[1]); s2 += UInt64(q[2]); s3 += UInt64(q[3])
            q += 4
        }
        var below = v + 4 * (lo - radius - 1), above = v + 4 * (lo + radius + 1), o = out + 4 * lo
        for _ in lo..<hi {
            o[0] = divide(256 &* s0 &+ a &* UInt64(below[0] &+ above[0]))
            o[1] = divide(256 &* s1 &+ a &* UInt64(below[1] &+ above[1]))
            o[2] = divide(256 &* s2 &+ a &* UInt64(below[2] &+ above[2]))
            o[3] = divide(256 &* s3 &+ a &* UInt64(below[3] &+ above[3]))
            // Slide the window one sample: in comes `above`, out goes the one after `below`.
            let leaving = below + 4
            s0 = s0 &+ UInt64(above[0]) &- UInt64(leaving[0]); s1 = s1 &+ UInt64(above[1]) &- UInt64(leaving[1])
            s2 = s2 &+ UInt64(above[2]) &- UInt64(leaving[2]); s3 = s3 &+ UInt64(above[3]) &- UInt64(leaving[3])
            below += 4; above += 4; o += 4
        }
    }
}

/// `(x + d / 2) / d` for a fixed d without a division instruction: with m = ceil(2^64 / d),
/// the high word of (x + d/2)·m is (x + d/2)/d + e with 0 <= e < (x + d/2)/2^64 < 2^-31 for
/// x < 2^33, and a non-integer quotient's fraction is at most 1 - 1/d (d < 2^31), so the floor
/// is exact.
struct Divider {
    let half: UInt64
    let multiplier: UInt64

    init(_ d: UInt64) {
        precondition(d > 1 && d < 1 << 31)
        half = d / 2
        multiplier = UInt64.max / d + 1
    }

    @inline(__always) func callAsFunction(_ x: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (x + half).multipliedFullWidth(by: multiplier).high)
    }
}

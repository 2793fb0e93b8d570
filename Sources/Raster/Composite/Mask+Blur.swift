/// Gaussian-like blur of a mask: three box passes per axis, each a running sum.
///
/// A box of width 2r + 1 has variance r(r + 1)/3 and variances add, so three boxes approximate a
/// Gaussian whose σ² is their sum. Whole boxes only reach some variances (a single odd width for
/// all three is up to 8 % off in σ at shadow sizes, and more for small σ), so each pass is an
/// "extended" box: weight 1 on the 2r + 1 middle samples and a fraction α on the two next ones,
/// with r and α chosen so the three passes' variances sum to σ² exactly (Gwosdek et al.,
/// "Theoretical foundations of Gaussian convolution by extended box filtering"). Each pass is
/// still O(1) per pixel whatever σ; α is kept in 1/256ths so the sums stay integers.
extension Mask {
    /// Blurs the mask inside `region` (which grows the mask's bounds to it).
    public func blur(sigma: Double, region: IntRect) {
        let r = region.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        guard sigma > 0, !r.isEmpty else { return }
        let box = Self.extendedBox(sigma: sigma)
        bounds = r
        var line = [UInt32](repeating: 0, count: max(r.width, r.height))
        var out = [UInt8](repeating: 0, count: max(r.width, r.height))
        for _ in 0..<3 {
            for y in r.y..<r.maxY {
                let row = values.baseAddress! + y * width + r.x
                for i in 0..<r.width { line[i] = UInt32(row[i]) }
                Self.boxPass(line, count: r.width, box: box, into: &out)
                for i in 0..<r.width { row[i] = out[i] }
            }
            for x in r.x..<r.maxX {
                for j in 0..<r.height { line[j] = UInt32(values[(r.y + j) * width + x]) }
                Self.boxPass(line, count: r.height, box: box, into: &out)
                for j in 0..<r.height { values[(r.y + j) * width + x] = out[j] }
            }
        }
    }

    /// One extended box: `radius` whole samples each side of the centre, then one more each side
    /// weighted `outerWeight`/256.
    struct ExtendedBox: Equatable {
        var radius: Int
        var outerWeight: UInt32

        /// The kernel's variance in px² (its weights normalised).
        var variance: Double {
            let r = Double(radius), a = Double(outerWeight) / 256
            return (r * (r + 1) * (2 * r + 1) / 3 + 2 * a * (r + 1) * (r + 1)) / (2 * r + 1 + 2 * a)
        }
    }

    /// The extended box whose variance is σ²/3, so three passes give σ².
    static func extendedBox(sigma: Double) -> ExtendedBox {
        let v = sigma * sigma / 3
        // The largest whole box not wider than the target: r(r + 1)/3 <= v.
        var r = max(0, Int(((12 * v + 1).squareRoot() - 1) / 2))
        while Double(r + 1) * Double(r + 2) / 3 <= v { r += 1 }
        while r > 0 && Double(r) * Double(r + 1) / 3 > v { r -= 1 }
        // Solve the variance formula above for α.
        let rr = Double(r)
        let alpha = (2 * rr + 1) * (v - rr * (rr + 1) / 3) / (2 * ((rr + 1) * (rr + 1) - v))
        return ExtendedBox(radius: r, outerWeight: UInt32(min(max((alpha * 256).rounded(), 0), 255)))
    }

    /// One pass of an extended box; outside the line counts as 0.
    private static func boxPass(_ v: [UInt32], count n: Int, box: ExtendedBox, into out: inout [UInt8]) {
        let radius = box.radius, a = box.outerWeight
        let total = 256 * UInt32(2 * radius + 1) + 2 * a
        var sum: UInt32 = 0
        for i in 0..<min(radius, n) { sum += v[i] }
        for i in 0..<n {
            if i + radius < n { sum += v[i + radius] }
            if i - radius - 1 >= 0 { sum -= v[i - radius - 1] }
            var weighted = 256 * sum
            if a > 0 {
                if i + radius + 1 < n { weighted += a * v[i + radius + 1] }
                if i - radius - 1 >= 0 { weighted += a * v[i - radius - 1] }
            }
            out[i] = UInt8((weighted + total / 2) / total)
        }
    }
}

/// Gaussian-like blur of a mask: three box passes per axis, each a running sum.
///
/// Three successive boxes of width w approximate a Gaussian with σ² = 3·(w² − 1)/12, so
/// w = round(√(4σ² + 1)) (forced odd to stay centred). Each pass is O(1) per pixel whatever σ.
extension Mask {
    /// Blurs the mask inside `region` (which grows the mask's bounds to it).
    public func blur(sigma: Double, region: IntRect) {
        let r = region.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        guard sigma > 0, !r.isEmpty else { return }
        var w = Int((4 * sigma * sigma + 1).squareRoot().rounded())
        if w % 2 == 0 { w += 1 }
        let radius = w / 2
        bounds = r
        var line = [UInt32](repeating: 0, count: max(r.width, r.height))
        var out = [UInt8](repeating: 0, count: max(r.width, r.height))
        for _ in 0..<3 {
            for y in r.y..<r.maxY {
                let row = values.baseAddress! + y * width + r.x
                for i in 0..<r.width { line[i] = UInt32(row[i]) }
                Self.boxPass(line, count: r.width, radius: radius, into: &out)
                for i in 0..<r.width { row[i] = out[i] }
            }
            for x in r.x..<r.maxX {
                for j in 0..<r.height { line[j] = UInt32(values[(r.y + j) * width + x]) }
                Self.boxPass(line, count: r.height, radius: radius, into: &out)
                for j in 0..<r.height { values[(r.y + j) * width + x] = out[j] }
            }
        }
    }

    /// One running-sum box of width 2·radius + 1; outside the line counts as 0.
    private static func boxPass(_ v: [UInt32], count n: Int, radius: Int, into out: inout [UInt8]) {
        let w = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, n) { sum += v[i] }
        for i in 0..<n {
            if i + radius < n { sum += v[i + radius] }
            if i - radius - 1 >= 0 { sum -= v[i - radius - 1] }
            out[i] = UInt8((sum + w / 2) / w)
        }
    }
}

/// Dashing: a path cut into the "on" pieces of a dash pattern, as Core Graphics' line dash
/// (CGContext.setLineDash) and CAShapeLayer's lineDashPattern cut a stroke before it is outlined.
///
/// The path is flattened to polylines first (at `tolerance`), and the pattern is walked along
/// each subpath's arc length starting `phase` into the pattern; every subpath starts the pattern
/// afresh, as Core Graphics does. A dash that runs through a corner keeps the corner (the
/// stroker joins it); a closed subpath is dashed around and back to its start. A zero-length
/// "on" entry gives a zero-length dash (a dot once round or square caps are added).
extension Path {
    /// The most dashes one call makes: a pattern far finer than the path refuses to explode.
    public static let maximumDashCount = 1 << 20

    /// The dashes of `lengths` (alternating on and off, in path units) starting `phase` into the
    /// pattern, each an open subpath; the path itself when the pattern is empty, not finite, or
    /// sums to zero (Core Graphics then draws a solid line).
    public func dashed(lengths: [Double], phase: Double, tolerance: Double = 0.05) -> Path {
        let pattern = lengths.map { max($0, 0) }
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 0, total.isFinite, phase.isFinite else { return self }
        var out = Path()
        var dashes = 0
        func emit(_ points: [Point]) {
            guard points.count > 1, dashes < Self.maximumDashCount else { return }
            dashes += 1
            out.move(to: points[0])
            for p in points.dropFirst() { out.addLine(to: p) }
        }
        for (points, closed) in polylines(tolerance: tolerance) {
            var pts = points
            if closed, let first = pts.first, pts.last != first { pts.append(first) }
            guard pts.count > 1 else { continue }
            // Where the pattern stands `phase` in (a negative phase counts back from the end).
            var index = 0, on = true
            var remaining = pattern[0]
            var skip = phase.truncatingRemainder(dividingBy: total)
            if skip < 0 { skip += total }
            while skip > 0 {
                if skip >= remaining {
                    skip -= remaining
                    index = (index + 1) % pattern.count; remaining = pattern[index]; on.toggle()
                } else {
                    remaining -= skip; skip = 0
                }
            }
            var current: [Point] = on ? [pts[0]] : []
            for i in 0..<(pts.count - 1) {
                var a = pts[i]
                let b = pts[i + 1]
                var length = a.distance(to: b)
                while length > 0 || (remaining == 0 && dashes < Self.maximumDashCount) {
                    if remaining >= length {
                        if on { current.append(b) }
                        remaining -= length
                        break
                    }
                    let p = a.interpolated(to: b, fraction: remaining / length)
                    if on { current.append(p); emit(current); current = [] } else { current = [p] }
                    length -= remaining
                    a = p
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    if dashes >= Self.maximumDashCount { break }
                }
            }
            if on { emit(current) }
        }
        return out
    }
}

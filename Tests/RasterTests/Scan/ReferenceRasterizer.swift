@testable import Raster

// The simple reference twin of `Rasterizer` (STYLE.md: each optimised routine keeps one). It
// lives with the tests that hold the rasterizer against it, not in the library.
//
// It computes the same quantity, the integral of the winding number over each pixel folded by
// the fill rule, straight from its definition and with none of the fast path's machinery: no
// cells, no cover/area split, no sorting, no x clipping or folding, no curve culling. For every
// flattened segment and every row band it crosses, every pixel of the row receives
//     sign · ∫ clamp(pixelRight − x(y), 0, 1) dy
// (the part of the pixel right of the edge, integrated over the band), in a dense buffer.
// Cost is segments × rows × width, so it is for tests and small clips only.

/// A dense, obviously correct coverage computation that tests hold `Rasterizer` against.
enum ReferenceRasterizer {
    /// The coverage of every pixel of `clip`, row-major, 0...1, as `Rasterizer.coverage(of:)`
    /// defines it. Slow (segments × rows × width): for tests.
    static func coverage(of path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                                clip: IntRect, tolerance: Double = Path.defaultFlatteningTolerance) -> [Double] {
        let w = clip.width, h = clip.height
        var winding = [Double](repeating: 0, count: w * h)
        let local = transform.concatenating(Transform2D(translationX: -Double(clip.x), y: -Double(clip.y)))
        for polygon in path.flattened(transform: local, tolerance: tolerance) {
            for (a, b) in zip(polygon, polygon.dropFirst()) where a.y != b.y {
                let sign: Double = b.y > a.y ? 1 : -1
                let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
                let firstRow = max(0, Int(max(top.y, -1).rounded(.down)))
                let lastRow = min(h - 1, Int(min(bottom.y, Double(h + 1)).rounded(.up)) - 1)
                guard firstRow <= lastRow else { continue }
                for row in firstRow...lastRow {
                    let y0 = max(top.y, Double(row)), y1 = min(bottom.y, Double(row + 1))
                    guard y1 > y0 else { continue }
                    let x0 = xAt(y0, top, bottom), x1 = xAt(y1, top, bottom)
                    for px in 0..<w {
                        winding[row * w + px] += sign * (y1 - y0) * meanRightPart(x0, x1, Double(px))
                    }
                }
            }
        }
        return winding.map { fold($0, rule) }
    }

    private static func xAt(_ y: Double, _ top: Point, _ bottom: Point) -> Double {
        if y == top.y { return top.x }
        if y == bottom.y { return bottom.x }
        return top.x + (y - top.y) * (bottom.x - top.x) / (bottom.y - top.y)
    }

    /// The mean, over a straight edge running from x0 to x1, of how much of the pixel
    /// [left, left + 1] lies right of the edge: exact, because that amount is linear in x
    /// between the breakpoints x = left and x = left + 1, where the edge is split.
    private static func meanRightPart(_ x0: Double, _ x1: Double, _ left: Double) -> Double {
        func part(_ x: Double) -> Double { min(max(left + 1 - x, 0), 1) }
        if x0 == x1 { return part(x0) }
        var ts = [0.0, 1.0]
        for b in [left, left + 1] {
            let t = (b - x0) / (x1 - x0)
            if t > 0 && t < 1 { ts.append(t) }
        }
        ts.sort()
        var sum = 0.0
        for (t0, t1) in zip(ts, ts.dropFirst()) {
            sum += (t1 - t0) * part(x0 + (x1 - x0) * (t0 + t1) / 2)
        }
        return sum
    }

    private static func fold(_ winding: Double, _ rule: FillRule) -> Double {
        let v = abs(winding)
        switch rule {
        case .nonZero: return min(v, 1)
        case .evenOdd:
            let t = v.truncatingRemainder(dividingBy: 2)
            return t > 1 ? 2 - t : t
        }
    }
}

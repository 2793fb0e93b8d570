/// Pixels that a later drawing will store whatever lies beneath them, one run per row: draws
/// made through a canvas with an occlusion set skip those pixels (see `Canvas.occlusion`).
///
/// The renderer fills it from the layers above the one it is about to draw (an opaque screen
/// revealed through a growing circle, an opaque snapshot), so the work beneath them is not
/// done only to be overwritten. Every run it holds must be exact, or at least conservative:
/// a pixel listed here but not stored later would keep a stale value. One run per row keeps the
/// test in the blitter to two compares; a union of two runs that do not touch keeps the longer.
public final class RowOcclusion {
    public let height: Int
    /// Row y's run is columns starts[y] ..< ends[y] (empty when ends[y] <= starts[y]). Raw
    /// buffers: the renderer fills and copies these for every row of every frame.
    private let starts: UnsafeMutablePointer<Int32>
    private let ends: UnsafeMutablePointer<Int32>
    /// True when no row has a run (the blitter then skips the test entirely).
    public private(set) var isEmpty = true

    public init(height: Int) {
        self.height = max(0, height)
        starts = .allocate(capacity: max(1, self.height))
        ends = .allocate(capacity: max(1, self.height))
        starts.initialize(repeating: 0, count: max(1, self.height))
        ends.initialize(repeating: 0, count: max(1, self.height))
    }

    deinit {
        starts.deallocate()
        ends.deallocate()
    }

    /// Forgets every run.
    public func removeAll() {
        guard !isEmpty else { return }
        starts.update(repeating: 0, count: height)
        ends.update(repeating: 0, count: height)
        isEmpty = true
    }

    /// Becomes a copy of `other` (the same height).
    public func assign(_ other: RowOcclusion) {
        precondition(other.height == height, "RowOcclusion.assign: heights differ")
        starts.update(from: other.starts, count: height)
        ends.update(from: other.ends, count: height)
        isEmpty = other.isEmpty
    }

    /// Row y's run (empty when lowerBound >= upperBound).
    @inline(__always) public func run(row y: Int) -> (lowerBound: Int, upperBound: Int) {
        guard y >= 0, y < height else { return (0, 0) }
        return (Int(starts[y]), Int(ends[y]))
    }

    /// Adds columns x0 ..< x1 to row y: merged with the run there when they overlap or touch,
    /// otherwise the longer of the two is kept.
    public func add(row y: Int, from x0: Int, to x1: Int) {
        guard y >= 0, y < height, x1 > x0 else { return }
        RunMerge.merge(starts, ends, row: y, x0, x1)
        isEmpty = false
    }

    /// Adds every run of `other` (the same height).
    public func add(_ other: RowOcclusion) {
        guard !other.isEmpty else { return }
        for y in 0..<min(height, other.height) where other.ends[y] > other.starts[y] {
            add(row: y, from: Int(other.starts[y]), to: Int(other.ends[y]))
        }
    }

    /// Adds the whole pixels of `rect`'s rows inside `clip`.
    public func add(_ rect: IntRect, clip: IntRect) {
        let r = rect.intersection(clip)
        let top = r.y < 0 ? 0 : r.y, bottom = r.maxY > height ? height : r.maxY
        guard !r.isEmpty, top < bottom else { return }
        var y = top
        while y < bottom {
            RunMerge.merge(starts, ends, row: y, r.x, r.maxX)
            y += 1
        }
        isEmpty = false
    }

    /// Adds the whole pixels inside `clip` that lie entirely inside `rect` (a real rectangle).
    public func addPixels(inside rect: Rect, clip: IntRect) {
        guard rect.isFinite else { return }
        let limit = Double(1 << 30)
        let x0 = rect.minX.rounded(.up), y0 = rect.minY.rounded(.up)
        let x1 = rect.maxX.rounded(.down), y1 = rect.maxY.rounded(.down)
        guard x1 > x0, y1 > y0, abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return }
        add(IntRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0)), clip: clip)
    }

    /// Adds the whole pixels inside `clip` that lie at least `margin` inside the axis-aligned
    /// ellipse (centre, semi-axes rx, ry): with the ellipse shrunk about its centre so that
    /// its gap to the true one is at least `margin` everywhere, a row's run is where both of
    /// its edges cross that smaller ellipse (the chord at the edge farther from the centre).
    public func addPixels(insideEllipse center: Point, rx: Double, ry: Double, margin: Double, clip: IntRect) {
        let minor = min(rx, ry)
        guard center.isFinite, rx.isFinite, ry.isFinite, minor > margin, margin >= 0 else { return }
        // λE sits at least (1 − λ)·minor inside E (compare support functions), so λ = 1 − margin/minor.
        let lambda = 1 - margin / minor
        let a = rx * lambda, b = ry * lambda
        let limit = Double(1 << 30)
        guard abs(center.x) + a < limit, abs(center.y) + b < limit else { return }
        let top = max(Int((center.y - b).rounded(.up)), clip.y)
        let bottom = min(Int((center.y + b).rounded(.down)), clip.maxY)
        guard top < bottom else { return }
        let left = clip.x, right = clip.maxX
        var y = top
        while y < bottom {
            defer { y += 1 }
            let above = (Double(y) - center.y).magnitude, below = (Double(y + 1) - center.y).magnitude
            let far = above > below ? above : below
            guard far < b else { continue }
            let half = a * (1 - (far / b) * (far / b)).squareRoot()
            // |center.x| + half < 2^30 (checked above), so the libm-free roundings are exact.
            let inner0 = (center.x - half).ceiledInt, inner1 = (center.x + half).flooredInt
            add(row: y, from: inner0 > left ? inner0 : left, to: inner1 < right ? inner1 : right)
        }
    }
}

/// `RowOcclusion.add(row:from:to:)` for a row inside the height and a non-empty run, leaving
/// `isEmpty` to the caller. Transparent (which a class's methods cannot be), with comparisons
/// rather than the generic `min`/`max` and `Int32(clamping:)`: the renderer adds a run for
/// every row of every occluder of every frame, which a dependent package's debug build would
/// otherwise make calls through witnesses.
private enum RunMerge {
    @_transparent
    static func merge(_ starts: UnsafeMutablePointer<Int32>, _ ends: UnsafeMutablePointer<Int32>, row y: Int, _ x0: Int, _ x1: Int) {
        let a = Int(starts[y]), b = Int(ends[y])
        let lo = x0 < Int(Int32.min) ? Int32.min : x0 > Int(Int32.max) ? Int32.max : Int32(x0)
        let hi = x1 < Int(Int32.min) ? Int32.min : x1 > Int(Int32.max) ? Int32.max : Int32(x1)
        if b <= a || x1 - x0 > b - a && (x1 < a || x0 > b) {
            starts[y] = lo; ends[y] = hi
        } else if x1 >= a && x0 <= b {
            if lo < starts[y] { starts[y] = lo }
            if hi > ends[y] { ends[y] = hi }
        }
    }
}

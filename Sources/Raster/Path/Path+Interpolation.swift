/// Why two paths cannot be interpolated element by element.
public struct PathStructureMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first element index where the kinds differ (or where one path ends).
    public let index: Int
    public let fromKinds: [PathElement.Kind]
    public let toKinds: [PathElement.Kind]

    public var description: String {
        func name(_ k: [PathElement.Kind], _ i: Int) -> String { i < k.count ? k[i].rawValue : "end of path" }
        return "the two paths differ in structure at element \(index) (\(name(fromKinds, index)) vs \(name(toKinds, index))): "
            + "\(fromKinds.count) vs \(toKinds.count) elements; Core Animation's result is undefined for such a path animation"
    }
}

/// Element-wise interpolation, what a Core Animation `path` animation does.
extension Path {
    /// True when both paths have the same sequence of element kinds.
    public func hasSameStructure(as other: Path) -> Bool {
        elements.count == other.elements.count && zip(elements, other.elements).allSatisfy { $0.kind == $1.kind }
    }

    /// Interpolates every point linearly; throws when the structures differ.
    public func interpolated(to other: Path, fraction f: Double) throws(PathStructureMismatch) -> Path {
        guard hasSameStructure(as: other) else {
            let a = elements.map(\.kind), b = other.elements.map(\.kind)
            let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            throw PathStructureMismatch(index: index, fromKinds: a, toKinds: b)
        }
        return Path(elements: zip(elements, other.elements).map { a, b in
            func l(_ p: Point, _ q: Point) -> Point { p.interpolated(to: q, fraction: f) }
            switch (a, b) {
            case (.move(let p), .move(let q)): return .move(l(p, q))
            case (.line(let p), .line(let q)): return .line(l(p, q))
            case (.quad(let c, let p), .quad(let d, let q)): return .quad(l(c, d), l(p, q))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)): return .cubic(l(c1, d1), l(c2, d2), l(p, q))
            default: return .close
            }
        })
    }

    /// The documented fallback for paths of different structure: both are first normalised to
    /// the same structure (every line and quad raised to a cubic; a subpath whose end meets its
    /// start gets an explicit close; the shorter subpath's cubics are split at their midpoints
    /// until the counts agree), then interpolated element-wise. Deterministic, never crashing;
    /// when even that cannot match them (different subpath counts) it switches from one path to
    /// the other at the halfway point, as a discrete animation would.
    public func interpolatedNormalizing(to other: Path, fraction f: Double) -> Path {
        if let p = try? interpolated(to: other, fraction: f) { return p }
        let a = normalizedSubpaths(), b = other.normalizedSubpaths()
        guard a.count == b.count else { return f < 0.5 ? self : other }
        var out = Path()
        for (sa, sb) in zip(a, b) {
            var ca = sa.curves, cb = sb.curves
            while ca.count < cb.count { ca = Self.splitLongest(ca, start: sa.start) }
            while cb.count < ca.count { cb = Self.splitLongest(cb, start: sb.start) }
            out.move(to: sa.start.interpolated(to: sb.start, fraction: f))
            for (x, y) in zip(ca, cb) {
                out.addCurve(to: x.2.interpolated(to: y.2, fraction: f),
                             control1: x.0.interpolated(to: y.0, fraction: f),
                             control2: x.1.interpolated(to: y.1, fraction: f))
            }
            if sa.closed || sb.closed { out.closeSubpath() }
        }
        return out
    }

    private typealias Cubic = (Point, Point, Point)
    private struct CubicSubpath { var start: Point; var curves: [Cubic]; var closed: Bool }

    private func normalizedSubpaths() -> [CubicSubpath] {
        var result: [CubicSubpath] = []
        var current: CubicSubpath?
        var pen = Point.zero
        func finish() {
            if var c = current {
                if !c.closed, let last = c.curves.last?.2, last.distance(to: c.start) < 1e-9 { c.closed = true }
                if !c.curves.isEmpty { result.append(c) }
            }
            current = nil
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(); current = CubicSubpath(start: p, curves: [], closed: false); pen = p
            case .line(let p):
                if current == nil { current = CubicSubpath(start: pen, curves: [], closed: false) }
                current!.curves.append((pen.interpolated(to: p, fraction: 1.0 / 3), pen.interpolated(to: p, fraction: 2.0 / 3), p)); pen = p
            case .quad(let c, let p):
                if current == nil { current = CubicSubpath(start: pen, curves: [], closed: false) }
                current!.curves.append((pen.interpolated(to: c, fraction: 2.0 / 3), p.interpolated(to: c, fraction: 2.0 / 3), p)); pen = p
            case .cubic(let c1, let c2, let p):
                if current == nil { current = CubicSubpath(start: pen, curves: [], closed: false) }
                current!.curves.append((c1, c2, p)); pen = p
            case .close:
                if let s = current?.start {
                    if pen.distance(to: s) > 1e-9 {
                        current!.curves.append((pen.interpolated(to: s, fraction: 1.0 / 3), pen.interpolated(to: s, fraction: 2.0 / 3), s))
                    }
                    current!.closed = true; pen = s
                }
                finish()
            }
        }
        finish()
        return result
    }

    /// Splits the cubic with the longest control polygon at t = 0.5 (de Casteljau); ties go to
    /// the earliest, so the result is deterministic.
    private static func splitLongest(_ curves: [Cubic], start: Point) -> [Cubic] {
        guard !curves.isEmpty else { return curves }
        var best = 0, bestLen = -1.0
        var p0 = start
        for (i, c) in curves.enumerated() {
            let len = p0.distance(to: c.0) + c.0.distance(to: c.1) + c.1.distance(to: c.2)
            if len > bestLen + 1e-12 { best = i; bestLen = len }
            p0 = c.2
        }
        let s0 = best == 0 ? start : curves[best - 1].2
        let (c1, c2, p3) = curves[best]
        let m01 = s0.interpolated(to: c1, fraction: 0.5), m12 = c1.interpolated(to: c2, fraction: 0.5), m23 = c2.interpolated(to: p3, fraction: 0.5)
        let m012 = m01.interpolated(to: m12, fraction: 0.5), m123 = m12.interpolated(to: m23, fraction: 0.5)
        let mid = m012.interpolated(to: m123, fraction: 0.5)
        var out = curves
        out.replaceSubrange(best...best, with: [(m01, m012, mid), (m123, m23, p3)])
        return out
    }
}

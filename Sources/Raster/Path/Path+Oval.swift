extension Path {
    /// The rectangle when this path is an `oval(in:)` seen through a transform that keeps the
    /// axes (scales, flips, translations): a move and four cubics (and a close), from any of the
    /// four axis points, in either direction, each quarter with its control points at `kappa`
    /// along the tangents. nil for anything else, including ovals turned off the axes.
    ///
    /// Such a path contains the true ellipse in its rectangle (the cubics bulge outwards by up
    /// to 0.03 % of the radius, never inwards), which is what lets the renderer name pixels it
    /// fully covers without rasterizing it (`RowOcclusion.addPixels(insideEllipse:...)`).
    public var ovalRect: Rect? {
        let e = elements
        guard e.count == 5 || (e.count == 6 && e[5] == .close), case .move(let start) = e[0] else { return nil }
        var ends = [start]
        var controls: [(Point, Point)] = []
        for element in e[1...4] {
            guard case .cubic(let c1, let c2, let p) = element else { return nil }
            controls.append((c1, c2))
            ends.append(p)
        }
        let xs = ends[0..<4].map(\.x), ys = ends[0..<4].map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        guard minX < maxX, minY < maxY, cx.isFinite, cy.isFinite else { return nil }
        let tolerance = 1e-9 * (abs(cx) + abs(cy) + (maxX - minX) + (maxY - minY)) + 1e-12
        func same(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance }
        func onHorizontalAxis(_ p: Point) -> Bool {
            abs(p.y - cy) <= tolerance && (abs(p.x - minX) <= tolerance || abs(p.x - maxX) <= tolerance)
        }
        func onVerticalAxis(_ p: Point) -> Bool {
            abs(p.x - cx) <= tolerance && (abs(p.y - minY) <= tolerance || abs(p.y - maxY) <= tolerance)
        }
        guard same(ends[4], start) else { return nil }
        for quarter in 0..<4 {
            let from = ends[quarter], to = ends[quarter + 1]
            // Each quarter joins an end of one axis to an end of the other; its controls lie
            // kappa of the way from each end towards the rectangle's corner between them.
            let corner: Point
            if onHorizontalAxis(from) && onVerticalAxis(to) {
                corner = Point(x: from.x, y: to.y)
            } else if onVerticalAxis(from) && onHorizontalAxis(to) {
                corner = Point(x: to.x, y: from.y)
            } else {
                return nil
            }
            let c1 = Point(x: from.x + Path.kappa * (corner.x - from.x), y: from.y + Path.kappa * (corner.y - from.y))
            let c2 = Point(x: to.x + Path.kappa * (corner.x - to.x), y: to.y + Path.kappa * (corner.y - to.y))
            guard same(controls[quarter].0, c1), same(controls[quarter].1, c2) else { return nil }
        }
        // Four quarters that each turn the same way around the centre close one oval (not a
        // path that doubles back over itself).
        let turns = (0..<4).map { q -> Double in
            let a = ends[q], b = ends[q + 1]
            return (a.x - cx) * (b.y - cy) - (a.y - cy) * (b.x - cx)
        }
        guard turns.allSatisfy({ $0 > 0 }) || turns.allSatisfy({ $0 < 0 }) else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

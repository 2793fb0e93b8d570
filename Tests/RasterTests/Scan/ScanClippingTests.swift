import Testing
@testable import Raster

/// Clipping before deposit: off-clip geometry costs only its visible rows and edge cells.
@Suite struct ScanClippingTests {
    /// A 3000 px circle whose bottom reaches y = 10 touches rows 0...9 of the clip, no others.
    @Test func hugeCircleFarAboveTouchesOnlyItsVisibleRows() throws {
        let circle = Path.oval(in: Rect(x: 50 - 3000, y: -2990 - 3000, width: 6000, height: 6000))
        var sink = CollectingSink()
        let rasterizer = Rasterizer()
        try rasterizer.fill(circle, clip: IntRect(x: 0, y: 0, width: 100, height: 200), into: &sink)
        #expect(sink.rows.map(\.y) == Array(0..<10))
        #expect(rasterizer.lastCellCount < 400)
    }

    @Test func hugeCircleWhollyOffTheClipTouchesNothing() throws {
        var sink = CountingSink()
        let rasterizer = Rasterizer()
        try rasterizer.fill(.oval(in: Rect(x: -9000, y: -9000, width: 6000, height: 6000)), clip: IntRect(x: 0, y: 0, width: 1170, height: 2532), into: &sink)
        try rasterizer.fill(.oval(in: Rect(x: 2000, y: 10, width: 6000, height: 6000)), clip: IntRect(x: 0, y: 0, width: 1170, height: 2532), into: &sink)
        #expect(sink.rows == 0)
    }

    /// A full-screen circular mask: cost per row is its edge cells, and a row is its edge cells
    /// plus one interior run, never one span per pixel.
    @Test func fullScreenCircleCostsEdgeCellsNotPixels() throws {
        let circle = Path.oval(in: Rect(x: 1100 - 2000, y: 100 - 2000, width: 4000, height: 4000))
        var sink = CollectingSink()
        let rasterizer = Rasterizer()
        let clip = IntRect(x: 0, y: 0, width: 1170, height: 2532)
        try rasterizer.fill(circle, clip: clip, into: &sink)
        #expect(sink.rows.count == 2100)
        // The visible arc is under 4000 px long; a cell per pixel it crosses plus one
        // left-edge cell per row stays far below the 2.5 million pixels of the clip.
        #expect(rasterizer.lastCellCount < 12_000)
        let totalSpans = sink.rows.reduce(0) { $0 + $1.spans.count }
        #expect(totalSpans <= rasterizer.lastCellCount + 2 * sink.rows.count)
        #expect(sink.rows[1000].spans.count <= 5)
        let full = sink.rows[1000].spans.filter { $0.coverage == 255 }
        #expect(full.count == 1 && full[0].length > 500)
    }

    /// The part of a shape left of the clip still winds the pixels inside.
    @Test func geometryLeftOfTheClipKeepsTheWindingInside() throws {
        let star = ScanGeometry.star(center: Point(x: 0, y: 20), radius: 40)
        let clip = IntRect(x: 5, y: 0, width: 30, height: 40)
        for rule in [FillRule.nonZero, .evenOdd] {
            let fast = try Rasterizer().coverage(of: star, rule: rule, clip: clip)
            let reference = ReferenceRasterizer.coverage(of: star, rule: rule, clip: clip)
            let worst = zip(fast, reference).map { abs(Double($0) - $1) }.max()!
            #expect(worst < 1e-4, "\(rule): \(worst)")
        }
    }
}

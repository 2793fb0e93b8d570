import Foundation
import Raster
import Testing
@testable import Transitions

/// Drawing a frame in bands of rows (what bounds the offscreens of a deeply nested tree, issue
/// 17 item 11) changes no byte: a 64-level nested tree of layers, with bands forced, against
/// the whole-frame draw (the demos' recorded frames are TransitionCatalogTests' DemoFrameBandsTests).
@Suite("FrameBands: banded frames are byte-identical to whole frames")
struct FrameBandsTests {
    @Test("the bands cover every row once; one band while the levels fit the budget")
    func bandsCoverTheFrame() {
        let whole = FrameBands.bands(width: 1170, height: 2532, levels: 3, budget: RenderLimits.offscreenMemoryPerWorker)
        #expect(whole == [IntRect(x: 0, y: 0, width: 1170, height: 2532)])
        let bands = FrameBands.bands(width: 1170, height: 2532, levels: 64, budget: RenderLimits.offscreenMemoryPerWorker)
        #expect(bands.count > 1)
        var next = 0
        for band in bands {
            #expect(band.y == next && band.x == 0 && band.width == 1170 && band.height > 0)
            // Each band's levels fit the budget.
            #expect(64 * 1170 * band.height * FrameBands.bytesPerPixelPerLevel <= RenderLimits.offscreenMemoryPerWorker)
            next = band.maxY
        }
        #expect(next == 2532)
    }

    @Test("64 nested translucent layers open 63 groups at once (the innermost draws only its background)")
    func nestedGroupsAreCounted() {
        #expect(FrameBands.nestedGroups(in: Self.nested(64), at: 0) == 63)
    }

    @Test("the shape's bound is never below the counted groups, so skipping the count never skips a band")
    func shapeBoundCoversTheCount() {
        let nested = Self.nested(64)
        #expect(FrameBands.mostGroupsPossible(in: nested) >= FrameBands.nestedGroups(in: nested, at: 0))
        #expect(FrameBands.bands(for: nested, at: 0, width: 1170, height: 2532, budget: RenderLimits.offscreenMemoryPerWorker).count > 1)
    }

    @Test("64 nested translucent layers drawn in 64-row bands: the same bytes as whole", arguments: [1.0, 3.0])
    func nestedBandedMatchesWhole(scale: Double) throws {
        let width = Int(390 * scale), height = Int(844 * scale)
        let root = Self.nested(64)
        let whole = try #require(Pixmap(width: width, height: height)), banded = try #require(Pixmap(width: width, height: height))
        try Self.drawWhole(root, at: 0, scale: scale, into: whole)
        try Self.drawBanded(root, at: 0, scale: scale, into: banded)
        let differing = (0..<whole.pixels.count).filter { whole.pixels[$0] != banded.pixels[$0] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at \(differing.first.map { ($0 % width, $0 / width) } as Any)")
    }

    /// `root` drawn whole over the window's black.
    static func drawWhole(_ root: Layer, at time: Double, scale: Double, into target: Pixmap) throws {
        let renderer = try #require(LayerRenderer(width: target.width, height: target.height, scale: scale))
        try renderer.render(root, at: time, into: Canvas(target: target), background: .black)
    }

    /// `root` drawn in the bands a one-byte offscreen budget forces (the smallest band, 64 rows),
    /// each band with its offscreens released after it, as a worker draws a frame too deep for its budget.
    static func drawBanded(_ root: Layer, at time: Double, scale: Double, into target: Pixmap) throws {
        let renderer = try #require(LayerRenderer(width: target.width, height: target.height, scale: scale))
        let bands = FrameBands.bands(for: root, at: time, width: target.width, height: target.height, budget: 1)
        #expect(bands.count > 1)
        let canvas = Canvas(target: target)
        for band in bands {
            try renderer.render(root, at: time, into: canvas, background: .black, within: band)
            renderer.releaseOffscreens()
        }
    }

    /// A white 390 x 844 pt screen holding `depth` full-screen layers nested one in the next,
    /// each #3366CC20 at opacity 0.99 (each with a sublayer is a group).
    static func nested(_ depth: Int) -> Layer {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let root = Layer()
        root.frame = screen
        root.backgroundColor = .white
        var parent = root
        for _ in 0..<depth {
            let level = Layer()
            level.frame = screen
            level.backgroundColor = Color(hex: "#3366CC20")!
            level.opacity = 0.99
            parent.addSublayer(level)
            parent = level
        }
        return root
    }
}

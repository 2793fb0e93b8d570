import Testing
@testable import Raster

/// `Canvas.fill` stores an opaque colour over a whole-pixel rectangle directly instead of
/// rasterizing it (`Canvas+PixelRect`): the bytes must be what the rasterizer and blitter give.
@Suite struct CanvasPixelRectTests {
    static let width = 23, height = 17

    /// A target with a different value in every pixel, so any pixel written shows.
    static func patterned(width: Int = CanvasPixelRectTests.width, height: Int = CanvasPixelRectTests.height) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        for i in 0..<(width * height) { p.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
        return p
    }

    /// The general route: the rasterizer's spans through the blitter.
    static func rasterized(_ path: Path, rule: FillRule, color: PremultipliedColor, clip: IntRect) throws -> Pixmap {
        let p = patterned()
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { scratch.deallocate() }
        var blitter = PaintBlitter(target: p.pixels.baseAddress!, width: width, source: .solid(color.packed),
                                   opacity: 255, mask: nil, scratch: scratch)
        try Rasterizer().fill(path, rule: rule, clip: clip.intersection(p.bounds), into: &blitter)
        return p
    }

    @Test func wholePixelRectanglesMatchTheRasterizer() throws {
        let color = PremultipliedColor(r: 10, g: 200, b: 30, a: 255)
        let clips = [IntRect(x: 0, y: 0, width: Self.width, height: Self.height), IntRect(x: 3, y: 2, width: 11, height: 9),
                     IntRect(x: 5, y: 5, width: 0, height: 4)]
        let edges = [-40.0, -1, 0, 1, 3, 7, 16, 22, 23, 24, 60]
        var checked = 0
        for clip in clips {
            for x0 in edges { for x1 in edges { for y0 in [-3.0, 0, 2, 9, 17] { for y1 in [-1.0, 0, 5, 16, 17, 30] {
                let r = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                // Both windings and both starting edges: the shortcut must recognise each one.
                let clockwise = Path.rect(r)
                let other = Path(elements: [.move(Point(x: x0, y: y0)), .line(Point(x: x0, y: y1)), .line(Point(x: x1, y: y1)),
                                            .line(Point(x: x1, y: y0)), .close])
                for path in [clockwise, other] {
                    #expect(path.pixelRect != nil)
                    for rule in [FillRule.nonZero, .evenOdd] {
                        let direct = Self.patterned()
                        let canvas = Canvas(target: direct)
                        canvas.clip = clip
                        try canvas.fill(path, rule: rule, color: color)
                        let expected = try Self.rasterized(path, rule: rule, color: color, clip: clip)
                        #expect(direct.hasSamePixels(as: expected), "rect \(r) clip \(clip) \(rule)")
                        checked += 1
                    }
                }
            } } } }
        }
        #expect(checked > 1000)
    }

    @Test func otherShapesAreLeftToTheRasterizer() {
        #expect(Path.rect(Rect(x: 0.5, y: 0, width: 4, height: 4)).pixelRect == nil)
        #expect(Path.rect(Rect(x: 0, y: 0, width: 4, height: 4.25)).pixelRect == nil)
        #expect(Path.rect(Rect(x: 0, y: 0, width: 4e12, height: 4)).pixelRect == nil)
        #expect(Path.roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 1).pixelRect == nil)
        #expect(Path(elements: [.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 1)), .line(Point(x: 4, y: 4)),
                                .line(Point(x: 0, y: 4)), .close]).pixelRect == nil)
        var two = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))
        two.addPath(.rect(Rect(x: 1, y: 1, width: 2, height: 2)))
        #expect(two.pixelRect == nil)
    }
}

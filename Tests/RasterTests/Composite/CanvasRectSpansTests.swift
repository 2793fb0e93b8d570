import Testing
@testable import Raster

/// Axis-aligned rectangles over whole pixels of the clip go to the blitter as one 255 span per
/// row, without the rasterizer (`Canvas+RectSpans`): those must be exactly the spans the
/// rasterizer emits, and the pixels drawn the ones its route gives.
@Suite struct CanvasRectSpansTests {
    static let width = 41, height = 29

    /// Side coordinates of every kind: whole inside the canvas, fractional inside, exactly on
    /// an edge, just beyond one (fractional), far beyond.
    static let sides = [-1e14, -3e9, -7.25, -1, -0.5, 0, 0.25, 1, 2, 5.5, 9, 13, 20, 20.75, 28, 28.5, 29, 29.125, 40, 41, 41.5,
                        55, 4e9, 1e14]

    static func clips(_ rng: inout SplitMix64) -> IntRect {
        let x = Int(rng.next() % 20), y = Int(rng.next() % 15)
        return IntRect(x: x, y: y, width: Int(rng.next() % UInt64(width - x + 1)), height: Int(rng.next() % UInt64(height - y + 1)))
    }

    static func rectPaths(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Path] {
        [Path(elements: [.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)),
                         .line(Point(x: x0, y: y1)), .close]),
         Path(elements: [.move(Point(x: x1, y: y1)), .line(Point(x: x1, y: y0)), .line(Point(x: x0, y: y0)),
                         .line(Point(x: x0, y: y1)), .close])]
    }

    @Test("The cover is exactly the rasterizer's spans, under both fill rules")
    func coverEqualsRasterizerSpans() throws {
        var rng = SplitMix64(state: 0x5EC7)
        var covered = 0, empty = 0, refused = 0
        for _ in 0..<4000 {
            let clip = Self.clips(&rng)
            let pick = { (rng: inout SplitMix64) in Self.sides[Int(rng.next() % UInt64(Self.sides.count))] }
            let x0 = pick(&rng), x1 = pick(&rng), y0 = pick(&rng), y1 = pick(&rng)
            for path in Self.rectPaths(x0, y0, x1, y1) {
                guard let cover = Canvas.wholePixelCover(of: path, transform: .identity, in: clip) else { refused += 1; continue }
                let expected: [(Int, [CoverageSpan])] = (cover.y..<cover.maxY).map {
                    ($0, [CoverageSpan(x: Int32(cover.x), length: Int32(cover.width), coverage: 255)])
                }
                if cover.isEmpty { empty += 1 } else { covered += 1 }
                for rule in [FillRule.nonZero, .evenOdd] {
                    var sink = CollectingSink()
                    try Rasterizer().fill(path, rule: rule, clip: clip, into: &sink)
                    let same = sink.rows.count == expected.count
                        && zip(sink.rows, expected).allSatisfy { $0.y == $1.0 && $0.spans == $1.1 }
                    #expect(same, "rect x \(x0)...\(x1) y \(y0)...\(y1) clip \(clip) \(rule): cover \(cover), rasterizer \(sink.rows.prefix(3))")
                }
            }
        }
        // Every kind of outcome was exercised.
        #expect(covered > 1000 && empty > 300 && refused > 1000, "covered \(covered) empty \(empty) refused \(refused)")
    }

    @Test("Other shapes, transforms and far coordinates are left to the rasterizer")
    func otherInputsAreRefused() {
        let clip = IntRect(x: 0, y: 0, width: Self.width, height: Self.height)
        let square = Path.rect(Rect(x: 2, y: 3, width: 10, height: 10))
        #expect(Canvas.wholePixelCover(of: square, transform: .identity, in: clip) == IntRect(x: 2, y: 3, width: 10, height: 10))
        #expect(Canvas.wholePixelCover(of: square, transform: AffineTransform(translationX: 1, y: 0), in: clip) == nil)
        #expect(Canvas.wholePixelCover(of: Path.oval(in: Rect(x: 2, y: 3, width: 10, height: 10)), transform: .identity, in: clip) == nil)
        #expect(Canvas.wholePixelCover(of: Path.rect(Rect(x: 2.5, y: 3, width: 10, height: 10)), transform: .identity, in: clip) == nil)
        let slanted = Path(elements: [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 1)), .line(Point(x: 10, y: 10)),
                                      .line(Point(x: 0, y: 10)), .close])
        #expect(Canvas.wholePixelCover(of: slanted, transform: .identity, in: clip) == nil)
        let far = Path.rect(Rect(x: -1e20, y: 0, width: 2e20, height: 10))
        #expect(Canvas.wholePixelCover(of: far, transform: .identity, in: clip) == nil)
        let nan = Path(elements: [.move(Point(x: .nan, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                                  .line(Point(x: .nan, y: 10)), .close])
        #expect(Canvas.wholePixelCover(of: nan, transform: .identity, in: clip) == nil)
    }

    @Test("Images, colours, opacity and masks draw the same pixels as through the rasterizer")
    func pixelsMatchTheRasterizerRoute() throws {
        var rng = SplitMix64(state: 0xB117)
        let image = Pixmap(width: 13, height: 9)!
        for i in 0..<(13 * 9) {
            let a = UInt32(rng.next() % 256)
            let c = UInt32(rng.next() % (UInt64(a) + 1))
            image.pixels[i] = a << 24 | c << 16 | (c / 2) << 8 | c / 3  // premultiplied: channels <= alpha
        }
        let mask = Mask(width: Self.width, height: Self.height)!
        for i in 0..<(Self.width * Self.height) { mask.values[i] = UInt8(truncatingIfNeeded: i &* 37) }
        var drawn = 0
        for trial in 0..<300 {
            let clip = Self.clips(&rng)
            let pick = { (rng: inout SplitMix64) in Self.sides[Int(rng.next() % UInt64(Self.sides.count))] }
            let path = Self.rectPaths(pick(&rng), pick(&rng), pick(&rng), pick(&rng))[trial % 2]
            guard Canvas.wholePixelCover(of: path, transform: .identity, in: clip) != nil else { continue }
            let shader = ImageShader(image: image, transform: AffineTransform(scaleX: 3.3, y: 2.7).concatenating(
                AffineTransform(translationX: 1.5, y: -2.25)), isOpaque: false)
            let opacity = [1, 0.6, 0.2][trial % 3]
            let withMask = trial % 4 == 0 ? mask : nil
            let color = PremultipliedColor(r: 40, g: 90, b: 20, a: 160)
            let direct = CanvasPixelRectTests.patterned(width: Self.width, height: Self.height)
            let canvas = Canvas(target: direct)
            canvas.clip = clip
            try canvas.fill(path, image: shader, opacity: opacity, mask: withMask)
            try canvas.fill(path, color: color, opacity: opacity, mask: withMask)

            let expected = CanvasPixelRectTests.patterned(width: Self.width, height: Self.height)
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.width)
            defer { scratch.deallocate() }
            let region = withMask.map { clip.intersection($0.bounds) } ?? clip
            for source in [PaintBlitter.Source.image(ImageSampler(shader)!, opaque: false), .solid(color.packed)] {
                var blitter = PaintBlitter(target: expected.pixels.baseAddress!, width: Self.width, source: source,
                                           opacity: Canvas.opacityByte(opacity), mask: withMask, scratch: scratch)
                try Rasterizer().fill(path, clip: region, into: &blitter)
            }
            #expect(direct.hasSamePixels(as: expected), "trial \(trial) clip \(clip)")
            drawn += 1
        }
        #expect(drawn > 100)
    }
}

import TestSupport
import Testing
@testable import Raster

/// Image and colour fills of axis-aligned rectangles through `Canvas` (whose rasterizer takes
/// them row by row, `Rasterizer+Rectangle`) must give the pixels of the general route: the
/// reference rasterizer's spans through the same blitter, with opacity, masks and clips, for
/// sides of every kind (whole, fractional, on and far beyond the clip's edges).
@Suite struct CanvasRectangleFillTests {
    static let width = 41, height = 29

    static let sides = [-1e14, -3e9, -7.25, -1, -0.5, 0, 0.25, 1, 2, 5.5, 9, 13, 20, 20.75, 28, 28.5, 29, 29.125, 40, 41, 41.5,
                        55, 4e9, 1e14]

    @Test("Image and colour rectangles draw the general route's pixels")
    func rectanglesMatchTheGeneralRoute() throws {
        var rng = SplitMix64(state: 0xB117)
        let image = Pixmap(width: 13, height: 9)!
        for i in 0..<(13 * 9) {
            let a = UInt32(rng.next() % 256)
            let c = UInt32(rng.next() % (UInt64(a) + 1))
            image.pixels[i] = a << 24 | c << 16 | (c / 2) << 8 | c / 3  // premultiplied: channels <= alpha
        }
        let mask = Mask(width: Self.width, height: Self.height)!
        for i in 0..<(Self.width * Self.height) { mask.values[i] = UInt8(truncatingIfNeeded: i &* 37) }
        for trial in 0..<400 {
            let cx = Int(rng.next() % 20), cy = Int(rng.next() % 15)
            let clip = IntRect(x: cx, y: cy, width: Int(rng.next() % UInt64(Self.width - cx + 1)),
                               height: Int(rng.next() % UInt64(Self.height - cy + 1)))
            let pick = { (rng: inout SplitMix64) in Self.sides[Int(rng.next() % UInt64(Self.sides.count))] }
            let r = Rect(x: pick(&rng), y: pick(&rng), width: 0, height: 0)
            let x1 = pick(&rng), y1 = pick(&rng)
            let path = Path(elements: [.move(Point(x: r.minX, y: r.minY)), .line(Point(x: x1, y: r.minY)), .line(Point(x: x1, y: y1)),
                                       .line(Point(x: r.minX, y: y1)), .close])
            let shader = ImageShader(image: image, transform: Transform2D(scaleX: 3.3, y: 2.7).concatenating(
                Transform2D(translationX: 1.5, y: -2.25)), isOpaque: false)
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
            let reference = Rasterizer()
            reference.usesRectangleRows = false
            for source in [PaintBlitter.Source.image(ImageSampler(shader)!, opaque: false), .solid(color.packed)] {
                var blitter = PaintBlitter(target: expected.pixels.baseAddress!, width: Self.width, source: source,
                                           opacity: Canvas.opacityByte(opacity), mask: withMask, scratch: scratch)
                if !region.isEmpty { try reference.fill(path, clip: region, into: &blitter) }
            }
            #expect(direct.hasSamePixels(as: expected), "trial \(trial): \(path.elements) in \(clip)")
        }
    }

    /// Opaque images and colours, and an image within a rectangle of colour, take the interior
    /// in one call (`PaintBlitter.blitRows`): the same pixels as row
    /// by row, for scales up and down, mirrored mappings, fractional offsets, sides on and off
    /// the clip, `within` rectangles cutting the shape anywhere, and occluded runs left out.
    @Test("Opaque image and colour rectangles, their interiors done at once, draw the general route's pixels")
    func opaqueRectanglesMatchTheGeneralRoute() throws {
        var rng = SplitMix64(state: 0x0A9E)
        let image = Pixmap(width: 13, height: 9)!
        for i in 0..<(13 * 9) { image.pixels[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF }
        let mappings: [Transform2D] = [
            Transform2D(scaleX: 3.3, y: 2.7).concatenating(Transform2D(translationX: 1.5, y: -2.25)),
            Transform2D(scaleX: 0.37, y: 0.41).concatenating(Transform2D(translationX: 3.2, y: 1.1)),  // minified: a mip level
            Transform2D(scaleX: -2.5, y: 3).concatenating(Transform2D(translationX: 35.4, y: 0.5)),     // mirrored in x
            Transform2D(scaleX: 1.8, y: -1.6).concatenating(Transform2D(translationX: 2.25, y: 27.7)),  // mirrored in y
            Transform2D(scaleX: 3, y: 3).concatenating(Transform2D(translationX: 2, y: 1)),             // texel-aligned rows
            Transform2D(scaleX: 1, y: 1).concatenating(Transform2D(translationX: 4, y: 3)),             // whole-pixel offset
            // A step of 21845.5 / 65536 texels rounds by half a unit per pixel: positions stepped
            // from the wrong pixel show within a few pixels.
            Transform2D(scaleX: 65536 / 21845.5, y: 2.7).concatenating(Transform2D(translationX: -0.3, y: 0.4)),
        ]
        for trial in 0..<480 {
            let cx = Int(rng.next() % 20), cy = Int(rng.next() % 15)
            let clip = IntRect(x: cx, y: cy, width: Int(rng.next() % UInt64(Self.width - cx + 1)),
                               height: Int(rng.next() % UInt64(Self.height - cy + 1)))
            let pick = { (rng: inout SplitMix64) in Self.sides[Int(rng.next() % UInt64(Self.sides.count))] }
            let x0 = pick(&rng), y0 = pick(&rng), x1 = pick(&rng), y1 = pick(&rng)
            let path = Path(elements: [.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)),
                                       .line(Point(x: x0, y: y1)), .close])
            let shader = ImageShader(image: image, transform: mappings[trial % mappings.count], isOpaque: true)
            let opacity = trial % 5 == 4 ? 0.6 : 1
            let color = PremultipliedColor(r: 40, g: 90, b: 20, a: 255)
            // Occluded runs that repeat over rows (a rectangle) and change every row (an ellipse).
            let occlusion: RowOcclusion? = trial % 3 == 0 ? nil : RowOcclusion(height: Self.height)
            if trial % 3 == 1 {
                occlusion?.add(IntRect(x: Int(rng.next() % 30), y: Int(rng.next() % 20), width: 1 + Int(rng.next() % 12),
                                       height: 1 + Int(rng.next() % 12)), clip: IntRect(x: 0, y: 0, width: Self.width, height: Self.height))
            } else if trial % 3 == 2 {
                occlusion?.addPixels(insideEllipse: Point(x: Double(rng.next() % 41), y: Double(rng.next() % 29)), rx: 9, ry: 7, margin: 0,
                                     clip: IntRect(x: 0, y: 0, width: Self.width, height: Self.height))
            }
            let direct = CanvasPixelRectTests.patterned(width: Self.width, height: Self.height)
            let canvas = Canvas(target: direct)
            canvas.clip = clip
            canvas.occlusion = occlusion
            let within = IntRect(x: Int(rng.next() % 30) - 5, y: Int(rng.next() % 20) - 5, width: Int(rng.next() % 30), height: Int(rng.next() % 25))
            let outside = PremultipliedColor(r: 200, g: 10, b: 70, a: 255)
            try canvas.fill(path, image: shader, opacity: opacity)
            try canvas.fill(path.applying(Transform2D(translationX: 3, y: 2)), color: color, opacity: opacity)
            try canvas.fill(path.applying(Transform2D(translationX: -2, y: 1)), image: shader, within: within, outside: outside, opacity: opacity)

            let expected = CanvasPixelRectTests.patterned(width: Self.width, height: Self.height)
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.width)
            defer { scratch.deallocate() }
            let reference = Rasterizer()
            reference.usesRectangleRows = false
            let shapes: [(Path, PaintBlitter.Source)] = [(path, .image(ImageSampler(shader)!, opaque: true)),
                                                         (path.applying(Transform2D(translationX: 3, y: 2)), .solid(color.packed)),
                                                         (path.applying(Transform2D(translationX: -2, y: 1)),
                                                          .imageWithin(ImageSampler(shader)!, opaque: true, within: within, outside: outside.packed))]
            for (shape, source) in shapes {
                var blitter = PaintBlitter(target: expected.pixels.baseAddress!, width: Self.width, source: source,
                                           opacity: Canvas.opacityByte(opacity), mask: nil, scratch: scratch)
                if let occlusion, !occlusion.isEmpty { blitter.occlusion = occlusion }
                if !clip.isEmpty { try reference.fill(shape, clip: clip, into: &blitter) }
            }
            #expect(direct.hasSamePixels(as: expected), "trial \(trial): \(path.elements) in \(clip)")
        }
    }
}

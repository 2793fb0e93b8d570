import Raster

/// The compositor and codec alone, on one frame-sized canvas (issue 2's figures): an opaque
/// fill, a full-screen image through a circle of radius 2000 px (at scale 3), the same image
/// scaled 5x about its centre with bilinear filtering, and PNG encoding of a Ping frame.
struct MicroBenchmarks {
    let width: Int
    let height: Int
    /// Pixels per point; the circle's radius and the frame follow it.
    let scale: Int

    struct Figures {
        var fill = 0.0, masked = 0.0, scaled = 0.0, encode = 0.0
        var bytes = 0, zlibLevel1Bytes = 0
    }

    /// Measures every figure, medians over `reps`; `frame` is the Ping frame to encode.
    func run(reps: Int, frame: Pixmap) throws -> Figures {
        let target = Pixmap(width: width, height: height)!
        let canvas = Canvas(target: target)
        let image = Self.testImage(width: width, height: height)
        let full = Path.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        var f = Figures()
        let white = Color.white.premultiplied
        f.fill = try Measure.medianTime(reps: reps) { try canvas.fill(full, color: white) }

        // A circle of radius 2000 px (scale 3) centred on Ping's button: nearly the whole screen.
        let r = 2000.0 * Double(scale) / 3
        let centre = Point(x: Double(width) - 28.5 * Double(scale), y: 48.5 * Double(scale))
        let circle = Path.oval(in: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
        let straight = ImageShader(image: image, transform: .identity, isOpaque: true)
        canvas.clear(to: .opaqueBlack)
        f.masked = try Measure.medianTime(reps: reps) { try canvas.fill(circle, image: straight) }

        let cx = Double(width) / 2, cy = Double(height) / 2
        let zoom = Transform2D(translationX: -cx, y: -cy).scaledBy(x: 1, y: 1)
            .concatenating(Transform2D(scaleX: 5, y: 5)).concatenating(Transform2D(translationX: cx, y: cy))
        let scaled = ImageShader(image: image, transform: zoom, isOpaque: true)
        f.scaled = try Measure.medianTime(reps: reps) { try canvas.draw(scaled) }

        let encoder = PNGEncoder(compression: .fast)
        var bytes = 0
        f.encode = try Measure.medianTime(reps: reps) { bytes = try encoder.encode(frame).count }
        f.bytes = bytes
        f.zlibLevel1Bytes = try PNGEncoder.referenceEncode(frame, zlibLevel: 1).count
        return f
    }

    /// An opaque image with detail everywhere (so sampling cannot skip work): a gradient with
    /// a grid of lines, deterministic.
    static func testImage(width: Int, height: Int) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let line = x % 37 == 0 || y % 41 == 0
                let r = UInt32(line ? 20 : x * 255 / width), g = UInt32(line ? 20 : y * 255 / height), b = UInt32((x ^ y) & 0x3F) + 96
                p.pixels[y * width + x] = r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
        return p
    }
}

extension PremultipliedColor {
    static let opaqueBlack = Color.black.premultiplied
}

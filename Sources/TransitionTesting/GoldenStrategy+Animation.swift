import Foundation
import Raster
import Transitions

// An animated golden: the whole recording kept as one APNG (`<test>.<name>.apng.png`, which any
// browser plays, so a reviewer sees the golden move), compared frame by frame. Inside the
// assertion the frames travel as one image, a grid of every frame in order, so the record
// modes, the CI refusal, the tolerance and the failure artifacts are the single-image ones: the
// grid is encoded as an APNG of its cells and an APNG is decoded back into the grid of the
// frames it shows (identical neighbours, which the APNG stores once with a longer delay,
// expanded again). A golden with another frame count decodes to a grid of another size and
// fails as a size mismatch; the difference image marks the frames that changed.

extension GoldenStrategy where Value == Recording {
    /// The whole recording as one animated PNG golden, compared frame by frame. The frames
    /// must fit one image as a grid (at most `Pixmap.maximumSide` px a side): record at scale 1
    /// or use `.everyFrame` for long recordings at high scales.
    public static var apng: GoldenStrategy<Recording> {
        GoldenStrategy(problems: \.warnings) { recording in
            let grid = try FrameGrid(count: recording.frameCount, width: recording.pixelWidth, height: recording.pixelHeight)
            guard let image = Pixmap(width: grid.totalWidth, height: grid.totalHeight) else {
                throw GoldenFailure("cannot hold \(recording.frameCount) frames of \(recording.pixelWidth) x \(recording.pixelHeight) px")
            }
            try FrameSequence(recording: recording).run(produce: { _, p in p.copy() }, consume: { i, p in grid.place(p, at: i, in: image) })
            return [GoldenShot(image, suffix: "apng", storage: .apng(grid: grid, fps: recording.fps))]
        }
    }
}

extension GoldenImage {
    /// A grid of frames stored as an APNG of its cells at `fps`.
    static func apng(grid: FrameGrid, fps: Int) -> GoldenImage {
        GoldenImage(
            encode: { image in
                let path = NSTemporaryDirectory() + "rt-golden-\(UUID().uuidString).png"
                defer { unlink(path) }
                let writer = try APNGWriter(
                    path: path, width: grid.width, height: grid.height, frameCount: grid.count, fps: fps,
                    opaque: true, hold: 0)
                // Recordings are drawn over the window's opaque black: every frame is opaque.
                for i in 0..<grid.count { try writer.append(grid.cell(i, of: image)) }
                try writer.finish()
                guard let data = FileManager.default.contents(atPath: path) else { throw GoldenFailure("cannot read back \(path)") }
                return [UInt8](data)
            },
            decode: { bytes, path in
                let frames = try APNGReader.decode(bytes, source: path)
                var shown: [Pixmap] = []
                for frame in frames {
                    let repeats = max(1, Int((frame.delay * Double(fps)).rounded()))
                    shown += Array(repeating: frame.image, count: repeats)
                }
                guard let first = shown.first else { throw GoldenFailure("\(path) holds no frames") }
                let golden = try FrameGrid(count: shown.count, width: first.width, height: first.height)
                guard let image = Pixmap(width: golden.totalWidth, height: golden.totalHeight) else {
                    throw GoldenFailure("\(path): cannot hold its \(shown.count) frames")
                }
                for (i, p) in shown.enumerated() { golden.place(p, at: i, in: image) }
                return image
            },
            differenceImage: GoldenImage.png.differenceImage,
            environment: GoldenImage.png.environment)
    }
}

/// Frames laid out in rows of `columns` cells, in order.
struct FrameGrid: Sendable {
    let count: Int, width: Int, height: Int, columns: Int

    init(count: Int, width: Int, height: Int) throws {
        self.count = count
        self.width = width
        self.height = height
        columns = max(1, min(count, Int(Double(count).squareRoot().rounded(.up))))
        let rows = (count + columns - 1) / columns
        guard columns * width <= Pixmap.maximumSide, rows * height <= Pixmap.maximumSide,
            columns * width * rows * height <= Pixmap.maximumPixelCount
        else {
            throw GoldenFailure(
                "an APNG golden of \(count) frames of \(width) x \(height) px does not fit one image "
                    + "(at most \(Pixmap.maximumSide) px a side): record at a smaller scale or fps, or use .everyFrame")
        }
    }

    var totalWidth: Int { columns * width }
    var totalHeight: Int { (count + columns - 1) / columns * height }

    /// Copies frame `i` into its cell of `image`, a row at a time.
    func place(_ frame: Pixmap, at i: Int, in image: Pixmap) {
        let x0 = i % columns * width, y0 = i / columns * height
        for y in 0..<height {
            (image.pixels.baseAddress! + (y0 + y) * image.width + x0).update(from: frame.pixels.baseAddress! + y * width, count: width)
        }
    }

    /// Frame `i` copied out of its cell of `image`, a row at a time.
    func cell(_ i: Int, of image: Pixmap) -> Pixmap {
        let out = Pixmap(width: width, height: height)!
        let x0 = i % columns * width, y0 = i / columns * height
        for y in 0..<height {
            (out.pixels.baseAddress! + y * width).update(from: image.pixels.baseAddress! + (y0 + y) * image.width + x0, count: width)
        }
        return out
    }
}

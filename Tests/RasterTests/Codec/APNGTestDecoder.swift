@testable import Raster

/// An APNG decoder written for the tests from the APNG specification, independent of the
/// writer: it walks the chunks, wraps each frame's data in a one-image PNG for libpng, and
/// composites by the frame's dispose and blend operations (float source-over, rounded).
struct APNGTestDecoder {
    /// One displayed frame: the whole canvas after compositing, and how long it shows.
    struct Frame {
        let canvas: Pixmap
        let delaySeconds: Double
        let rect: IntRect
        let dispose: UInt8, blend: UInt8
    }

    let width: Int, height: Int
    let colorType: UInt8
    let frames: [Frame]
    /// acTL's frame count.
    let declaredFrames: Int

    init(_ file: [UInt8]) throws {
        let chunks = CodecAPNGTests.chunks(file)
        let ihdr = chunks[0].data
        width = Int(chunks[0].u32(0)); height = Int(chunks[0].u32(4))
        colorType = ihdr[9]
        declaredFrames = Int(chunks.first { $0.type == "acTL" }!.u32(0))
        var controls: [(CodecAPNGTests.Chunk, [UInt8])] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL": controls.append((chunk, []))
            case "IDAT" where !controls.isEmpty: controls[controls.count - 1].1 += chunk.data
            case "fdAT": controls[controls.count - 1].1 += chunk.data.dropFirst(4)
            default: break
            }
        }
        let canvas = Pixmap(width: width, height: height)!
        var out: [Frame] = []
        for (fctl, data) in controls {
            let rect = IntRect(x: Int(fctl.u32(12)), y: Int(fctl.u32(16)), width: Int(fctl.u32(4)), height: Int(fctl.u32(8)))
            let delay = Double(fctl.u16(20)) / Double(fctl.u16(22) == 0 ? 100 : fctl.u16(22))
            let dispose = fctl.data[24], blend = fctl.data[25]
            var header = ihdr
            for (k, v) in [UInt32(rect.width), UInt32(rect.height)].enumerated() {
                header[4 * k] = UInt8(v >> 24); header[4 * k + 1] = UInt8((v >> 16) & 255)
                header[4 * k + 2] = UInt8((v >> 8) & 255); header[4 * k + 3] = UInt8(v & 255)
            }
            let image = try PNG.decode(PNGChunks.signature + Self.chunk("IHDR", header) + Self.chunk("IDAT", data) + Self.chunk("IEND", []),
                                       source: "frame \(out.count)")
            let before = canvas.copy()
            for y in 0..<rect.height {
                for x in 0..<rect.width {
                    let s = image[x, y]
                    canvas[rect.x + x, rect.y + y] = blend == 0 ? s : Self.over(s, canvas[rect.x + x, rect.y + y])
                }
            }
            out.append(Frame(canvas: canvas.copy(), delaySeconds: delay, rect: rect, dispose: dispose, blend: blend))
            switch dispose {
            case 1:
                for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { canvas[x, y] = .transparent } }
            case 2: canvas.copyPixels(from: before)
            default: break
            }
        }
        frames = out
    }

    /// The displayed frames expanded to one per 1/fps tick (a frame of delay d shows round(d·fps) ticks).
    func ticks(fps: Int) -> [Pixmap] {
        frames.flatMap { f in Array(repeating: f.canvas, count: Int((f.delaySeconds * Double(fps)).rounded())) }
    }

    static func over(_ s: PremultipliedColor, _ d: PremultipliedColor) -> PremultipliedColor {
        let k = 1 - Double(s.a) / 255
        func c(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(255, (Double(a) + Double(b) * k).rounded())) }
        return PremultipliedColor(r: c(s.r, d.r), g: c(s.g, d.g), b: c(s.b, d.b), a: c(s.a, d.a))
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        let n = UInt32(data.count), crc = CodecAPNGTests.crc32(typeAndData[...])
        return [UInt8(n >> 24), UInt8((n >> 16) & 255), UInt8((n >> 8) & 255), UInt8(n & 255)] + typeAndData
            + [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)]
    }
}

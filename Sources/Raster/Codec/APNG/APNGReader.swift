// Reading an animated PNG back into the frames a player shows: the chunks are walked once; each
// frame's zlib data (IDAT for the first, fdAT without its sequence number after) is wrapped in a
// PNG of its own — the file's IHDR with the frame's size, its PLTE and tRNS, one IDAT — and
// decoded by the ordinary PNG decoder; the frames are then composited as the APNG specification
// says: blend SOURCE replaces the frame's rectangle, OVER composites onto it, and after the
// frame is shown, dispose BACKGROUND clears the rectangle and PREVIOUS restores what was there.
// Used to compare animated goldens frame by frame; it trusts nothing in the file (every length,
// CRC, rectangle and count is checked before use, IEND must be there) and reports a bad file as
// `PNGError.malformed`.

/// An animated PNG read back into the frames it shows.
public enum APNGReader {
    /// One frame as a player shows it: the whole canvas, and how long it stays (seconds).
    public struct Frame {
        public let image: Pixmap
        public let delay: Double
    }

    /// The frames of the APNG `bytes` (`source` names it in errors). A PNG without `acTL` is one
    /// frame with no delay.
    public static func decode(_ bytes: [UInt8], source: String) throws(PNGError) -> [Frame] {
        func bad(_ problem: String) -> PNGError { .malformed(path: source, problem: problem, libpngMessage: "") }
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(PNGChunks.signature) else { throw bad("not a PNG (no PNG signature)") }
        var ihdr: [UInt8]?, ancillary: [(String, [UInt8])] = [], control: [FrameControl] = [], data: [[UInt8]] = []
        var animated = false, sawEnd = false
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { throw bad("a chunk at byte \(offset) runs past the end of the file") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = UInt32(bytes[offset + 8 + length]) << 24 | UInt32(bytes[offset + 9 + length]) << 16
                | UInt32(bytes[offset + 10 + length]) << 8 | UInt32(bytes[offset + 11 + length])
            guard CRC32.checksum(Array(bytes[(offset + 4)..<(offset + 8 + length)])) == stored else {
                throw bad("the \(type) chunk at byte \(offset) fails its CRC (the file is damaged)")
            }
            offset += 12 + length
            if type == "IEND" { sawEnd = true }
            switch type {
            case "IHDR": guard length == 13 else { throw bad("IHDR is \(length) bytes, not 13") }; ihdr = body
            case "PLTE", "tRNS": ancillary.append((type, body))
            case "acTL": animated = true
            case "fcTL":
                guard let header = ihdr, let c = FrameControl(body, canvasWidth: readU32(header, 0), canvasHeight: readU32(header, 4)) else {
                    throw bad("fcTL \(control.count) is malformed or its rectangle leaves the canvas")
                }
                control.append(c)
                data.append([])
            case "IDAT":
                // Before any fcTL, the default image is not part of the animation.
                if !control.isEmpty { data[data.count - 1] += body }
            case "fdAT":
                guard !control.isEmpty, length >= 4 else { throw bad("fdAT before any fcTL, or shorter than its sequence number") }
                data[data.count - 1] += body[4...]
            case "IEND": offset = bytes.count
            default: continue
            }
        }
        guard let header = ihdr else { throw bad("no IHDR chunk") }
        guard sawEnd else { throw bad("no IEND chunk: the file is truncated") }
        guard animated, !control.isEmpty else {
            return [Frame(image: try PNG.decode(bytes, source: source), delay: 0)]
        }
        let frameData = data
        if let empty = frameData.firstIndex(where: \.isEmpty) { throw bad("frame \(empty) has no image data") }
        let width = Int(readU32(header, 0)), height = Int(readU32(header, 4))
        guard let canvas = Pixmap(width: width, height: height) else { throw .tooLarge(path: source, width: width, height: height) }
        canvas.clear(to: PremultipliedColor(r: 0, g: 0, b: 0, a: 0))
        var frames: [Frame] = []
        for (k, c) in control.enumerated() {
            var png = PNGChunks.signature
            var frameHeader = header
            write32(&frameHeader, 0, UInt32(c.width))
            write32(&frameHeader, 4, UInt32(c.height))
            appendChunk("IHDR", frameHeader, to: &png)
            for (type, body) in ancillary { appendChunk(type, body, to: &png) }
            appendChunk("IDAT", frameData[k], to: &png)
            appendChunk("IEND", [], to: &png)
            let image = try PNG.decode(png, source: "\(source) frame \(k)")
            let saved = c.dispose == 2 ? region(of: canvas, c) : nil
            for y in 0..<c.height {
                for x in 0..<c.width {
                    let i = (c.y + y) * width + c.x + x
                    let src = image.pixels[y * c.width + x]
                    canvas.pixels[i] = c.blend == 0 ? src : Blend.over(src, canvas.pixels[i])
                }
            }
            frames.append(Frame(image: canvas.copy(), delay: c.delay))
            if c.dispose == 1 {
                for y in 0..<c.height { for x in 0..<c.width { canvas.pixels[(c.y + y) * width + c.x + x] = 0 } }
            } else if let saved {
                for y in 0..<c.height { for x in 0..<c.width { canvas.pixels[(c.y + y) * width + c.x + x] = saved[y * c.width + x] } }
            }
        }
        return frames
    }

    /// An fcTL's fields, checked against the canvas.
    struct FrameControl {
        let width: Int, height: Int, x: Int, y: Int, delay: Double, dispose: UInt8, blend: UInt8

        init?(_ b: [UInt8], canvasWidth: UInt32, canvasHeight: UInt32) {
            guard b.count == 26 else { return nil }
            let w = readU32(b, 4), h = readU32(b, 8), x = readU32(b, 12), y = readU32(b, 16)
            guard w >= 1, h >= 1, UInt64(x) + UInt64(w) <= UInt64(canvasWidth), UInt64(y) + UInt64(h) <= UInt64(canvasHeight),
                  b[24] <= 2, b[25] <= 1 else { return nil }
            let numerator = Double(UInt16(b[20]) << 8 | UInt16(b[21])), denominator = Double(UInt16(b[22]) << 8 | UInt16(b[23]))
            width = Int(w); height = Int(h); self.x = Int(x); self.y = Int(y)
            delay = numerator / (denominator == 0 ? 100 : denominator)
            dispose = b[24]
            blend = b[25]
        }
    }

    private static func region(of canvas: Pixmap, _ c: FrameControl) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: c.width * c.height)
        for y in 0..<c.height { for x in 0..<c.width { out[y * c.width + x] = canvas.pixels[(c.y + y) * canvas.width + c.x + x] } }
        return out
    }

    private static func appendChunk(_ type: String, _ body: [UInt8], to out: inout [UInt8]) {
        var length = [UInt8](repeating: 0, count: 4)
        write32(&length, 0, UInt32(body.count))
        out += length
        let typed = Array(type.utf8) + body
        out += typed
        var crc = [UInt8](repeating: 0, count: 4)
        write32(&crc, 0, CRC32.checksum(typed))
        out += crc
    }
}

private func readU32(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
}

private func write32(_ b: inout [UInt8], _ i: Int, _ v: UInt32) {
    b[i] = UInt8(v >> 24); b[i + 1] = UInt8(v >> 16 & 0xFF); b[i + 2] = UInt8(v >> 8 & 0xFF); b[i + 3] = UInt8(v & 0xFF)
}

/// The CRC-32 PNG chunks carry (ISO 3309, reflected polynomial 0xEDB88320), table-driven.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { c, b in table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    }
}

import CPNGSupport

/// Decodes PNG bytes into a premultiplied Pixmap (the common form without libpng, the rest
/// through it), refusing oversized headers first.
enum PNGDecoder {
    static func decode(_ bytes: [UInt8], source: String) throws(PNGError) -> Pixmap {
        try decodeImage(bytes, source: source).pixmap
    }

    /// Decodes the PNG and reports bytes after its IEND chunk, which are ignored as libpng-based
    /// viewers and browsers ignore them (a screenshot tool or an upload appending metadata).
    static func decodeImage(_ bytes: [UInt8], source: String) throws(PNGError) -> DecodedPNG {
        if let end = PNGChunks.endOfIEND(bytes), end < bytes.count {
            let pixmap = try decodeWhole(Array(bytes[..<end]), source: source)
            return DecodedPNG(pixmap: pixmap, trailingByteCount: bytes.count - end, source: source)
        }
        return DecodedPNG(pixmap: try decodeWhole(bytes, source: source), trailingByteCount: 0, source: source)
    }

    private static func decodeWhole(_ bytes: [UInt8], source: String) throws(PNGError) -> Pixmap {
        let result: Result<Pixmap, PNGError> = bytes.withUnsafeBufferPointer { buffer in
            var message = LibPNGMessage()
            guard let reader = rt_png_reader_create(buffer.baseAddress, buffer.count, &message.bytes) else {
                return .failure(.unreadable(path: source, reason: message.text))
            }
            defer { rt_png_reader_destroy(reader) }
            var width: UInt32 = 0, height: UInt32 = 0
            guard rt_png_reader_read_header(reader, &width, &height, &message.bytes) == 0 else {
                return .failure(.malformed(path: source, libpngMessage: message.text))
            }
            // The decompression-bomb checks, before anything the size of the image is allocated:
            // the declared size must be within the limits, and the file must be large enough to
            // hold it (deflate expands at most 1032:1, so a file smaller than even the 1-bit form
            // of the image needs is truncated or crafted).
            let w = Int(width), h = Int(height)
            guard w <= Pixmap.maximumSide, h <= Pixmap.maximumSide, w * h <= Pixmap.maximumPixelCount else {
                return .failure(.tooLarge(path: source, width: w, height: h))
            }
            let leastRawBytes = h * ((w + 7) / 8 + 1)
            guard buffer.count >= leastRawBytes / 1032 else {
                return .failure(.malformed(path: source, problem: "declares a \(w) x \(h) image but has only \(buffer.count) bytes, "
                    + "fewer than any compressed image of that size needs (\(leastRawBytes / 1032)); the file is truncated or crafted",
                    libpngMessage: ""))
            }
            guard let pixmap = Pixmap(width: w, height: h) else {
                return .failure(.tooLarge(path: source, width: w, height: h))
            }
            // The common PNG (8-bit, not interlaced, no tRNS, every CRC right) without libpng, in
            // about half its time, premultiplied as it is widened; libpng takes every other file,
            // and every broken one, as before.
            let fast = pixmap.pixels.withMemoryRebound(to: UInt8.self) {
                rt_png_fast_decode(buffer.baseAddress, buffer.count, width, height, $0.baseAddress)
            }
            if fast != Int32(RT_PNG_FAST_DECODED) {
                let status = pixmap.pixels.withMemoryRebound(to: UInt8.self) { rt_png_reader_read_rgba(reader, $0.baseAddress, &message.bytes) }
                guard status == 0 else { return .failure(.malformed(path: source, libpngMessage: message.text)) }
                premultiply(pixmap)
            }
            return .success(pixmap)
        }
        return try result.get()
    }

    /// Straight RGBA (as read) to premultiplied, in place; opaque pixels are left alone.
    static func premultiply(_ pixmap: Pixmap) {
        for i in pixmap.pixels.indices {
            let v = pixmap.pixels[i]
            let a = UInt8(truncatingIfNeeded: v >> 24)
            guard a != 255 else { continue }
            let r = Premultiplication.premultiply(UInt8(truncatingIfNeeded: v), a)
            let g = Premultiplication.premultiply(UInt8(truncatingIfNeeded: v >> 8), a)
            let b = Premultiplication.premultiply(UInt8(truncatingIfNeeded: v >> 16), a)
            pixmap.pixels[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
        }
    }
}

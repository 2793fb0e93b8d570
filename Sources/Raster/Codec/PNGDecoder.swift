import CPNGSupport

/// Decodes PNG bytes through libpng into a premultiplied Pixmap, refusing oversized headers first.
enum PNGDecoder {
    static func decode(_ bytes: [UInt8], source: String) throws(PNGError) -> Pixmap {
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
            // The decompression-bomb check: nothing the size of the image is allocated before it.
            guard let pixmap = Pixmap(width: Int(width), height: Int(height)) else {
                return .failure(.tooLarge(path: source, width: Int(width), height: Int(height)))
            }
            let status = pixmap.pixels.withMemoryRebound(to: UInt8.self) { rt_png_reader_read_rgba(reader, $0.baseAddress, &message.bytes) }
            guard status == 0 else { return .failure(.malformed(path: source, libpngMessage: message.text)) }
            premultiply(pixmap)
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

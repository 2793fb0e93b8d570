import CPNGSupport

/// Encodes an APNG frame's region as the zlib stream of its filtered rows (an IDAT/fdAT
/// payload) in a colour model, and decodes such a stream back (to re-encode a held frame when
/// the model widens).
///
/// zlib at level 9, twice: every row unfiltered, and libpng's adaptive choice of the five
/// filters per row; the smaller stream is kept. Flat UI (solid fills, anti-aliased edges and
/// text) often deflates best unfiltered, since LZ77 then finds whole repeated rows, while
/// gradients and photos need the filters. An animation is written once and read many times
/// (READMEs, docs, pull requests) and a frame's region is a fraction of the canvas, so this
/// effort pays; the frame files' fast path (`PNGEncoder`) is tuned for throughput instead.
final class APNGRegionEncoder {
    private let output = ByteBuffer()
    private var rows: [UInt8] = []
    private let path: String

    init(path: String) { self.path = path }

    /// The payload of `image` stored in `model` (which must hold it); `unfilteredOnly` skips
    /// the adaptive attempt (images that are mostly transparent runs).
    func encode(_ image: Pixmap, model: APNGColorModel, unfilteredOnly: Bool = false) throws(PNGError) -> [UInt8] {
        let channels = model.channels
        let count = image.width * image.height
        if rows.count < count * channels { rows = [UInt8](repeating: 0, count: count * channels) }
        let source = image.pixels.baseAddress!
        rows.withUnsafeMutableBufferPointer { out in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                let dst = out.baseAddress!
                switch model {
                case .grey:
                    for i in 0..<count { dst[i] = UInt8(truncatingIfNeeded: source[i]) }
                case .greyAlpha:
                    for i in 0..<count {
                        let v = source[i], a = Int(v >> 24)
                        dst[2 * i] = a == 0 ? 0 : table[a << 8 | Int(v & 0xFF)]
                        dst[2 * i + 1] = UInt8(a)
                    }
                case .rgb, .rgba:
                    for y in 0..<image.height {
                        PNGRowFilter.straighten(source + y * image.width, width: image.width, channels: channels,
                                                into: dst + y * image.width * channels, table: table.baseAddress!)
                    }
                }
            }
        }
        let unfiltered = try compress(image, channels: channels, filters: 2)
        if unfilteredOnly { return unfiltered }
        let adaptive = try compress(image, channels: channels, filters: 1)
        return adaptive.count < unfiltered.count ? adaptive : unfiltered
    }

    /// The zlib stream of `rows` (already straight, `channels` per pixel) with libpng's filter choice `filters`.
    private func compress(_ image: Pixmap, channels: Int, filters: Int32) throws(PNGError) -> [UInt8] {
        output.removeAll()
        var message = LibPNGMessage()
        let status = rows.withUnsafeBufferPointer { buffer in
            rt_png_encode_reference(&output.raw, buffer.baseAddress, UInt32(image.width), UInt32(image.height),
                                    Int32(channels), 9, filters, &message.bytes)
        }
        guard status == 0 else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
        let payload = ByteBuffer()
        guard PNGChunks.appendIDATPayloads(of: output.bytes, to: payload) else {
            throw .encodeFailed(path: path, message: "out of memory collecting image data")
        }
        return payload.toArray()
    }

    /// The pixels of a payload this encoder wrote for a `width x height` region in `model`,
    /// decoded by libpng from a one-image PNG built around it.
    func decode(_ payload: [UInt8], width: Int, height: Int, model: APNGColorModel) throws(PNGError) -> Pixmap {
        let png = ByteBuffer()
        var message = LibPNGMessage()
        guard rt_png_write_header(&png.raw, UInt32(width), UInt32(height), Int32(model.channels), &message.bytes) == 0,
              rt_png_write_chunk(&png.raw, "IDAT", payload, payload.count, &message.bytes) == 0,
              rt_png_write_chunk(&png.raw, "IEND", nil, 0, &message.bytes) == 0
        else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
        return try PNGDecoder.decode(png.toArray(), source: path)
    }
}

import CPNGSupport

/// A still PNG written with the animated PNG's effort: the narrowest colour type that holds the
/// image exactly (grey when r = g = b, alpha only when a pixel is not opaque) and
/// `APNGRegionEncoder`'s filter choice and near-optimal deflate. For images written once and
/// loaded by every page view, such as the docs gallery's contact sheets: on the gallery's sheets
/// about 8 % smaller than `PNGCompression.small` (libpng, zlib level 9, all five filters).
package enum CompactPNG {
    /// The PNG file's bytes for `pixmap`; `source` names it in errors.
    package static func encode(_ pixmap: Pixmap, source: String) throws(PNGError) -> [UInt8] {
        let model = APNGColorModel.narrowest(for: pixmap, alpha: false)
        let payload = try APNGRegionEncoder(path: source).encode(pixmap, model: model)
        let out = ByteBuffer()
        var message = LibPNGMessage()
        guard rt_png_write_header(&out.raw, UInt32(pixmap.width), UInt32(pixmap.height), Int32(model.channels), &message.bytes) == 0,
              rt_png_write_chunk(&out.raw, "IDAT", payload, payload.count, &message.bytes) == 0,
              rt_png_write_chunk(&out.raw, "IEND", nil, 0, &message.bytes) == 0
        else { throw .encodeFailed(path: source, message: "libpng: \(message.text)") }
        return out.toArray()
    }

    /// Writes `pixmap` to `path` atomically (a temporary file renamed into place).
    package static func write(_ pixmap: Pixmap, to path: String) throws(PNGError) {
        try PNG.writeAtomically(bytes: encode(pixmap, source: path), to: path)
    }
}

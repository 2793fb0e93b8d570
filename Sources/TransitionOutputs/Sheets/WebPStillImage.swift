import CWebP
import Raster

/// A still image as lossless WebP (libwebp's `WebPEncode`): the docs gallery's contact sheets
/// with `--sheet-format webp`. Lossless WebP predicts each pixel from its neighbours and can
/// copy from anywhere within about a megapixel back, so a sheet's cells, which differ little
/// from the cell beside and above, cost about 0.44x of the same sheet as a compact PNG.
/// Decoded, the pixels are the sheet's exactly. Single-threaded at a fixed effort: the same
/// image gives the same bytes with the same libwebp.
enum WebPStillImage {
    /// libwebp's lossless preset (0...9, `cwebp -z`): 7 is its method 4 at quality 90, the
    /// smallest before the effort turns steep (on the gallery's sheets 9 % smaller than the
    /// default 6 for 6 % more time; 8 is 2 % smaller than 7 for 40 % more time).
    static let losslessPreset: Int32 = 7

    /// The WebP file's bytes for `image`, which must be opaque; `path` names it in errors.
    static func encode(_ image: Pixmap, path: String) throws(OutputError) -> [UInt8] {
        guard image.isOpaque else { throw OutputError("\(path): a WebP sheet is written only from opaque pixels") }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0, WebPConfigLosslessPreset(&config, losslessPreset) != 0 else {
            throw OutputError("libwebp refused its default options writing \(path) (a libwebp version mismatch)")
        }
        config.exact = 1
        config.thread_level = 0
        var picture = WebPPicture()
        defer { WebPPictureFree(&picture) }
        guard picture.load(opaque: image) else { throw OutputError("libwebp: cannot hold \(image.width) x \(image.height) px for \(path) (out of memory)") }
        var memory = WebPMemoryWriter()
        WebPMemoryWriterInit(&memory)
        defer { WebPMemoryWriterClear(&memory) }
        let encoded = withUnsafeMutablePointer(to: &memory) { writer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let bytes = memory.mem else {
            throw OutputError("libwebp could not encode \(path): encoder error \(picture.error_code.rawValue) (WebP allows at most 16383 px a side)")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: memory.size))
    }

    /// Writes `image` to `path` atomically (a temporary file renamed into place).
    static func write(_ image: Pixmap, to path: String) throws {
        try PNG.writeAtomically(bytes: encode(image, path: path), to: path)
    }
}

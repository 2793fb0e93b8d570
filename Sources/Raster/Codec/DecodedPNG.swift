/// A decoded PNG file and what a reader should be told about it.
public struct DecodedPNG: Sendable {
    /// The image, premultiplied RGBA8.
    public let pixmap: Pixmap
    /// Bytes after the IEND chunk, ignored (0 for a file that ends where the PNG does).
    public let trailingByteCount: Int
    /// The file as the caller named it.
    public let source: String

    /// One line per oddity that did not stop the decode, naming the file.
    public var warnings: [String] {
        guard trailingByteCount > 0 else { return [] }
        return ["\(source) has \(trailingByteCount) byte\(trailingByteCount == 1 ? "" : "s") after the PNG's end (IEND); they were ignored"]
    }
}

import Glibc

/// PNG encoding and decoding of pixmaps, and atomic file writes.
public enum PNG {
    /// Encodes a pixmap (RGB when opaque, else RGBA). For many frames keep a `PNGEncoder` instead.
    public static func encode(_ pixmap: Pixmap, compression: PNGCompression = .fast) throws(PNGError) -> [UInt8] {
        try PNGEncoder(compression: compression).encode(pixmap)
    }

    /// Encodes a pixmap and writes it to `path` atomically (temporary name, then rename(2)).
    public static func write(_ pixmap: Pixmap, to path: String, compression: PNGCompression = .fast) throws(PNGError) {
        let encoded = try PNGEncoder(compression: compression).encode(pixmap, path: path)
        try writeAtomically(UnsafeRawBufferPointer(encoded.bytes), to: path)
    }

    /// Writes bytes to `path` through a temporary file in the same directory and a rename, so a
    /// failure (missing directory, permission, full disk) leaves neither a partial file nor the temporary.
    public static func writeAtomically(bytes: [UInt8], to path: String) throws(PNGError) {
        let file = try TemporaryFile(for: path)
        let failure: PNGError? = bytes.withUnsafeBytes { raw in
            do throws(PNGError) { try file.write(raw); return nil } catch { return error }
        }
        if let failure { throw failure }
        try file.commit()
    }

    static func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) throws(PNGError) {
        let file = try TemporaryFile(for: path)
        try file.write(bytes)
        try file.commit()
    }

    /// Decodes PNG bytes of any flavour libpng reads into premultiplied RGBA8; `source` names them in errors.
    public static func decode(_ bytes: [UInt8], source: String) throws(PNGError) -> Pixmap {
        try PNGDecoder.decode(bytes, source: source)
    }

    /// Reads and decodes the PNG file at `path`.
    public static func read(contentsOf path: String) throws(PNGError) -> Pixmap {
        try PNGDecoder.decode(readFile(path), source: path)
    }

    /// Reads and decodes the PNG file at `path`, telling what was unusual about it (bytes after
    /// IEND) so a front end can warn.
    public static func load(contentsOf path: String) throws(PNGError) -> DecodedPNG {
        try PNGDecoder.decodeImage(readFile(path), source: path)
    }

    /// The largest PNG file read, in bytes: far above any screenshot, far below a runaway read.
    public static let maximumFileSize = 256 << 20

    /// The whole contents of a regular file of at most `maximumFileSize` bytes (see `InputFile`).
    static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        do {
            return try InputFile.read(path, limit: maximumFileSize)
        } catch .notFound {
            throw .fileNotFound(path: path)
        } catch .unreadable(_, let reason) {
            throw .unreadable(path: path, reason: reason)
        } catch {
            throw .refused(error)
        }
    }
}

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

    /// The whole contents of a file, retrying short reads and EINTR.
    static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: TemporaryFile.lastError())
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: TemporaryFile.lastError())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

import Glibc

/// A file written under a hidden temporary name beside its destination and renamed into place
/// on `commit`, so an interrupted or failed write never leaves a partial file at `path`.
final class TemporaryFile {
    /// The destination.
    let path: String
    /// The temporary name, `.NAME.tmp-PID-RANDOM` in the same directory (rename(2) is atomic there).
    let temporaryPath: String
    private var descriptor: Int32
    /// True while the temporary file exists on disk (created, not yet renamed or removed).
    private var pending = true

    /// Creates the temporary file; throws `writeFailed` (missing directory, permission).
    init(for path: String) throws(PNGError) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        temporaryPath = "\(directory).\(name).tmp-\(getpid())-\(suffix)"
        descriptor = PathBytes.withCString(temporaryPath) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else {
            pending = false
            throw .writeFailed(path: path, reason: "cannot create a temporary file there: \(Self.lastError())")
        }
    }

    deinit { discard() }

    /// Appends bytes, retrying short writes and EINTR; on failure discards the file and throws.
    func write(_ bytes: UnsafeRawBufferPointer) throws(PNGError) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                let reason = Self.lastError()
                discard()
                throw .writeFailed(path: path, reason: reason)
            }
            offset += written
        }
    }

    /// Closes the file and renames it to `path`; on failure removes it and throws.
    func commit() throws(PNGError) {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let reason = Self.lastError()
            discard()
            throw .writeFailed(path: path, reason: reason)
        }
        guard PathBytes.withCString(temporaryPath, { from in PathBytes.withCString(path) { rename(from, $0) } }) == 0 else {
            let reason = Self.lastError()
            discard()
            throw .writeFailed(path: path, reason: reason)
        }
        pending = false
    }

    /// Closes and removes the temporary file if it is still there (idempotent).
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if pending {
            _ = PathBytes.withCString(temporaryPath) { unlink($0) }
            pending = false
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}

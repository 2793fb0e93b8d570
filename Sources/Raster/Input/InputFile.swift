import Glibc

/// Reads an input file (a screenshot, a scene file or image, a gesture trace, a font) the one
/// safe way: opened once without blocking, checked to be a regular file on that same descriptor,
/// and read with a size cap, so `/dev/zero`, `/dev/urandom`, a FIFO or a huge file is refused
/// before anything is decoded or allocated.
///
/// `O_NONBLOCK` makes opening a FIFO return at once instead of waiting for a writer; the
/// `fstat` of the opened descriptor (not a second `stat` of the path) is what decides, so the
/// path cannot be swapped between the check and the read.
public enum InputFile {
    /// The whole contents of the regular file at `path`, at most `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        let descriptor = try open(path, limit: limit)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            // The file may grow after the fstat (a log being written, a crafted race).
            guard bytes.count <= limit else { throw .tooLarge(path: path, bytes: bytes.count, limit: limit) }
        }
    }

    /// Checks that `path` is a regular file of at most `limit` bytes, for readers that must
    /// open the path themselves (FreeType's `FT_New_Face`).
    public static func check(_ path: String, limit: Int) throws(InputFileError) {
        close(try open(path, limit: limit))
    }

    /// A read-only descriptor of the regular file at `path`, in blocking mode again.
    private static func open(_ path: String, limit: Int) throws(InputFileError) -> Int32 {
        let descriptor = PathBytes.withCString(path) { Glibc.open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .notFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notRegularFile(path: path, kind: kindName(info.st_mode))
        }
        guard Int(info.st_size) <= limit else {
            close(descriptor)
            throw .tooLarge(path: path, bytes: Int(info.st_size), limit: limit)
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return descriptor
    }

    /// What a non-regular file is, in words.
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}

/// Why an input file was refused; `description` is one line naming the file and what to do.
public enum InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// It exists but cannot be opened or read; `reason` is the system's.
    case unreadable(path: String, reason: String)
    /// A directory, device, FIFO or socket; `kind` says which.
    case notRegularFile(path: String, kind: String)
    /// Larger than the reader's cap.
    case tooLarge(path: String, bytes: Int, limit: Int)

    /// The path as given.
    public var path: String {
        switch self {
        case .notFound(let p), .unreadable(let p, _), .notRegularFile(let p, _), .tooLarge(let p, _, _): p
        }
    }

    /// The problem without the path, for callers that word the path themselves.
    public var problem: String {
        switch self {
        case .notFound: "no such file (check the path and the working directory)"
        case .unreadable(_, let reason): "\(reason) (check that it is a readable file)"
        case .notRegularFile(_, let kind): "\(kind), not a regular file; give the path of a file"
        case .tooLarge(_, let bytes, let limit): "the file is \(bytes) bytes, over the limit of \(limit) bytes for this input (is this the right file?)"
        }
    }

    public var description: String { "cannot read \(path): \(problem)" }
}

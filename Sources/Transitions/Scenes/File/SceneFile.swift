import Glibc
import Raster

/// Scene files (JSON): two screens as view trees plus the transition (see docs/scene-format.md).
public enum SceneFile {
    /// The largest scene file read, in bytes (a guard against being handed a huge file by mistake).
    public static let maximumFileSize = 32 << 20

    /// Loads and validates a scene file. Images must resolve inside the file's directory unless
    /// `allowingImagesOutside` is true.
    public static func load(contentsOf path: String, allowingImagesOutside: Bool = false) throws(SceneFileError) -> Scene {
        let bytes = try read(path)
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw SceneFileError(path: path, location: "line \(error.line), column \(error.column)",
                                 message: "invalid JSON: \(error.message)", kind: .syntax)
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let defaultName = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        var decoder = SceneFileDecoder(file: path, directory: directory, allowingImagesOutside: allowingImagesOutside)
        var identity = Fingerprint()
        identity.add(bytes)
        // Snapshots are cached under the root views' keys for the whole process: the key names
        // the file and its content (and the decoder adds its images), so two different scenes, or
        // the same file edited between loads, never share a snapshot.
        let fileKey = "scenefile:\(SceneImageLoader.realPath(path) ?? path):\(identity.hex)"
        return try decoder.decodeScene(root, defaultName: defaultName, fileKey: fileKey)
    }

    /// The file's bytes, refusing missing, unreadable and oversized files with a message that says what to do.
    static func read(_ path: String) throws(SceneFileError) -> [UInt8] {
        func fail(_ message: String) -> SceneFileError { SceneFileError(path: path, location: nil, message: message, kind: .unreadable) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw fail(errno == ENOENT ? "no such file (check the path and the working directory)" : "cannot open: \(reason)")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail("cannot stat: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw fail("not a regular file: give the path of a .json scene file") }
        guard info.st_size <= maximumFileSize else {
            throw fail("the file is \(info.st_size) bytes; scene files are limited to \(maximumFileSize) bytes (is this the right file?)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail("cannot read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
            guard bytes.count <= maximumFileSize else { throw fail("the file grew past \(maximumFileSize) bytes while being read") }
        }
    }
}

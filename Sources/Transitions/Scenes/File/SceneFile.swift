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

    /// The file's bytes, refusing missing, unreadable, special and oversized files (see `InputFile`)
    /// with a message that says what to do.
    static func read(_ path: String) throws(SceneFileError) -> [UInt8] {
        do {
            return try InputFile.read(path, limit: maximumFileSize)
        } catch .notRegularFile(_, let kind) {
            throw SceneFileError(path: path, location: nil, message: "\(kind), not a regular file: give the path of a .json scene file", kind: .unreadable)
        } catch .tooLarge(_, let bytes, let limit) {
            throw SceneFileError(path: path, location: nil,
                                 message: "the file is \(bytes) bytes; scene files are limited to \(limit) bytes (is this the right file?)", kind: .unreadable)
        } catch {
            throw SceneFileError(path: path, location: nil, message: error.problem, kind: .unreadable)
        }
    }
}

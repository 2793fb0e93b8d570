import Glibc
import Raster

/// Scene files (JSON): two screens as view trees plus the transition (see docs/scene-format.md).
public enum SceneFile {
    /// The largest scene file read, in bytes (a guard against being handed a huge file by mistake).
    public static let maximumFileSize = 32 << 20

    /// Reads and validates a scene file into data, as a render reads it: its settings and the two
    /// screens' view trees (`SceneNode`), images decoded and text laid out on trial, no view made.
    /// Images must resolve inside the file's directory unless `allowingImagesOutside` is true.
    /// `transitions` are the names the file's `transition` may take (a render passes its
    /// catalog's); nil accepts any name, left to whoever records the scene to check.
    public static func decode(contentsOf path: String, allowingImagesOutside: Bool = false,
                               transitions: [String]? = nil) throws(SceneFileError) -> SceneDescription {
        let bytes = try read(path)
        if let encoding = utf16Or32(bytes) {
            throw SceneFileError(path: path, location: nil,
                                 message: "the file is \(encoding.name) text; scene files must be UTF-8: convert it (e.g. iconv -f \(encoding.iconv) -t UTF-8)",
                                 kind: .syntax)
        }
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
        decoder.transitionNames = transitions
        return try decoder.decodeScene(root, defaultName: defaultName)
    }

    /// The encoding of a file that is UTF-16 or UTF-32 rather than UTF-8 ("UTF-16LE" ...), from
    /// its byte-order mark or, without one, from where the zero bytes of its first (ASCII)
    /// characters fall (RFC 4627, section 3); nil for anything else.
    static func utf16Or32(_ b: [UInt8]) -> (name: String, iconv: String)? {
        func starts(_ prefix: [UInt8]) -> Bool { b.starts(with: prefix) }
        // With a byte-order mark iconv reads the order from it (and drops it).
        if starts([0xFF, 0xFE, 0, 0]) { return ("UTF-32LE", "UTF-32") }
        if starts([0, 0, 0xFE, 0xFF]) { return ("UTF-32BE", "UTF-32") }
        if starts([0xFF, 0xFE]) { return ("UTF-16LE", "UTF-16") }
        if starts([0xFE, 0xFF]) { return ("UTF-16BE", "UTF-16") }
        guard b.count >= 4 else { return nil }
        let name: String
        switch (b[0] == 0, b[1] == 0, b[2] == 0, b[3] == 0) {
        case (true, true, true, false): name = "UTF-32BE"
        case (false, true, true, true): name = "UTF-32LE"
        case (true, false, true, false): name = "UTF-16BE"
        case (false, true, false, true): name = "UTF-16LE"
        default: return nil
        }
        return (name, name)
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

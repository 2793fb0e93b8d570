import Glibc
import Raster

/// Resolves and decodes the images of a scene file, each once, confined to the file's directory.
///
/// A scene file is input from someone else (a pull request, a CI job), so its image paths are
/// not trusted: after following every symlink (realpath), an image must lie inside the scene
/// file's own directory unless the caller allows otherwise. Absolute paths, `..` and symlinks
/// pointing out are all caught by comparing resolved paths, never by inspecting the text.
struct SceneImageLoader {
    /// The most decoded pixels one scene may hold (all images together): 1 GiB of RGBA.
    static let maximumTotalPixels = 1 << 28

    let file: String
    /// The scene file's directory as given (relative paths are resolved against it).
    let directory: String
    let allowingOutside: Bool
    private var decoded: [String: Pixmap] = [:]
    private var totalPixels = 0
    /// One line per image oddity that did not stop the decode, in load order.
    private(set) var warnings: [String] = []

    init(file: String, directory: String, allowingOutside: Bool) {
        self.file = file
        self.directory = directory
        self.allowingOutside = allowingOutside
    }

    /// The resolved path of every image loaded so far, sorted.
    var resolvedPaths: [String] { decoded.keys.sorted() }

    /// The decoded image `src` names (JSON path `path`), shared by every view that names the same file.
    mutating func load(_ src: String, at path: String, value: JSONValue) throws(SceneFileError) -> Pixmap {
        func fail(_ message: String, _ kind: SceneFileError.Kind) -> SceneFileError {
            SceneFileError(path: file, location: "\(path) (\(value.position))", message: message, kind: kind)
        }
        guard !src.isEmpty else { throw fail("an empty path: give the PNG's path relative to the scene file", .invalidValue) }
        let candidate = src.hasPrefix("/") ? src : "\(directory)/\(src)"
        guard let resolved = Self.realPath(candidate) else {
            throw fail("cannot find \"\(src)\" (looked for \(candidate)): \(String(cString: strerror(errno))); check the path, relative to the scene file", .imageUnreadable)
        }
        if !allowingOutside {
            guard let base = Self.realPath(directory) else {
                throw fail("cannot resolve the scene file's directory \(directory)", .imageUnreadable)
            }
            let inside = base == "/" ? true : resolved.hasPrefix(base + "/")
            guard inside else {
                throw fail("\"\(src)\" resolves to \(resolved), outside the scene file's directory \(base); move the image next to the scene file,"
                           + " or allow images outside it (SceneFile.load(allowingImagesOutside: true))", .imageOutsideDirectory)
            }
        }
        if let hit = decoded[resolved] { return hit }
        let pixmap: Pixmap
        do {
            let image = try PNG.load(contentsOf: resolved)
            pixmap = image.pixmap
            warnings += image.warnings.map { "\(file): image \"\(src)\": \($0)" }
        } catch {
            // Name the src as written too: a symlink may resolve to a path the user never typed.
            throw fail(resolved == candidate ? "\(error)" : "\"\(src)\": \(error)", .imageUnreadable)
        }
        totalPixels += pixmap.width * pixmap.height
        guard totalPixels <= Self.maximumTotalPixels else {
            throw fail("the scene's images hold more than \(Self.maximumTotalPixels) pixels together; use smaller images", .limitExceeded)
        }
        decoded[resolved] = pixmap
        return pixmap
    }

    /// The absolute path with every symlink, `.` and `..` resolved, or nil (errno set) when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let p = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(p) }
        return PathBytes.string(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
    }
}

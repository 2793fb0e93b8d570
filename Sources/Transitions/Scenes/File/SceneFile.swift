import Raster

/// Scene files (JSON): two screens as view trees plus the transition (see docs/scene-format.md).
public enum SceneFile {
    /// Loads and validates a scene file. Images must resolve inside the file's directory unless
    /// `allowingImagesOutside` is true.
    public static func load(contentsOf path: String, allowingImagesOutside: Bool = false) throws(SceneFileError) -> Scene {
        throw SceneFileError(path: path, location: nil, message: "scene files are not supported yet")
    }
}

/// Why a scene file was refused: the file, where in it (JSON path or line:column), and what to do.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var location: String?
    public var message: String

    public init(path: String, location: String?, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String { "\(path)\(location.map { ": \($0)" } ?? ""): \(message)" }
}

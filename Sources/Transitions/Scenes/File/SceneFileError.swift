/// Why a scene file was refused: the file, where in it (JSON path or line:column), and what to do.
///
/// `description` is one line: `FILE: LOCATION: MESSAGE`, e.g.
/// `demo.json: to.children[2].frame (line 12, column 16): expected an array of 4 numbers [x, y, width, height], got a string`.
public struct SceneFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The class of problem, for callers and tests that branch on it.
    public enum Kind: String, Sendable, Equatable {
        /// The file is missing, unreadable or too large to be a scene.
        case unreadable
        /// The text is not valid JSON (location is the line and column).
        case syntax
        /// `version` is missing or not one this renderer reads.
        case unsupportedVersion
        /// An object has a key the format does not define.
        case unknownKey
        /// A value has the wrong JSON type.
        case wrongType
        /// A required field is absent.
        case missingField
        /// A value has the right type but is out of range or not one of the allowed words.
        case invalidValue
        /// The scene exceeds a size limit (nesting depth, node count, text length, pixel size).
        case limitExceeded
        /// `trigger` names a view id the starting screen does not have.
        case unknownTrigger
        /// Two views of one screen share an id.
        case duplicateIdentifier
        /// An image file does not exist or is not a PNG that decodes.
        case imageUnreadable
        /// An image resolves outside the scene file's directory and that was not allowed.
        case imageOutsideDirectory
    }

    /// The scene file as the caller named it.
    public var path: String
    /// Where in the file: a JSON path such as `to.children[2].frame`, with the line and column when known.
    public var location: String?
    /// What is wrong and what to do about it.
    public var message: String
    /// The class of problem.
    public var kind: Kind

    /// An error at `location` in the file at `path`.
    public init(path: String, location: String?, message: String, kind: Kind = .invalidValue) {
        self.path = path
        self.location = location
        self.message = message
        self.kind = kind
    }

    public var description: String { "\(path)\(location.map { ": \($0)" } ?? ""): \(message)" }
}

/// Why reading or writing a PNG failed; `description` is one line naming the file, the problem
/// and what to do about it.
public enum PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file does not exist.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (permissions, a directory, an I/O error); `reason` is strerror.
    case unreadable(path: String, reason: String)
    /// Not a regular file (a device, a FIFO, a directory) or over `PNG.maximumFileSize`; refused before reading.
    case refused(InputFileError)
    /// The bytes are not a PNG libpng can decode: not a PNG, truncated or corrupt.
    case malformed(path: String, problem: String, libpngMessage: String)
    /// The header declares a size beyond `Pixmap`'s limits; refused before any pixel memory is allocated.
    case tooLarge(path: String, width: Int, height: Int)
    /// Writing failed (missing directory, permission, full disk); no partial file is left behind.
    case writeFailed(path: String, reason: String)
    /// libpng or zlib refused to encode (out of memory, or a bug here).
    case encodeFailed(path: String, message: String)
    /// An animation's parameters or frames do not fit (size, frame count, fps, opacity).
    case invalidAnimation(path: String, problem: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "cannot read \(path): no such file (check the path and the working directory)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason) (check that it is a readable file)"
        case .refused(let error):
            "\(error)"
        case .malformed(let path, let problem, let libpngMessage):
            "cannot read \(path): \(problem)\(libpngMessage.isEmpty ? "" : " (libpng: \(libpngMessage))"); replace it with a valid PNG"
        case .tooLarge(let path, let width, let height):
            "cannot read \(path): image is \(width) x \(height), beyond the limit of \(Pixmap.maximumSide) px a side"
                + " and \(Pixmap.maximumPixelCount) pixels; refused before allocating (use a smaller image)"
        case .writeFailed(let path, let reason):
            "cannot write \(path): \(reason); no partial file was left (check the directory exists, is writable and has space)"
        case .encodeFailed(let path, let message):
            "cannot encode \(path): \(message)"
        case .invalidAnimation(let path, let problem):
            "cannot write animation \(path): \(problem)"
        }
    }

    /// Sorts libpng's terse message into a problem a user understands.
    static func malformed(path: String, libpngMessage message: String) -> PNGError {
        let problem: String
        if message == "Not a PNG file" {
            problem = "not a PNG file"
        } else if message.contains("read beyond end of data") {
            problem = "the file is truncated"
        } else if message.contains("IHDR") {
            problem = "the PNG header is invalid"
        } else {
            problem = "corrupt PNG data"
        }
        return .malformed(path: path, problem: problem, libpngMessage: message)
    }
}

/// How frame files are named, by every writer of them (`OutputFormat.frames`, the command
/// line): `frame-0007.png`, with 4 digits or as many as the last index of the whole recording
/// needs, so the names of a part stay those of the whole.
public enum FrameFileNames {
    /// The digits the names of a recording whose last frame is `last` have.
    public static func digits(forLastIndex last: Int) -> Int { max(4, String(max(last, 0)).count) }

    /// `frame-0007.png` for a frame index with `digits` digits.
    public static func name(ofFrame index: Int, digits: Int) -> String {
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(digits - number.count, 0)) + number + ".png"
    }

    /// `directory/name`, with one slash.
    public static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// Why text could not be laid out or drawn. Every case names the value at fault.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text has more Unicode scalars than `TextLayout.maximumScalarCount`.
    case textTooLong(count: Int, limit: Int)
    /// The container width is negative, NaN or infinite.
    case invalidWidth(Double)
    /// An inset or the line fragment padding is negative, NaN or infinite.
    case invalidInsets(EdgeInsets, lineFragmentPadding: Double)
    /// A run's point size is not a finite number in 0...`TextLayout.maximumPointSize`.
    case invalidPointSize(Double, font: String)
    /// The render scale is not a finite number in (0, 16].
    case invalidScale(Double)
    /// The rendered bitmap would be empty or larger than `Pixmap`'s limits.
    case invalidBitmapSize(width: Int, height: Int)
    /// Not even the last-resort font (DejaVu Sans) was found.
    case noFontAvailable(searched: [String])
    /// FreeType failed; `code` is FreeType's error number.
    case freeType(operation: String, path: String, code: Int32)

    public var description: String {
        switch self {
        case let .textTooLong(count, limit):
            "text has \(count) characters (Unicode scalars); the limit is \(limit): split it into several text views"
        case let .invalidWidth(w):
            "text container width \(w) is not a finite number >= 0"
        case let .invalidInsets(insets, padding):
            "text insets \(insets) / line fragment padding \(padding) must be finite and >= 0"
        case let .invalidPointSize(size, font):
            "point size \(size) of font \(font) must be finite and in 0...\(TextLayout.maximumPointSize)"
        case let .invalidScale(s):
            "render scale \(s) must be finite, > 0 and <= 16"
        case let .invalidBitmapSize(w, h):
            "text bitmap of \(w) x \(h) pixels is empty or exceeds the pixmap limits; check the width and scale"
        case let .noFontAvailable(dirs):
            "no usable font: DejaVuSans.ttf was not found under \(dirs.joined(separator: ", ")); install fonts-dejavu-core"
        case let .freeType(op, path, code):
            "FreeType \(op) failed with error \(code) for \(path)"
        }
    }
}

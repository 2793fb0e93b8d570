/// Why two images could not be compared.
public enum CompareError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The images differ in size; a pixel-by-pixel comparison needs equal sizes. Re-render the
    /// actual image at the reference's size, or re-record the reference.
    case sizeMismatch(referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int)

    public var description: String {
        switch self {
        case let .sizeMismatch(rw, rh, aw, ah):
            "cannot compare images of different sizes: reference is \(rw) x \(rh), actual is \(aw) x \(ah); "
                + "render the actual image at \(rw) x \(rh) or re-record the reference"
        }
    }
}

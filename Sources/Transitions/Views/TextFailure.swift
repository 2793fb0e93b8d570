import Raster

/// Text a view or layer could not lay out or draw: a plan warning naming the text and the error.
///
/// Setting text cannot throw (UIKit's and Core Animation's setters do not), so the failure is
/// surfaced where a render's problems are read, instead of an empty layer saying nothing. Text
/// that lays out to nothing (empty, or a zero-width box) is not a failure.
enum TextFailure {
    static func report(_ error: any Error, text: AttributedText, in owner: String, width: Double) {
        if case TextError.invalidBitmapSize(let w, let h)? = error as? TextError, w == 0 || h == 0 { return }
        let characters = text.string
        let shown = characters.count > 40 ? String(characters.prefix(40)) + "..." : characters
        Timeline.current?.warn("\(owner) text \"\(shown)\" (\(width) pt wide) is not drawn: \(error)")
    }
}

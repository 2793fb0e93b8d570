import Raster

/// A contact sheet: the frames of a render in a grid at a readable size, each labelled with its time.
///
/// Frames are downscaled as they arrive (memory stays bounded: only the sheet is kept).
public final class ContactSheetBuilder {
    public init(frameCount: Int, frameWidth: Int, frameHeight: Int, title: String) {}

    /// Adds frame `index` showing time `time` (seconds); frames may arrive in any order.
    public func add(index: Int, time: Double, frame: Pixmap) {}

    /// The finished sheet.
    public func finish() -> Pixmap { Pixmap(width: 1, height: 1)! }
}

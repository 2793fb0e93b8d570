import Raster
import Transitions

/// The image file a gallery item's contact sheet is written as: its file extension and its
/// encoder. The sheet is the HTML player's sprite and the Markdown page's still, so it must be
/// lossless (the player shows its cells as the frames): PNG or lossless WebP.
public struct GallerySheetFormat: Sendable {
    /// The file extension, e.g. `png` (sheets are `<name>-<direction>-sheet.<extension>`).
    public let fileExtension: String
    /// Writes `sheet` to `path`, atomically: the file holds the whole image or does not exist.
    public let write: @Sendable (_ sheet: Pixmap, _ path: String) throws -> Void

    /// A format with its extension and writer.
    public init(fileExtension: String, write: @escaping @Sendable (Pixmap, String) throws -> Void) {
        self.fileExtension = fileExtension
        self.write = write
    }

    /// PNG with the animated PNG's effort (`CompactPNG`): written once, loaded by every page view.
    public static let png = GallerySheetFormat(fileExtension: "png") { sheet, path in try CompactPNG.write(sheet, to: path) }

    /// Lossless WebP (`WebPStillImage`): the same pixels in about 0.45x the bytes.
    public static let webp = GallerySheetFormat(fileExtension: "webp") { sheet, path in try WebPStillImage.write(sheet, to: path) }
}

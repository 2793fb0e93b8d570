import Raster

/// An animation file a gallery item writes besides its APNG (the command line supplies WebP,
/// GIF and MP4 writers, which live with it): frames go in in order, the file appears at `finish`.
public protocol GalleryAnimationWriter: AnyObject {
    /// Takes the next frame.
    func append(_ frame: Pixmap) throws
    /// Writes the file.
    func finish() throws
}

/// A kind of animation file for the gallery: its file extension and how to start a writer.
public struct GalleryAnimationFormat: Sendable {
    /// The file extension, e.g. `webp` (files are `<name>-<direction>.<extension>`).
    public let fileExtension: String
    /// Starts a writer of `path` for `frameCount` frames of `width x height` at `fps`.
    public let makeWriter: @Sendable (_ path: String, _ width: Int, _ height: Int, _ frameCount: Int, _ fps: Int) throws -> any GalleryAnimationWriter

    /// A format with its extension and writer factory.
    public init(fileExtension: String,
                makeWriter: @escaping @Sendable (String, Int, Int, Int, Int) throws -> any GalleryAnimationWriter) {
        self.fileExtension = fileExtension
        self.makeWriter = makeWriter
    }
}

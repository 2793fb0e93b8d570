import Raster
import Transitions

/// An animation file a gallery item writes besides its APNG (`.webp`, `.gif`, `.mp4`, or one of
/// your own): frames go in in order, the file appears at `finish`.
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

extension GalleryAnimationFormat {
    /// Lossless animated WebP, held `DocsGallery.hold` on the last frame.
    public static let webp = GalleryAnimationFormat(fileExtension: "webp") { path, width, height, _, fps in
        WriterAdapter(try WebPAnimationWriter(path: path, width: width, height: height, fps: fps, hold: DocsGallery.hold, quality: nil))
    }

    /// A GIF through `ffmpeg` (its path, see `FFmpegRunner.locate()`), scaled to the point width
    /// of frames drawn at `scale` (READMEs show GIFs at 1x); `shouldStop` is polled while ffmpeg
    /// is waited for (an interrupt ends the wait).
    public static func gif(ffmpeg: String, scale: Double, shouldStop: @escaping @Sendable () -> Bool = { false }) -> GalleryAnimationFormat {
        GalleryAnimationFormat(fileExtension: "gif") { path, width, height, frameCount, fps in
            WriterAdapter(try FFmpegAnimationWriter.gif(executable: ffmpeg, path: path, width: width, height: height, frameCount: frameCount,
                                                        fps: fps, hold: DocsGallery.hold,
                                                        outputWidth: max(1, Int((Double(width) / scale).rounded())), shouldStop: shouldStop))
        }
    }

    /// An H.264 MP4 through `ffmpeg`.
    public static func mp4(ffmpeg: String, shouldStop: @escaping @Sendable () -> Bool = { false }) -> GalleryAnimationFormat {
        GalleryAnimationFormat(fileExtension: "mp4") { path, width, height, _, fps in
            WriterAdapter(try FFmpegAnimationWriter.mp4(executable: ffmpeg, path: path, width: width, height: height, fps: fps,
                                                        hold: DocsGallery.hold, shouldStop: shouldStop))
        }
    }
}

/// An output's animation writer seen as a gallery writer.
final class WriterAdapter: GalleryAnimationWriter {
    let writer: any AnimationWriter
    init(_ writer: any AnimationWriter) { self.writer = writer }
    func append(_ frame: Pixmap) throws { try writer.append(frame) }
    func finish() throws { try writer.finish() }
}

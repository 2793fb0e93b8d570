import Raster
import Transitions

/// The command line's animation writers (WebP, GIF, MP4) as gallery formats, so `docs
/// --format` writes the same files `render --format` does, one per gallery item.
package enum GalleryFormats {
    /// The gallery formats for the `docs --format` words other than `apng` (which the gallery writes itself).
    package static func formats(_ words: [RenderRequest.Format], scale: Double, ffmpeg: String?) -> [GalleryAnimationFormat] {
        words.compactMap { word -> GalleryAnimationFormat? in
            switch word {
            case .webp:
                return GalleryAnimationFormat(fileExtension: "webp") { path, width, height, _, fps in
                    Adapter(try WebPOutput(path: path, width: width, height: height, fps: fps, hold: DocsGallery.hold, quality: nil))
                }
            case .gif:
                guard let ffmpeg else { return nil }
                return GalleryAnimationFormat(fileExtension: "gif") { path, width, height, frameCount, fps in
                    Adapter(try FFmpegOutput.gif(executable: ffmpeg, path: path, width: width, height: height, frameCount: frameCount, fps: fps,
                                                 hold: DocsGallery.hold, outputWidth: max(1, Int((Double(width) / scale).rounded())),
                                                 shouldStop: { InterruptSignal.isSet }))
                }
            case .mp4:
                guard let ffmpeg else { return nil }
                return GalleryAnimationFormat(fileExtension: "mp4") { path, width, height, _, fps in
                    Adapter(try FFmpegOutput.mp4(executable: ffmpeg, path: path, width: width, height: height, fps: fps, hold: DocsGallery.hold,
                                                 shouldStop: { InterruptSignal.isSet }))
                }
            case .png, .apng, .sheet:
                return nil
            }
        }
    }

    /// Contact sheets as lossless WebP (`docs --sheet-format webp`).
    package static let webpSheets = GallerySheetFormat(fileExtension: "webp") { sheet, path in try WebPStillImage.write(sheet, to: path) }

    /// The sheet formats `docs --sheet-format` names by their file extension, the first the default.
    static let sheetFormats: [GallerySheetFormat] = [.png, webpSheets]

    /// An `AnimationOutput` seen as a gallery writer.
    final class Adapter: GalleryAnimationWriter {
        let output: AnimationOutput
        init(_ output: AnimationOutput) { self.output = output }
        func append(_ frame: Pixmap) throws { try output.append(frame) }
        func finish() throws { try output.finish() }
    }
}

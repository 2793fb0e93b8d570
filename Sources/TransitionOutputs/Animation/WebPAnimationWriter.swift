import CWebP
import Raster

/// The animated WebP, encoded by libwebp's WebPAnimEncoder: lossless by default (decoded pixels
/// are the frames exactly), lossy at a quality when asked. The encoder itself stores each frame
/// as the sub-rectangle that changed and merges identical frames into a longer duration; the
/// last frame's duration is extended by the hold. Single-threaded, so the bytes do not depend on
/// the machine.
package final class WebPAnimationWriter: AnimationWriter {
    package let fileName: String
    private let path: String
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let width: Int, height: Int, fps: Int, hold: Double
    private var frames = 0

    /// `quality` nil: lossless; else lossy at 0...100.
    package init(path: String, width: Int, height: Int, fps: Int, hold: Double, quality: Int?) throws(OutputError) {
        self.path = path
        fileName = String(path.split(separator: "/").last ?? Substring(path))
        self.width = width
        self.height = height
        self.fps = fps
        self.hold = hold
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw OutputError("libwebp refused its default options writing \(path) (a libwebp version mismatch)")
        }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.exact = 1
            config.quality = 75 // lossless: the effort, libwebp's default
        }
        config.method = 4
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0, let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw OutputError("libwebp cannot start an animation of \(width) x \(height) writing \(path) (WebP allows at most 16383 px a side)")
        }
        self.encoder = encoder
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Frame i starts at round(i × 1000 / fps) ms: WebP durations are whole milliseconds.
    private func timestamp(ofFrame i: Int) -> Int32 { Int32((Double(i) * 1000 / Double(fps)).rounded()) }

    package func append(_ frame: Pixmap) throws(OutputError) {
        // Frames are opaque, as `load(opaque:)` needs.
        var picture = WebPPicture()
        defer { WebPPictureFree(&picture) }
        let imported = picture.load(opaque: frame)
        guard imported, WebPAnimEncoderAdd(encoder, &picture, timestamp(ofFrame: frames), &config) != 0 else {
            throw OutputError("libwebp could not encode frame \(frames) of \(path): \(errorText(picture.error_code))")
        }
        frames += 1
    }

    package func finish() throws(OutputError) {
        let end = timestamp(ofFrame: frames) + Int32((hold * 1000).rounded())
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0, WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            let message = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
            throw OutputError("libwebp could not assemble \(path): \(message)")
        }
        do {
            try PNG.writeAtomically(bytes: Array(UnsafeBufferPointer(start: data.bytes, count: data.size)), to: path)
        } catch {
            throw OutputError("\(error)")
        }
    }

    private func errorText(_ code: WebPEncodingError) -> String {
        code == VP8_ENC_ERROR_OUT_OF_MEMORY ? "out of memory" : "encoder error \(code.rawValue)"
    }
}

import CWebP
import Foundation
import Raster
import Testing

/// `--format webp` run as a process, the file decoded with libwebp's WebPAnimDecoder.
@Suite struct CLIWebPProcessTests {
    /// Every frame of an animated WebP as RGBA and its end timestamp (ms), decoded by libwebp.
    static func decode(_ data: Data) -> [(pixels: [UInt8], endMilliseconds: Int)]? {
        var out: [(pixels: [UInt8], endMilliseconds: Int)] = []
        let ok: Bool = data.withUnsafeBytes { raw in
            var webp = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return false }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&webp, &options) else { return false }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return false }
            let count = Int(info.canvas_width * info.canvas_height * 4)
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else { return false }
                out.append((Array(UnsafeBufferPointer(start: buffer, count: count)), Int(timestamp)))
            }
            return true
        }
        return ok ? out : nil
    }

    /// A frame's straight RGBA bytes (frames are opaque: the same as its premultiplied bytes).
    static func rgba(_ p: Pixmap) -> [UInt8] { Array(UnsafeRawBufferPointer(p.pixels)) }

    @Test func losslessWebPDecodesToEveryFrameExactlyAndHoldsTheLastOne() throws {
        let dir = try CLIProcess.temporaryDirectory("webp")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--fps", "20", "--format", "png,webp", "--hold", "0.5",
                                    "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = dir.appendingPathComponent("out")
        let frames = try CLIAnimationTestSupport.frames(in: out)
        let decoded = try #require(Self.decode(try Data(contentsOf: out.appendingPathComponent("transition.webp"))))
        // libwebp's encoder merges identical neighbours: every decoded frame ends a run of equal
        // input frames, so expand by the end timestamps (frame i spans i*50 ... (i+1)*50 ms).
        var k = 0
        for (i, frame) in frames.enumerated() {
            while k < decoded.count - 1 && decoded[k].endMilliseconds <= i * 50 { k += 1 }
            #expect(decoded[k].pixels == Self.rgba(frame), "frame \(i) differs after a lossless round trip")
        }
        #expect(decoded.last!.endMilliseconds == frames.count * 50 + 500, "the last frame is held 0.5 s")
    }

    @Test func lossyQualityIsSmallerAndQualityNeedsWebP() throws {
        let dir = try CLIProcess.temporaryDirectory("webp-lossy")
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--demo", "ping", "--scale", "1", "--fps", "10", "--quiet"]
        #expect(try CLIProcess.run(base + ["--format", "webp", "--out", "lossless"], in: dir).status == 0)
        #expect(try CLIProcess.run(base + ["--format", "webp", "--quality", "60", "--out", "lossy"], in: dir).status == 0)
        let lossless = try Data(contentsOf: dir.appendingPathComponent("lossless/transition.webp"))
        let lossy = try Data(contentsOf: dir.appendingPathComponent("lossy/transition.webp"))
        #expect(lossy.count < lossless.count)
        #expect(try #require(Self.decode(lossy)).count >= 2)
        let refused = try CLIProcess.run(base + ["--quality", "60", "--out", "x"], in: dir)
        #expect(refused.status == 2 && refused.stderr.contains("--quality") && refused.stderr.contains("--format webp"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
    }
}

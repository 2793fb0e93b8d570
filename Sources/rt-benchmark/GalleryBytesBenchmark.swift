import Foundation
import Raster
import TransitionOutputs
import RenderTransitionCLI
import TransitionCatalog
import Transitions

/// `rt-benchmark --gallery`: the docs gallery's total bytes at scale 1, 30 fps, as
/// `render-transition docs` writes it now, and as it was before the inter-frame APNG (every
/// frame whole, encoded by the fast PNG path, sheets at fast compression) reconstructed from
/// the same frames: each frame's fast-path PNG bytes less its signature, IHDR and IEND, plus an
/// fcTL and the fdAT sequence number per frame, the container, and each sheet at `.fast`.
/// Two galleries of today are measured: the default (APNG and PNG sheets, as CLI.md promises)
/// and the compact one (lossless WebP animations and sheets), both as `docs` writes them.
struct GalleryBytesBenchmark {
    /// One written gallery's bytes by kind and how long it took.
    struct Written { var total = 0, animations = 0, sheets = 0, markdown = 0, seconds = 0.0 }

    /// Generates a gallery into a fresh directory with `formats` and `sheetFormat` and measures it.
    func write(_ label: String, formats: [RenderRequest.Format], sheetFormat: GallerySheetFormat) throws -> Written {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-benchmark-gallery-\(label)-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = Measure.wall()
        try CatalogGallery.generate(into: dir, workers: ProcessInfo.processInfo.activeProcessorCount, apng: formats.contains(.apng),
                                    formats: GalleryFormats.formats(formats, scale: 1, ffmpeg: nil),
                                    sheetFormat: sheetFormat)
        var w = Written(seconds: Measure.wall() - start)
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            let size = try fileSize("\(dir)/\(name)")
            w.total += size
            if name.contains("-sheet.") { w.sheets += size } else if !name.hasPrefix("index.") { w.animations += size }
            if name == "index.md" { w.markdown = size }
        }
        return w
    }

    func run() throws {
        let now = try write("default", formats: [.apng], sheetFormat: .png)
        let compact = try write("compact", formats: [.webp], sheetFormat: .webp)
        var before = 0
        let encoder = PNGEncoder(compression: .fast)
        for entry in Catalog.all {
            for reverse in [false, true] {
                // Each entry on its showcase scene, as the gallery records it.
                let scene = UIKitScene.showcase(for: entry.name)
                let run = try SceneRecording(scene: scene, entry: entry,
                                             settings: RenderSettings(transition: entry.name, reverse: reverse, fps: 30, scale: 1))
                let recording = run.recording
                let sheet = ContactSheetBuilder(frameCount: recording.frameCount, frameWidth: recording.pixelWidth,
                                                frameHeight: recording.pixelHeight,
                                                title: "\(entry.name) \(run.operationName) · \(scene.name) · 30 fps")
                // Signature 8 + IHDR 25 + acTL 20 + IEND 12; per frame fcTL 38, the IDAT/fdAT's 12 (+4 sequence).
                var bytes = 8 + 25 + 20 + 12
                let renderer = RecordingFrameRenderer(recording)
                for i in 0..<recording.frameCount {
                    let frame = try renderer.render(i)
                    bytes += try encoder.encode(frame).count - (8 + 25 + 12) + 38 + (i == 0 ? 0 : 4)
                    sheet.add(index: i, time: recording.time(ofFrame: i), frame: frame)
                }
                before += bytes + (try PNG.encode(sheet.finish(), compression: .fast).count)
            }
        }
        // The pages then: the Markdown index alone (index.html came with this issue).
        before += now.markdown
        say("")
        say("== docs gallery at scale 1, 30 fps (\(Catalog.all.count * 2) items) ==")
        say(String(format: "  before (whole-frame APNG, fast PNG, reconstructed)  %8.2f MB", Double(before) / 1e6))
        func row(_ label: String, _ w: Written, _ kinds: String) -> String {
            String(format: "  %@ %8.2f MB = %.3fx before (target <= 0.333); %@ %.2f MB, sheets %.2f MB, pages %.0f KB; written in %.1f s",
                   label.padding(toLength: 54, withPad: " ", startingAt: 0), Double(w.total) / 1e6, Double(w.total) / Double(before),
                   kinds, Double(w.animations) / 1e6, Double(w.sheets) / 1e6, Double(w.total - w.animations - w.sheets) / 1e3, w.seconds)
        }
        say(row("now, default (docs: APNG, PNG sheets)", now, "APNGs"))
        say(row("now, compact (docs --format webp --sheet-format webp)", compact, "WebPs"))
    }
}

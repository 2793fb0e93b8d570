import Foundation
import Raster
import Transitions

/// `rt-benchmark --gallery`: the docs gallery's total bytes at scale 1, 30 fps, as
/// `render-transition docs` writes it now, and as it was before the inter-frame APNG (every
/// frame whole, encoded by the fast PNG path, sheets at fast compression) reconstructed from
/// the same frames: each frame's fast-path PNG bytes less its signature, IHDR and IEND, plus an
/// fcTL and the fdAT sequence number per frame, the container, and each sheet at `.fast`.
struct GalleryBytesBenchmark {
    func run() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-benchmark-gallery-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = Measure.wall()
        try DocsGallery.generate(into: dir)
        let seconds = Measure.wall() - start
        var after = 0, apngs = 0, sheets = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            let size = try fileSize("\(dir)/\(name)")
            after += size
            if name.hasSuffix("-sheet.png") { sheets += size } else if name.hasSuffix(".png") { apngs += size }
        }
        var before = 0
        let encoder = PNGEncoder(compression: .fast)
        for descriptor in TransitionCatalog.all {
            for reverse in [false, true] {
                let plan = try TransitionPlan(scene: DemoScenes.showcase(for: descriptor.name),
                                              settings: RenderSettings(transition: descriptor.name, reverse: reverse, fps: 30, scale: 1))
                let sheet = ContactSheetBuilder(frameCount: plan.frameCount, frameWidth: plan.pixelWidth, frameHeight: plan.pixelHeight,
                                                title: "\(descriptor.name) \(plan.operation) · \(plan.scene.name) · 30 fps")
                // Signature 8 + IHDR 25 + acTL 20 + IEND 12; per frame fcTL 38, the IDAT/fdAT's 12 (+4 sequence).
                var bytes = 8 + 25 + 20 + 12
                let renderer = FrameRenderer(plan: plan)
                for i in 0..<plan.frameCount {
                    let frame = try renderer.renderFrame(i)
                    bytes += try encoder.encode(frame).count - (8 + 25 + 12) + 38 + (i == 0 ? 0 : 4)
                    sheet.add(index: i, time: plan.time(ofFrame: i), frame: frame)
                }
                before += bytes + (try PNG.encode(sheet.finish(), compression: .fast).count)
            }
        }
        let index = (try fileSize("\(dir)/index.md"))
        before += index
        say("")
        say("== docs gallery at scale 1, 30 fps (\(TransitionCatalog.all.count * 2) items) ==")
        say(String(format: "  before (whole-frame APNG, fast PNG, reconstructed)  %8.2f MB", Double(before) / 1e6))
        say(String(format: "  now (render-transition docs)                        %8.2f MB = %.3fx before (target <= 0.333); APNGs %.2f MB, sheets %.2f MB, pages %.0f KB; written in %.1f s",
                   Double(after) / 1e6, Double(after) / Double(before), Double(apngs) / 1e6, Double(sheets) / 1e6,
                   Double(after - apngs - sheets) / 1e3, seconds))
    }
}

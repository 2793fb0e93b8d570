import Foundation
import Raster
import Testing

/// A valid PNG followed by bytes after its IEND chunk (metadata some tools append, a botched
/// upload) opens in browsers and in libpng-based viewers; it decodes here too, with a warning
/// naming the file and the byte count, never "truncated".
@Suite("Reliability: a PNG with bytes after IEND decodes, with a warning")
struct ReliabilityPNGTrailingBytesTests {
    /// Writes `name` as a 30 x 40 PNG of `color` with `trailing` appended.
    static func writePNG(_ dir: URL, _ name: String, color: Color, trailing: [UInt8]) throws {
        let url = dir.appendingPathComponent(name)
        try CLIProcess.writePNG(url, width: 30, height: 40, color: color)
        var bytes = try CLIProcess.bytes(url)
        bytes.append(contentsOf: trailing)
        try bytes.write(to: url)
    }

    /// Bytes that parse as a chunk header claiming far more than the file holds, then junk.
    static let trailing: [UInt8] = [0x7F, 0xFF, 0xFF, 0xF0] + Array("tEXtjunk appended after the end\n".utf8)

    @Test("compare, --from/--to and a scene image accept it and warn once per file")
    func trailingBytesDecode() throws {
        let dir = try CLIProcess.temporaryDirectory("png-trailing")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writePNG(dir, "padded.png", color: Color(r: 51, g: 102, b: 204), trailing: Self.trailing)
        try CLIProcess.writePNG(dir.appendingPathComponent("plain.png"), width: 30, height: 40, color: Color(r: 51, g: 102, b: 204))
        let warning = "warning: padded.png has \(Self.trailing.count) bytes after the PNG's end (IEND); they were ignored\n"

        var r = try CLIProcess.run(["compare", "padded.png", "plain.png"], in: dir)
        #expect(r.status == 0, "identical pixels must pass; stderr: \(r.stderr)")
        #expect(r.stderr == warning, "stderr: \(r.stderr)")
        #expect(!r.stderr.contains("truncated"))

        r = try CLIProcess.run(["--from", "padded.png", "--to", "plain.png", "--transition", "cross-dissolve", "--fps", "10",
                                "--frames", "0..0", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == warning, "stderr: \(r.stderr)")
        let frame = try PNG.read(contentsOf: dir.appendingPathComponent("out/frame-0000.png").path)
        #expect(frame[15, 20] == Color(r: 51, g: 102, b: 204).premultiplied, "the from-screen shows at frame 0")

        let scene = """
            {"version": 1, "size": {"width": 30, "height": 40}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1,
             "from": {"backgroundColor": "#FFFFFF", "children": [{"type": "image", "frame": [0, 0, 30, 40], "src": "padded.png"}]},
             "to": {"backgroundColor": "#000000"}}
            """
        try Data(scene.utf8).write(to: dir.appendingPathComponent("scene.json"))
        r = try CLIProcess.run(["--scene", "scene.json", "--fps", "10", "--frames", "0..0", "--out", "scene-out", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("warning: scene.json: image \"padded.png\": ") && r.stderr.contains("after the PNG's end (IEND); they were ignored"),
                "stderr: \(r.stderr)")
    }

    @Test("a PNG cut short is still refused as truncated")
    func truncatedStillRefused() throws {
        let dir = try CLIProcess.temporaryDirectory("png-truncated")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("cut.png")
        try CLIProcess.writePNG(url, width: 30, height: 40, color: .white)
        let bytes = try CLIProcess.bytes(url)
        try bytes.prefix(bytes.count - 20).write(to: url)
        try CLIProcess.writePNG(dir.appendingPathComponent("plain.png"), width: 30, height: 40, color: .white)
        let r = try CLIProcess.run(["compare", "cut.png", "plain.png"], in: dir)
        #expect(r.status == 1 && r.stderr.contains("cannot read cut.png: the file is truncated"), "stderr: \(r.stderr)")
    }
}

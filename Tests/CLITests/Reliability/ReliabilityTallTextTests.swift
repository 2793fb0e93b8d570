import Foundation
import Raster
import Testing

/// Issue 30, item 13: a fixed-frame text view whose whole text's bitmap is beyond the pixel
/// limits was drawn blank with a warning (exit 0, a silent wrong frame in effect); UIKit shows
/// the lines that fit the frame, and so does the renderer now.
@Suite("Reliability: a text taller than the bitmap limit draws what its frame shows")
struct ReliabilityTallTextTests {
    static func scene(lines: Int) -> String {
        let text = String(repeating: "x\\n", count: lines)
        return """
        {"version": 1, "size": {"width": 40, "height": 60}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1,
         "from": {"backgroundColor": "#FFFFFF", "children": [{"type": "text", "frame": [0, 0, 40, 60],
                  "runs": [{"text": "\(text)", "font": {"family": "System", "size": 10}, "color": "#000000"}]}]},
         "to": {"backgroundColor": "#000000"}}
        """
    }

    /// Pixels of frame 0 darker than mid grey.
    static func darkPixels(_ url: URL) throws -> Int {
        let p = try PNG.read(contentsOf: url.path)
        var n = 0
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].r < 128 { n += 1 } }
        return n
    }

    @Test("20 000 lines (a 242 074 px tall bitmap) in a 40 x 60 frame: no warning, frame 0 equals that of the 5 lines the frame shows")
    func tallTextShowsItsFirstLines() throws {
        let dir = try CLIProcess.temporaryDirectory("tall-text")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(lines: 20_000).utf8).write(to: dir.appendingPathComponent("tall.json"))
        try Data(Self.scene(lines: 6).utf8).write(to: dir.appendingPathComponent("short.json"))
        var r = try CLIProcess.run(["--scene", "tall.json", "--fps", "10", "--frames", "0", "--out", "tall", "--quiet"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "stderr: \(r.stderr)")
        r = try CLIProcess.run(["--scene", "short.json", "--fps", "10", "--frames", "0", "--out", "short", "--quiet"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "stderr: \(r.stderr)")
        let tall = try PNG.read(contentsOf: dir.appendingPathComponent("tall/frame-0000.png").path)
        let short = try PNG.read(contentsOf: dir.appendingPathComponent("short/frame-0000.png").path)
        #expect(try Self.darkPixels(dir.appendingPathComponent("tall/frame-0000.png")) > 20, "the text is drawn")
        // Six lines overflow the 60 pt frame just as 20 000 do, so the frames agree pixel for pixel.
        #expect(tall.hasSamePixels(as: short), "the tall text's frame differs from the short one's")
    }
}

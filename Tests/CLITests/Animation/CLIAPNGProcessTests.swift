import Foundation
import Raster
import Testing

/// `--format apng` run as a process: apngdis splits the file back into the frame PNGs of the
/// same run, with duplicates merged and the last frame held.
@Suite struct CLIAPNGProcessTests {
    @Test func apngdisFramesAreTheFramePNGsAndTheLastIsHeld() throws {
        guard let apngdis = CLIAnimationTestSupport.tool("apngdis") else {
            Issue.record("apngdis is missing: apt-get install apngdis (scripts/install-deps.sh --test)")
            return
        }
        let dir = try CLIProcess.temporaryDirectory("apng")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--fps", "10", "--format", "png,apng", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = dir.appendingPathComponent("out")
        let frames = try CLIAnimationTestSupport.frames(in: out)
        let split = try CLIAnimationTestSupport.run(apngdis, ["transition.png", "split"], in: out)
        #expect(split.status == 0)
        let pieces = CLIProcess.files(in: out).filter { $0.hasPrefix("split") && $0.hasSuffix(".png") }
        // Expand each stored frame by its delay in ticks of 1/10 s and compare with the frames.
        var ticks: [Pixmap] = []
        for name in pieces {
            let delay = try String(contentsOf: out.appendingPathComponent(name.replacingOccurrences(of: ".png", with: ".txt")), encoding: .utf8)
            let parts = delay.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("delay=".count).split(separator: "/")
            let n = Int(parts[0])!, d = Int(parts[1])!
            let image = try PNG.read(contentsOf: out.appendingPathComponent(name).path)
            ticks += Array(repeating: image, count: n * 10 / d)
        }
        #expect(ticks.count == frames.count + 10, "1 s hold by default at 10 fps: \(ticks.count) ticks for \(frames.count) frames")
        for (i, frame) in frames.enumerated() { #expect(ticks[i].hasSamePixels(as: frame), "frame \(i)") }
        #expect(ticks.last!.hasSamePixels(as: frames.last!))
    }
}

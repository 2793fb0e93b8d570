import Foundation
import Raster
import Testing

/// The friction a new user hits, each fixed where it shows: `list` says how long a run really
/// lasts and `--duration` gives that length, device screenshots are read at their scale,
/// transparent screenshot pixels are said, `compare` prints readable numbers and agrees with
/// render on exit codes, paths print as typed, every output is checked before frame 0, and
/// an animation of a `--frames` range holds that range (as cli.md now says).
@Suite("Reliability: friction points of a first run", .serialized)
struct ReliabilityFrictionTests {
    static let ping = ["--demo", "ping", "--scale", "1"]

    @Test("list says circular-reveal's mask and total; --duration makes the run that long, ending on the same end state")
    func durations() throws {
        let dir = try CLIProcess.temporaryDirectory("durations")
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try CLIProcess.run(["list"], in: dir)
        let line = r.stdout.split(separator: "\n").first { $0.hasPrefix("circular-reveal ") }.map(String.init) ?? ""
        #expect(line.contains("0.25 s mask, 0.35 s total"), "list: \(line)")
        r = try CLIProcess.run(Self.ping + ["--out", "default", "--quiet"], in: dir)
        try #require(r.status == 0)
        #expect(CLIProcess.files(in: dir.appendingPathComponent("default")).count == 22)
        for (duration, frames) in [("0.1", 7), ("0.7", 43)] {
            r = try CLIProcess.run(Self.ping + ["--duration", duration, "--out", "d" + duration, "--quiet"], in: dir)
            #expect(r.status == 0, "stderr: \(r.stderr)")
            let names = CLIProcess.files(in: dir.appendingPathComponent("d" + duration))
            #expect(names.count == frames, "--duration \(duration) at 60 fps: \(names.count) frames, expected \(frames)")
            let last = try PNG.read(contentsOf: dir.appendingPathComponent("d\(duration)/\(names.last ?? "")").path)
            let reference = try PNG.read(contentsOf: dir.appendingPathComponent("default/frame-0021.png").path)
            #expect(last.hasSamePixels(as: reference), "--duration \(duration) ends elsewhere than the default run")
        }
    }

    @Test("a 1170 x 2532 screenshot read at the default 1x is warned about, naming the device's 3x; --scale 3 is quiet")
    func screenshotScale() throws {
        let dir = try CLIProcess.temporaryDirectory("shot-scale")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 1170, height: 2532, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 1170, height: 2532, color: .black)
        let base = ["--from", "a.png", "--to", "b.png", "--transition", "circle-mask", "--fps", "10", "--frames", "0..0", "--quiet"]
        var r = try CLIProcess.run(base + ["--trigger", "349,36,25,25", "--out", "o1"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == "warning: a.png is 1170 x 2532 pixels, the size of an iPhone 12–14 screenshot at 3x, but is read at --scale 1 "
                + "(the default for screenshots), so --trigger and --to-text are in pixels; give --scale 3 to give them in points (390 x 844)\n",
                "stderr: \(r.stderr)")
        for scale in ["3", "1"] {
            r = try CLIProcess.run(base + ["--scale", scale, "--trigger", "349,36,25,25", "--out", "o" + scale], in: dir)
            #expect(r.status == 0 && r.stderr.isEmpty, "an explicit --scale \(scale) is taken as given; stderr: \(r.stderr)")
        }
        let frame = try PNG.read(contentsOf: dir.appendingPathComponent("o3/frame-0000.png").path)
        #expect(frame.width == 1170 && frame.height == 2532)
    }

    @Test("a screenshot larger than any screen in points, read at 1x, is warned about")
    func unknownLargeScreenshot() throws {
        let dir = try CLIProcess.temporaryDirectory("shot-large")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 1100, height: 1500, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 1100, height: 1500, color: .black)
        let r = try CLIProcess.run(["--from", "a.png", "--to", "b.png", "--transition", "cross-dissolve", "--fps", "10", "--frames", "0..0",
                                    "--out", "o", "--quiet"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr.contains("warning: a.png is 1100 x 1500 pixels, larger than any iPhone or iPad screen in points, but is read at --scale 1"),
                "stderr: \(r.stderr)")
    }

    @Test("transparent screenshot pixels are warned about, with the count")
    func transparentPixels() throws {
        let dir = try CLIProcess.temporaryDirectory("shot-alpha")
        defer { try? FileManager.default.removeItem(at: dir) }
        let clear = Color(r: 0, g: 0, b: 0, a: 0), half = Color(r: 255, g: 255, b: 255, a: 128)
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 40, height: 80, color: .white,
                                changes: [(0, 0, clear), (1, 0, clear), (5, 5, half)])
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 40, height: 80, color: .black)
        let r = try CLIProcess.run(["--from", "a.png", "--to", "b.png", "--transition", "cross-dissolve", "--fps", "10", "--frames", "0..0",
                                    "--out", "o", "--quiet"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr == "warning: a.png has 3 transparent or translucent pixels; they are drawn over the window's black: "
                + "flatten the screenshot onto its background if that is not what you want\n", "stderr: \(r.stderr)")
    }

    @Test("compare prints fractions rounded, and different sizes exit 2 as render's screenshots do")
    func compareNumbersAndSizes() throws {
        let dir = try CLIProcess.temporaryDirectory("compare-friction")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 3, height: 1, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 3, height: 1, color: .white, changes: [(1, 0, .black)])
        try CLIProcess.writePNG(dir.appendingPathComponent("big.png"), width: 6, height: 2, color: .white)
        var r = try CLIProcess.run(["compare", "a.png", "b.png", "--max-fraction", "0.05"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("result: beyond tolerance (differing fraction 0.3333 > 0.05)\n") && !r.stdout.contains("0.33333"), "stdout: \(r.stdout)")
        r = try CLIProcess.run(["compare", "a.png", "big.png"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("cannot compare images of different sizes"), "exit \(r.status), stderr: \(r.stderr)")
        try CLIProcess.writePNG(dir.appendingPathComponent("c.png"), width: 40, height: 80, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("d.png"), width: 20, height: 40, color: .white)
        r = try CLIProcess.run(["--from", "c.png", "--to", "d.png", "--out", "o"], in: dir)
        #expect(r.status == 2, "render's size mismatch: exit \(r.status)")
    }

    @Test("--out out/ prints out/ once")
    func trailingSlash() throws {
        let dir = try CLIProcess.temporaryDirectory("out-slash")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(Self.ping + ["--fps", "10", "--out", "out/"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr.contains(" into out/ (frame-0000.png ... frame-0004.png)") && !r.stderr.contains("out//"), "stderr: \(r.stderr)")
    }

    @Test("an output name taken by a directory is refused before frame 0 is written", arguments: [
        (["--fps", "10"], "frame-0003.png"), (["--fps", "10", "--format", "png,apng"], "transition.png"),
        (["--fps", "10", "--format", "sheet"], "sheet.png"), (["--fps", "10", "--format", "webp"], "transition.webp"),
    ])
    func everyTargetCheckedFirst(options: [String], blocked: String) throws {
        let dir = try CLIProcess.temporaryDirectory("target-dir")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out/" + blocked), withIntermediateDirectories: true)
        let r = try CLIProcess.run(Self.ping + options + ["--out", "out", "--quiet"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "error: cannot write out/\(blocked): it is a directory, not a file; remove it or choose another --out\n", "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")) == [blocked], "written before the refusal: \(CLIProcess.files(in: dir.appendingPathComponent("out")))")
    }

    @Test("--frames 3..5 --format apng writes an APNG of those 3 frames, as cli.md says")
    func apngOfARange() throws {
        let dir = try CLIProcess.temporaryDirectory("apng-range")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(Self.ping + ["--frames", "3..5", "--format", "apng", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let bytes = [UInt8](try CLIProcess.bytes(dir.appendingPathComponent("out/transition.png")))
        let acTL = try #require((0..<(bytes.count - 8)).first { bytes[$0..<($0 + 4)].elementsEqual(Array("acTL".utf8)) })
        let frames = bytes[(acTL + 4)..<(acTL + 8)].reduce(0) { $0 << 8 | Int($1) }
        #expect(frames == 3, "the APNG holds \(frames) frames")
        let doc = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        #expect(!doc.contains("appear only when the whole range rendered"))
        #expect(doc.contains("hold the frames this run rendered (only `A..B` with `--frames A..B`)"))
    }
}

import Foundation
import Raster
import Testing

/// `render` run as a process: outputs, frame ranges, determinism, formats, scrubbing, gestures.
/// Small renders (scale 1, low fps) keep the suite short.
@Suite struct CLIRenderProcessTests {
    static let small = small(fps: 30)

    static func small(fps: Int) -> [String] { ["--demo", "ping", "--scale", "1", "--fps", String(fps), "--quiet"] }

    /// The frame files of a directory, name -> bytes.
    func frames(in dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in CLIProcess.files(in: dir) where name.hasPrefix("frame-") {
            out[name] = try CLIProcess.bytes(dir.appendingPathComponent(name))
        }
        return out
    }

    @Test func fullRenderWritesNumberedFramesAndIsByteIdenticalWhenRepeated() throws {
        let dir = try CLIProcess.temporaryDirectory("repeat")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try CLIProcess.run(Self.small + ["--out", "a"], in: dir)
        let b = try CLIProcess.run(Self.small + ["--out", "b", "--jobs", "1"], in: dir)
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        #expect(a.stderr.isEmpty, "--quiet prints nothing: \(a.stderr)")
        let fa = try frames(in: dir.appendingPathComponent("a")), fb = try frames(in: dir.appendingPathComponent("b"))
        #expect(fa.count > 3)
        #expect(fa.keys.sorted() == (0..<fa.count).map { String(format: "frame-%04d.png", $0) })
        #expect(fa == fb, "two runs (2 workers and 1) differ")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("a")).allSatisfy { $0.hasPrefix("frame-") })
    }

    @Test func threeFrameRangesEqualTheFullRunByteForByte() throws {
        let dir = try CLIProcess.temporaryDirectory("shards")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIProcess.run(Self.small + ["--out", "full"], in: dir).status == 0)
        let full = try frames(in: dir.appendingPathComponent("full"))
        let last = full.count - 1
        let cuts = [0...(last / 3), (last / 3 + 1)...(2 * last / 3), (2 * last / 3 + 1)...last]
        var merged: [String: Data] = [:]
        for (k, r) in cuts.enumerated() {
            let result = try CLIProcess.run(Self.small + ["--out", "shard", "--frames", "\(r.lowerBound)..\(r.upperBound)"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let shard = try frames(in: dir.appendingPathComponent("shard"))
            #expect(shard.count == merged.count + r.count, "shard \(k) wrote other frames than \(r)")
            merged.merge(shard) { $1 }
        }
        #expect(merged == full)
    }

    @Test func progressWritesExactlyOneFrameThatChangesWithProgress() throws {
        let dir = try CLIProcess.temporaryDirectory("progress")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, p) in [("p0", "0"), ("p5", "0.5"), ("p5b", "0.5")] {
            let r = try CLIProcess.run(Self.small + ["--progress", p, "--out", name], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(CLIProcess.files(in: dir.appendingPathComponent(name)) == ["frame-0000.png"])
        }
        let p0 = try PNG.read(contentsOf: dir.appendingPathComponent("p0/frame-0000.png").path)
        let p5 = try PNG.read(contentsOf: dir.appendingPathComponent("p5/frame-0000.png").path)
        #expect(p0.width == 390 && p0.height == 844)
        #expect(!p0.hasSamePixels(as: p5))
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("p5/frame-0000.png"))
            == CLIProcess.bytes(dir.appendingPathComponent("p5b/frame-0000.png")))
    }

    @Test func apngAndSheetFormatsWriteTheirFilesBesideTheFrames() throws {
        let dir = try CLIProcess.temporaryDirectory("formats")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(Self.small(fps: 10) + ["--format", "png", "--format=apng,sheet", "--compression", "small"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = dir.appendingPathComponent("frames")
        let names = CLIProcess.files(in: out)
        #expect(names.contains("transition.png") && names.contains("sheet.png"))
        let frameCount = names.filter { $0.hasPrefix("frame-") }.count
        let apng = try CLIProcess.bytes(out.appendingPathComponent("transition.png"))
        // acTL: 4-byte type then num_frames (big-endian; identical neighbours are stored once), num_plays 0 (loops forever).
        let actl = try #require(apng.range(of: Data("acTL".utf8)))
        let fields = apng[actl.upperBound..<(actl.upperBound + 8)].map { UInt32($0) }
        #expect((1...frameCount).contains(Int(fields[0] << 24 | fields[1] << 16 | fields[2] << 8 | fields[3])))
        #expect(fields[4...7].allSatisfy { $0 == 0 })
        // The still image of the APNG is frame 0.
        let still = try PNG.read(contentsOf: out.appendingPathComponent("transition.png").path)
        #expect(still.hasSamePixels(as: try PNG.read(contentsOf: out.appendingPathComponent("frame-0000.png").path)))
        _ = try PNG.read(contentsOf: out.appendingPathComponent("sheet.png").path)
    }

    @Test func noArgumentsRendersTheDefaultDemoIntoFramesAndSaysWhere() throws {
        let dir = try CLIProcess.temporaryDirectory("default")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run([], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let names = CLIProcess.files(in: dir.appendingPathComponent("frames"))
        #expect(names.first == "frame-0000.png")
        // 60 fps over Ping's whole run: ceil(total x 60) + 1 frames, at least the 0.25 s reveal.
        #expect(names.count >= 16)
        #expect(r.stderr.contains("into frames/"), "summary: \(r.stderr)")
        #expect(!r.stderr.contains("\r"), "no progress when stderr is not a terminal")
        let first = try PNG.read(contentsOf: dir.appendingPathComponent("frames/frame-0000.png").path)
        #expect(first.width == 1170 && first.height == 2532)
    }

    /// A pan trace: x moves from 0 to `endX` over 0.2 s, then `release` is the last step.
    func trace(_ samples: [(Double, Double)]) -> String {
        "[" + samples.map { "{\"t\": \($0.0), \"x\": \($0.1), \"y\": 400}" }.joined(separator: ",") + "]"
    }

    @Test(arguments: ["showcase", "ping"])
    func gestureThatFinishesEndsOnTheToScreenAndOneThatCancelsOnTheFromScreen(demo: String) throws {
        let dir = try CLIProcess.temporaryDirectory("gesture")
        defer { try? FileManager.default.removeItem(at: dir) }
        try trace([(0, 0), (0.1, 60), (0.2, 150), (0.25, 200)]).write(to: dir.appendingPathComponent("finish.json"), atomically: true, encoding: .utf8)
        try trace([(0, 0), (0.1, 60), (0.2, 150), (0.25, 100)]).write(to: dir.appendingPathComponent("cancel.json"), atomically: true, encoding: .utf8)
        let args = ["--demo", demo, "--scale", "1", "--fps", "30", "--quiet"]
        for name in ["finish", "cancel"] {
            let r = try CLIProcess.run(args + ["--gesture", "\(name).json", "--out", name], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try CLIProcess.run(args + ["--out", "timeline"], in: dir).status == 0)
        func lastFrame(_ sub: String) throws -> Pixmap {
            let name = try #require(CLIProcess.files(in: dir.appendingPathComponent(sub)).last)
            return try PNG.read(contentsOf: dir.appendingPathComponent("\(sub)/\(name)").path)
        }
        // Finished: the timeline's end state (the to-screen), exactly.
        #expect(try lastFrame("finish").hasSamePixels(as: lastFrame("timeline")))
        // Cancelled: the from-screen alone, as the transition's first frame shows it (only the
        // trigger's start of the reveal may differ): under 1% of the pixels.
        let cancelled = try lastFrame("cancel")
        let start = try PNG.read(contentsOf: dir.appendingPathComponent("timeline/frame-0000.png").path)
        let d = try ImageDifference(reference: start, actual: cancelled)
        #expect(!cancelled.hasSamePixels(as: try lastFrame("finish")))
        // Ping takes the from-view out (a snapshot stands in); cancelling must put it back.
        #expect(d.differingPixelFraction < 0.01, "cancelled end differs from the from-screen: \(d)")
    }
}

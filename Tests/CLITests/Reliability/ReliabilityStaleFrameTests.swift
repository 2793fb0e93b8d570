import Foundation
import Raster
import Testing

/// A render into a folder holding an earlier run's frames leaves one run there: once the new
/// frames are complete, the earlier run's `frame-NNNN.png` files this run did not overwrite
/// are removed. Nothing else is ever touched: other names, near-miss names, directories and
/// symlinks stay, and a shard (`--frames A..B`) keeps its sibling shards' frames.
@Suite("Reliability: stale frames of an earlier run are removed, nothing else", .serialized)
struct ReliabilityStaleFrameTests {
    static let ping = ["--demo", "ping", "--scale", "1"]

    static func frameNames(_ range: ClosedRange<Int>) -> [String] { range.map { String(format: "frame-%04d.png", $0) } }

    @Test("a 10 fps run over a 60 fps run: frames 5-21 go, every other entry stays")
    func staleFramesRemoved() throws {
        let dir = try CLIProcess.temporaryDirectory("stale-frames")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        var r = try CLIProcess.run(Self.ping + ["--out", "out", "--quiet"], in: dir)
        try #require(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: out) == Self.frameNames(0...21))
        // Entries that look like frames but are not an earlier run's frame files.
        let fm = FileManager.default
        try fm.removeItem(at: out.appendingPathComponent("frame-0008.png"))
        try fm.createDirectory(at: out.appendingPathComponent("frame-0008.png"), withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: out.appendingPathComponent("frame-0008.png/inside.txt"))
        try Data("target".utf8).write(to: dir.appendingPathComponent("target.txt"))
        try fm.removeItem(at: out.appendingPathComponent("frame-0009.png"))
        try fm.createSymbolicLink(atPath: out.appendingPathComponent("frame-0009.png").path, withDestinationPath: "../target.txt")
        let others: [String: Data] = [
            "notes.txt": Data("keep\n".utf8), "frame-12.png": Data("two digits".utf8), "frame-0005.png.bak": Data("backup".utf8),
            "Frame-0006.png": Data("capital".utf8), "frame-0007.PNG": Data("upper-case suffix".utf8), ".frame-0010.png": Data("hidden".utf8),
            "frame-00a1.png": Data("not digits".utf8), "xframe-0011.png": Data("prefix".utf8),
        ]
        for (name, data) in others { try data.write(to: out.appendingPathComponent(name)) }

        r = try CLIProcess.run(Self.ping + ["--fps", "10", "--out", "out"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("removed 15 frame files of an earlier run that this run did not overwrite (frame-0005.png ... frame-0021.png)"),
                "stderr: \(r.stderr)")
        let expected = Set(Self.frameNames(0...4) + ["frame-0008.png", "frame-0009.png"] + others.keys)
        #expect(Set(CLIProcess.files(in: out)) == expected, "left: \(CLIProcess.files(in: out))")
        for (name, data) in others { #expect(try CLIProcess.bytes(out.appendingPathComponent(name)) == data, "\(name) changed") }
        #expect(try CLIProcess.bytes(out.appendingPathComponent("frame-0008.png/inside.txt")) == Data("mine".utf8))
        #expect(try fm.destinationOfSymbolicLink(atPath: out.appendingPathComponent("frame-0009.png").path) == "../target.txt")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("target.txt")) == Data("target".utf8))
        // The frames left are this run's: the same bytes as a run into an empty folder.
        r = try CLIProcess.run(Self.ping + ["--fps", "10", "--out", "clean", "--quiet"], in: dir)
        try #require(r.status == 0)
        for name in Self.frameNames(0...4) {
            #expect(try CLIProcess.bytes(out.appendingPathComponent(name)) == CLIProcess.bytes(dir.appendingPathComponent("clean/" + name)), "\(name)")
        }
    }

    @Test("shards into one folder keep each other's frames; names outside the run or of another width go")
    func shardsKeepSiblings() throws {
        let dir = try CLIProcess.temporaryDirectory("stale-shards")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        var r = try CLIProcess.run(Self.ping + ["--frames", "0..10", "--out", "out", "--quiet"], in: dir)
        try #require(r.status == 0, "stderr: \(r.stderr)")
        try Data("longer run".utf8).write(to: out.appendingPathComponent("frame-0030.png"))
        try Data("five digits".utf8).write(to: out.appendingPathComponent("frame-00005.png"))
        r = try CLIProcess.run(Self.ping + ["--frames", "11..21", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: out) == Self.frameNames(0...21), "\(CLIProcess.files(in: out))")
    }

    @Test("a run that writes no frame files (--format apng) removes none; a refused run removes none")
    func onlyFrameRunsClean() throws {
        let dir = try CLIProcess.temporaryDirectory("stale-apng")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        var r = try CLIProcess.run(Self.ping + ["--out", "out", "--quiet"], in: dir)
        try #require(r.status == 0)
        r = try CLIProcess.run(Self.ping + ["--fps", "10", "--format", "apng", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: out) == Self.frameNames(0...21) + ["transition.png"])
        r = try CLIProcess.run(Self.ping + ["--fps", "10", "--frames", "0..99", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 2)
        #expect(CLIProcess.files(in: out) == Self.frameNames(0...21) + ["transition.png"])
    }

    @Test("a run whose screenshots are earlier frames in its own --out keeps them: inputs are never removed")
    func inputsAreKept() throws {
        let dir = try CLIProcess.temporaryDirectory("stale-inputs")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("frames")
        var r = try CLIProcess.run(Self.ping + ["--out", "frames", "--quiet"], in: dir)
        try #require(r.status == 0)
        let from = try CLIProcess.bytes(out.appendingPathComponent("frame-0010.png"))
        let to = try CLIProcess.bytes(out.appendingPathComponent("frame-0021.png"))
        r = try CLIProcess.run(["--from", "frames/frame-0010.png", "--to", "frames/frame-0021.png", "--transition", "cross-dissolve",
                                "--fps", "10", "--out", "frames", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let left = CLIProcess.files(in: out)
        #expect(left.contains("frame-0010.png") && left.contains("frame-0021.png"), "\(left)")
        #expect(try CLIProcess.bytes(out.appendingPathComponent("frame-0010.png")) == from)
        #expect(try CLIProcess.bytes(out.appendingPathComponent("frame-0021.png")) == to)
        #expect(!left.contains("frame-0015.png"), "a stale frame that is not an input was kept: \(left)")
    }
}

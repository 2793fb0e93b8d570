import Foundation
import Raster
import Testing

/// The CLI under hostile conditions, as a child process: a real full disk (a 2 MB tmpfs), a
/// SIGTERM mid-render, an --out directory that already holds other files, and memory that
/// must not grow with the frame count.
@Suite("Reliability: CLI under a full disk, signals and shared output directories", .serialized)
struct ReliabilityCLIProcessTests {
    @Test("a real full disk (2 MB tmpfs) stops the run with exit 1, one line, complete frames only",
          .enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
    func realFullDisk() throws {
        let disk = try #require(ReliabilityChild.mountTmpfs(size: "2m"), "mount -t tmpfs failed although running as root")
        defer { ReliabilityChild.unmount(disk) }
        let work = try CLIProcess.temporaryDirectory("full-disk")
        defer { try? FileManager.default.removeItem(at: work) }
        let out = disk.appendingPathComponent("frames")
        // Scale 3 frames are ~60-90 KB each: the disk fills after a few dozen of Ping's frames.
        let r = try CLIProcess.run(["--demo", "ping", "--quiet", "--format", "png,apng", "--out", out.path], in: work)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("No space left on device") && r.stderr.contains(out.path), "stderr: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)")
        let names = CLIProcess.files(in: out)
        #expect(names.count > 1, "expected some frames to fit before the disk filled: \(names)")
        #expect(ReliabilityChild.leftoverProblems(in: out).isEmpty, "\(ReliabilityChild.leftoverProblems(in: out))")
        #expect(CLIProcess.files(in: work).isEmpty, "files appeared in the working directory: \(CLIProcess.files(in: work))")
    }

    @Test("SIGTERM mid-render stops within a frame: exit 130, complete frames only, no temporary file")
    func terminateMidRender() throws {
        let dir = try CLIProcess.temporaryDirectory("sigterm")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (process, err) = try ReliabilityChild.start(
            ["--demo", "ping", "--scale", "1", "--fps", "1000", "--duration", "30", "--quiet", "--out", "out", "--format", "png,sheet"], in: dir)
        let out = dir.appendingPathComponent("out")
        ReliabilityChild.waitForFrames(5, in: out, of: process)
        let sent = Date()
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let latency = Date().timeIntervalSince(sent)
        #expect(process.terminationStatus == 130, "stderr: \(message)")
        #expect(latency < 2, "took \(latency) s to stop after SIGTERM")
        let names = CLIProcess.files(in: out)
        #expect(message == "interrupted after \(names.count) frames\n", "stderr: \(message)")
        #expect(ReliabilityChild.leftoverProblems(in: out).isEmpty, "\(ReliabilityChild.leftoverProblems(in: out))")
    }

    @Test("an existing --out keeps every file but an earlier run's stale frames byte for byte; nothing is written outside it")
    func existingOutputDirectoryKeepsOtherFiles() throws {
        let dir = try CLIProcess.temporaryDirectory("shared-out")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("deep/out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("nested"), withIntermediateDirectories: true)
        let others: [String: Data] = [
            "notes.txt": Data("keep me\n".utf8), ".hidden": Data([0, 1, 2]), "nested/inner.png": Data("not a png".utf8),
            "transition.txt": Data(),
        ]
        for (name, data) in others { try data.write(to: out.appendingPathComponent(name)) }
        // An earlier, longer run's frame is the one file a complete run removes (issue 17 item 14).
        try Data("an older, longer run's frame".utf8).write(to: out.appendingPathComponent("frame-9999.png"))
        let r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--fps", "10", "--quiet", "--out", "deep/out"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        for (name, data) in others {
            #expect(try Data(contentsOf: out.appendingPathComponent(name)) == data, "\(name) changed")
        }
        #expect(!CLIProcess.files(in: out).contains("frame-9999.png"), "the earlier run's stale frame was kept")
        let frames = CLIProcess.files(in: out).filter { $0.hasPrefix("frame-") }
        #expect(frames == (0...4).map { String(format: "frame-%04d.png", $0) })
        let expected = Set(others.keys.map { $0.split(separator: "/")[0] }.map(String.init)).union(frames)
        #expect(Set(CLIProcess.files(in: out)) == expected, "unexpected files: \(CLIProcess.files(in: out))")
        #expect(CLIProcess.files(in: dir) == ["deep"], "files outside --out: \(CLIProcess.files(in: dir))")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("deep")) == ["out"])
    }

    @Test("an --out that names an existing file is refused with exit 1 and the file is untouched")
    func outputPathIsAFile() throws {
        let dir = try CLIProcess.temporaryDirectory("out-file")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("taken")
        try Data("mine".utf8).write(to: file)
        let r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--quiet", "--out", "taken"], in: dir)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("taken"), "stderr: \(r.stderr)")
        #expect(try Data(contentsOf: file) == Data("mine".utf8))
        #expect(CLIProcess.files(in: dir) == ["taken"])
    }

    /// The in-suite version of scripts/memory-check.sh (500 vs 5000 frames): a 12x longer
    /// render at scale 1 peaks within 10 % (+ 4 MB for allocator noise) of the short one,
    /// so frames are not held.
    // Under AddressSanitizer (scripts/asan.sh sets ASAN_OPTIONS) freed memory sits in a
    // 256 MB quarantine, so peak memory grows with the work done whatever the program holds.
    @Test("peak memory does not grow with the frame count (40 vs 480 frames)",
          .enabled(if: ReliabilityChild.hasTime, "needs /usr/bin/time (apt package time)"),
          .enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil, "ASan's quarantine grows peak memory"))
    func memoryIsBoundedInTheFrameCount() throws {
        let dir = try CLIProcess.temporaryDirectory("memory")
        defer { try? FileManager.default.removeItem(at: dir) }
        func peak(frames: Int) throws -> Int {
            let fps = 60, duration = Double(frames - 1) / Double(fps)
            let (kb, status) = try ReliabilityChild.peakKilobytes(
                ["--demo", "ping", "--transition", "cross-dissolve", "--scale", "1", "--fps", "\(fps)",
                 "--duration", String(duration), "--quiet", "--out", "out-\(frames)"], in: dir)
            #expect(status == 0)
            #expect(CLIProcess.files(in: dir.appendingPathComponent("out-\(frames)")).count == frames)
            return kb
        }
        let short = try peak(frames: 40), long = try peak(frames: 480)
        #expect(short > 0 && long > 0)
        #expect(Double(long) <= Double(short) * 1.10 + 4096, "peak \(long) KB for 480 frames vs \(short) KB for 40")
    }
}

import Foundation
import Raster
import Testing

/// `--format gif` and `--format mp4` run as a process through ffmpeg, probed with ffprobe; and
/// what happens without ffmpeg, or when it fails.
@Suite struct CLIFFmpegProcessTests {
    static let base = ["--demo", "ping", "--scale", "2", "--fps", "10", "--quiet"]

    @Test func gifAndMP4HaveEveryFramePlusTheHoldAtTheirSizes() throws {
        guard CLIAnimationTestSupport.tool("ffprobe") != nil else {
            Issue.record("ffprobe is missing: apt-get install ffmpeg (scripts/install-deps.sh)")
            return
        }
        let dir = try CLIProcess.temporaryDirectory("ffmpeg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(Self.base + ["--format", "png,gif,mp4", "--hold", "0.5", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = dir.appendingPathComponent("out")
        let frames = try CLIAnimationTestSupport.frames(in: out)
        #expect(frames.count > 3 && frames[0].width == 780 && frames[0].height == 1688)
        // 0.5 s of hold at 10 fps is 5 more frames in the MP4; the GIF holds its last frame by its delay.
        let gif = try #require(try CLIAnimationTestSupport.probe(out.appendingPathComponent("transition.gif")))
        #expect(gif.frames == frames.count && gif.width == 390 && gif.height == 844, "GIF at the point width by default: \(gif)")
        let mp4 = try #require(try CLIAnimationTestSupport.probe(out.appendingPathComponent("transition.mp4")))
        #expect(mp4.frames == frames.count + 5 && mp4.width == 780 && mp4.height == 1688 && mp4.pixelFormat == "yuv420p", "\(mp4)")
        #expect(!CLIProcess.files(in: out).contains { $0.hasPrefix(".") }, "no temporary file is left")

        let narrow = try CLIProcess.run(Self.base + ["--format", "gif", "--gif-width", "200", "--hold", "0", "--out", "narrow"], in: dir)
        #expect(narrow.status == 0, "\(narrow.stderr)")
        let small = try #require(try CLIAnimationTestSupport.probe(dir.appendingPathComponent("narrow/transition.gif")))
        #expect(small.frames == frames.count && small.width == 200 && small.height == 433, "\(small)")
    }

    @Test func withoutFFmpegOnThePathItExitsOneNamingThePackageAndWritesNothing() throws {
        let dir = try CLIProcess.temporaryDirectory("no-ffmpeg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        for format in ["gif", "png,mp4"] {
            let r = try CLIProcess.run(Self.base + ["--format", format, "--out", "out"], in: dir, environment: ["PATH": empty.path])
            #expect(r.status == 1, "\(format): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("error: ") && lines[0].contains("apt-get install ffmpeg"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "\(format): something was written")
        }
    }

    @Test func aFailingFFmpegIsReportedByItsFirstErrorLineAndLeavesNoFile() throws {
        let dir = try CLIProcess.temporaryDirectory("bad-ffmpeg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho '' >&2\necho 'Unknown encoder libx264' >&2\necho 'second line' >&2\nexit 1\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let r = try CLIProcess.run(Self.base + ["--format", "mp4", "--out", "out"], in: dir, environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Unknown encoder libx264") && !r.stderr.contains("second line"), "\(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")).isEmpty, "\(CLIProcess.files(in: dir.appendingPathComponent("out")))")
    }
}

import Foundation
import Testing

/// Issue 30, item 11: a GIF carries only delays players honour. Above 50 fps the GIF keeps an
/// evenly spaced subset of the frames (the first and last always), every delay at least 2 cs
/// (browsers and ffprobe play 0 and 1 cs as 10 cs), and the hold is the last frame's delay, not
/// copies of the frame.
@Suite("GIF timing: delays of at least 2 cs, the hold as one delay")
struct CLIGIFTimingProcessTests {
    /// The delay (cs) of every image of a GIF, from each image's graphic control extension.
    static func delays(ofGIF data: Data) -> [Int] {
        let b = [UInt8](data)
        var i = 13, delays: [Int] = [], pending = 0
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
        func skipBlocks() { while b[i] != 0 { i += Int(b[i]) + 1 }; i += 1 }
        while i < b.count {
            switch b[i] {
            case 0x21:
                if b[i + 1] == 0xF9 { pending = Int(b[i + 4]) | Int(b[i + 5]) << 8 }
                i += 2
                skipBlocks()
            case 0x2C:
                delays.append(pending)
                let flags = b[i + 9]
                i += 10
                if flags & 0x80 != 0 { i += 3 << (Int(flags & 7) + 1) }
                i += 1
                skipBlocks()
            default:
                return delays
            }
        }
        return delays
    }

    /// ffprobe's duration of a file, in seconds.
    static func probedDuration(_ file: URL) throws -> Double? {
        guard let ffprobe = CLIAnimationTestSupport.tool("ffprobe") else { return nil }
        let r = try CLIAnimationTestSupport.run(ffprobe, ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file.path],
                                                in: file.deletingLastPathComponent())
        return Double(r.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("Ping at 60 fps: 11 of its 22 frames, delays 2 cs or more adding up to 0.37 s plus the 1 s hold; ffprobe agrees")
    func sixtyFPS() throws {
        try #require(CLIAnimationTestSupport.tool("ffmpeg") != nil, "ffmpeg is missing: apt-get install ffmpeg")
        let dir = try CLIProcess.temporaryDirectory("gif-60")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--fps", "60", "--format", "gif", "--gif-width", "40",
                                    "--out", "o", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let gif = dir.appendingPathComponent("o/transition.gif")
        let delays = Self.delays(ofGIF: try CLIProcess.bytes(gif))
        // Kept frames 0, 2, 4, 6, 8, 11, 13, 15, 17, 19, 21 (round(k * 2.1)) at round(i * 100 / 60) cs.
        #expect(delays == [3, 4, 3, 3, 5, 4, 3, 3, 4, 3, 102], "delays: \(delays)")
        let duration = try #require(try Self.probedDuration(gif))
        #expect(abs(duration - 1.37) < 0.005, "ffprobe plays it for \(duration) s")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("o")) == ["transition.gif"], "no temporary is left")
    }

    @Test("at 30 fps every frame is kept; at 1000 fps every 20th; --hold 0 leaves the last frame its own delay")
    func otherRates() throws {
        try #require(CLIAnimationTestSupport.tool("ffmpeg") != nil, "ffmpeg is missing: apt-get install ffmpeg")
        let dir = try CLIProcess.temporaryDirectory("gif-rates")
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--demo", "ping", "--scale", "1", "--gif-width", "40", "--quiet"]
        var r = try CLIProcess.run(base + ["--fps", "30", "--format", "png,gif", "--hold", "0", "--out", "a"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let frames = CLIProcess.files(in: dir.appendingPathComponent("a")).filter { $0.hasPrefix("frame-") }.count
        var delays = Self.delays(ofGIF: try CLIProcess.bytes(dir.appendingPathComponent("a/transition.gif")))
        #expect(delays.count == frames && delays.allSatisfy { (3...4).contains($0) }, "\(frames) frames; delays: \(delays)")
        #expect(delays.reduce(0, +) == Int((Double(frames) * 100 / 30).rounded()), "delays: \(delays)")
        r = try CLIProcess.run(base + ["--fps", "1000", "--duration", "0.1", "--format", "gif", "--hold", "0.5", "--out", "b"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        delays = Self.delays(ofGIF: try CLIProcess.bytes(dir.appendingPathComponent("b/transition.gif")))
        // 101 frames (0.1 s at 1000 fps): frames 0, 20, ..., 100, 2 cs apart; the last 0.001 s + 0.5 s.
        #expect(delays == [2, 2, 2, 2, 2, 50], "delays: \(delays)")
    }
}

import Foundation
import Testing

/// Issue 30, items 8 and 10. Two runs into one `--out` both exited 0 and left a mix of two
/// transitions; now the directory is locked (`.render-transition.lock`, flock(2), the owner's
/// pid) and a second run is refused before it writes. A lock a `kill -9`ed run left is taken
/// over, and a complete run removes the temporaries of this tool's naming whose process is dead.
@Suite("Reliability: one run per output directory; killed runs' leftovers are removed", .serialized)
struct ReliabilityOutputLockTests {
    /// A directory holding an `ffmpeg` that never reads its input, so a `--format gif` run waits
    /// (holding its lock) until `--time-limit` or a signal ends it; the stand-in writes its pid.
    static func stalledFFmpeg(in dir: URL) throws -> [String: String] {
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho $$ > \"\(dir.path)/ffmpeg.pid\"\nexec sleep 1000\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        return ["PATH": bin.path + ":/usr/bin:/bin"]
    }

    /// Starts a render that holds `out`'s lock until killed (its ffmpeg never reads).
    static func startHolder(_ out: String, in dir: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLIProcess.binary)
        process.arguments = ["--demo", "ping", "--scale", "1", "--fps", "10", "--format", "png,gif", "--out", out, "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(try stalledFFmpeg(in: dir)) { $1 }
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // It holds the lock once its first frame is written.
        let deadline = Date().addingTimeInterval(30)
        while !CLIProcess.files(in: dir.appendingPathComponent(out)).contains("frame-0000.png") && process.isRunning && Date() < deadline {
            usleep(10_000)
        }
        return process
    }

    @Test("a second run into a directory in use: exit 1 naming the owner's pid, nothing of it written; after the owner, runs proceed")
    func secondRunRefused() throws {
        let dir = try CLIProcess.temporaryDirectory("lock")
        defer { try? FileManager.default.removeItem(at: dir) }
        let holder = try Self.startHolder("o", in: dir)
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL); holder.waitUntilExit() } }
        try #require(holder.isRunning, "the holder stopped early")
        let lock = try String(contentsOf: dir.appendingPathComponent("o/.render-transition.lock"), encoding: .utf8)
        #expect(lock == "\(holder.processIdentifier)\n")
        let before = CLIProcess.files(in: dir.appendingPathComponent("o"))
        for arguments in [["--demo", "circle-mask"], ["docs", "--transition", "push"]] {
            let r = try CLIProcess.run(arguments + ["--scale", "1", "--fps", "10", "--out", "o", "--quiet"], in: dir)
            #expect(r.status == 1, "\(arguments): \(r.stderr)")
            #expect(r.stderr == "error: o is in use by another render-transition run (pid \(holder.processIdentifier)), which is writing there; "
                    + "wait for it to finish or choose another --out\n", "stderr: \(r.stderr)")
        }
        #expect(CLIProcess.files(in: dir.appendingPathComponent("o")) == before, "the refused runs wrote nothing")
        kill(holder.processIdentifier, SIGTERM)
        holder.waitUntilExit()
        #expect(holder.terminationStatus == 130)
        #expect(!CLIProcess.files(in: dir.appendingPathComponent("o")).contains(".render-transition.lock"), "the owner removes its lock")
        let r = try CLIProcess.run(["--demo", "circle-mask", "--scale", "1", "--fps", "10", "--out", "o", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("o")).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test("a kill -9ed owner's lock file is taken over; a complete run removes dead runs' temporaries and keeps everything else")
    func killedOwnerAndLeftovers() throws {
        let dir = try CLIProcess.temporaryDirectory("lock-killed")
        defer { try? FileManager.default.removeItem(at: dir) }
        let holder = try Self.startHolder("o", in: dir)
        try #require(holder.isRunning, "the holder stopped early")
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        if let pid = try? String(contentsOf: dir.appendingPathComponent("ffmpeg.pid"), encoding: .utf8), let child = pid_t(pid.trimmingCharacters(in: .whitespacesAndNewlines)) {
            kill(child, SIGKILL)
        }
        let out = dir.appendingPathComponent("o")
        #expect(CLIProcess.files(in: out).contains(".render-transition.lock"), "kill -9 leaves the lock file")
        // A process that has exited: its pid is dead.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = gone.processIdentifier, alive = getpid()
        let leftovers = [".frame-0003.png.tmp-\(dead)-1a2b3c", ".transition.gif.tmp-\(dead)", ".render-transition-probe-\(dead)", ".transition.png.tmp-\(dead)-ff"]
        let kept = [".frame-0001.png.tmp-\(alive)-ff", ".notes.tmp-abc", "frame.tmp-\(dead)", ".x.tmp-\(dead)-a.b", "keep.txt"]
        for name in leftovers + kept { try Data("x".utf8).write(to: out.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: out.appendingPathComponent(".dir.tmp-\(dead)"), withIntermediateDirectories: false)
        let r = try CLIProcess.run(["--demo", "circle-mask", "--scale", "1", "--fps", "10", "--out", "o"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("removed 4 temporary files of earlier runs that were killed (.frame-0003.png.tmp-\(dead)-1a2b3c ... "),
                "stderr: \(r.stderr)")
        let names = Set(CLIProcess.files(in: out))
        #expect(names.isDisjoint(with: leftovers + [".render-transition.lock"]), "left: \(names.sorted())")
        #expect(names.isSuperset(of: kept + [".dir.tmp-\(dead)"]), "kept: \(names.sorted())")
    }
}

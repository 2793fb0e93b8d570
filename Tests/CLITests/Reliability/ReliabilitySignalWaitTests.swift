import Foundation
import Testing

/// Issue 17 item 2, second half: SIGINT and SIGTERM end any wait within a second with exit 130
/// and nothing half-written: workers in the middle of a frame that takes seconds, and a pipe
/// to an ffmpeg that stopped reading (a blocked write the render cannot poll).
@Suite("Reliability: a signal ends every wait", .serialized)
struct ReliabilitySignalWaitTests {
    /// Sends `signal` to a child `delay` seconds after `ready` exists (the render created its
    /// output directory: planning is over, frames are being drawn), then returns the seconds
    /// from the signal to its exit, its status and stderr. The child is SIGKILLed after 30 s so
    /// a hang fails the test instead of the run.
    static func signal(_ signal: Int32, after delay: Double, once ready: URL, _ arguments: [String], in dir: URL,
                       environment: [String: String] = [:]) throws -> (seconds: Double, status: Int32, stderr: String) {
        try Self.signal(signal, after: delay, when: { FileManager.default.fileExists(atPath: ready.path) }, arguments, in: dir,
                        environment: environment)
    }

    /// `signal(_:after:once:...)` with the moment given by a condition polled every 10 ms.
    static func signal(_ signal: Int32, after delay: Double, when ready: () -> Bool, _ arguments: [String], in dir: URL,
                       environment: [String: String] = [:]) throws -> (seconds: Double, status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLIProcess.binary)
        process.arguments = arguments
        process.currentDirectoryURL = dir
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var text = Data()
        let read = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { text = err.fileHandleForReading.readDataToEndOfFile(); read.signal() }
        let started = Date()
        while !ready() && process.isRunning && Date().timeIntervalSince(started) < 60 {
            usleep(10_000)
        }
        usleep(UInt32(delay * 1_000_000))
        #expect(process.isRunning, "the run ended before the signal; the test no longer exercises a wait")
        let sent = Date()
        kill(process.processIdentifier, signal)
        while process.isRunning && Date().timeIntervalSince(sent) < 30 { usleep(5_000) }
        let seconds = Date().timeIntervalSince(sent)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        read.wait()
        return (seconds, process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    /// A PATH whose `ffmpeg` is a stand-in that never reads its input (writing its pid to
    /// `marker` when given): the first frame fills the pipe and the write blocks in the kernel
    /// (SA_RESTART resumes it after the handler runs).
    static func stalledFFmpeg(in dir: URL, recordingPIDIn marker: URL? = nil) throws -> String {
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = bin.appendingPathComponent("ffmpeg")
        let record = marker.map { "echo $$ > '\($0.path)'\n" } ?? ""
        try Data("#!/bin/sh\n\(record)exec sleep 600\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        return bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test("SIGTERM while both workers draw a frame that takes seconds: exit 130 within a second",
          arguments: [SIGTERM, SIGINT])
    func signalDuringASlowFrame(_ signalNumber: Int32) throws {
        let dir = try CLIProcess.temporaryDirectory("slow-frame-signal")
        defer { try? FileManager.default.removeItem(at: dir) }
        // About 15 G of compositing per frame (over ten seconds): today the signal waits for it.
        try HeavyScenes.translucentStack(5000).write(to: dir.appendingPathComponent("slow.json"))
        let r = try Self.signal(signalNumber, after: 1, once: dir.appendingPathComponent("out"), ["--scene", "slow.json", "--out", "out", "--quiet", "--jobs", "2",
                                                         "--work-limit", "1e11", "--format", "png,apng"], in: dir)
        #expect(r.status == 130, "stderr: \(r.stderr)")
        #expect(r.seconds < 1, "took \(r.seconds) s to stop")
        #expect(r.stderr == "interrupted after 0 frames\n", "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")).isEmpty, "\(CLIProcess.files(in: dir.appendingPathComponent("out")))")
    }

    @Test("SIGTERM while writing to an ffmpeg that never reads: exit 130 within a second, no partial file, ffmpeg stopped")
    func signalDuringABlockedPipe() throws {
        let dir = try CLIProcess.temporaryDirectory("blocked-pipe-signal")
        defer { try? FileManager.default.removeItem(at: dir) }
        let marker = dir.appendingPathComponent("ffmpeg-pid")
        let path = try Self.stalledFFmpeg(in: dir, recordingPIDIn: marker)
        let r = try Self.signal(SIGTERM, after: 1, once: dir.appendingPathComponent("out"), ["--demo", "ping", "--scale", "1", "--out", "out", "--quiet", "--format", "mp4"],
                                in: dir, environment: ["PATH": path])
        #expect(r.status == 130, "stderr: \(r.stderr)")
        #expect(r.seconds < 1.5, "took \(r.seconds) s to stop")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.hasPrefix("interrupted"), "stderr: \(r.stderr)")
        let out = dir.appendingPathComponent("out")
        #expect(CLIProcess.files(in: out).isEmpty, "left behind: \(CLIProcess.files(in: out))")
        let pid = try #require(Int32(String(decoding: try Data(contentsOf: marker), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        usleep(200_000)
        // Dead once it exited, even if nobody has reaped it yet (a zombie is state Z).
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: ")").last?.split(separator: " ").first
        let alive = kill(pid, 0) == 0 && state != "Z"
        if alive { kill(pid, SIGKILL) }
        #expect(!alive, "the stand-in ffmpeg (pid \(pid)) is still running")
    }

    @Test("docs: SIGTERM while an item's ffmpeg never reads: exit 130 within a second and a half, no temporary left in the gallery")
    func signalDuringDocs() throws {
        let dir = try CLIProcess.temporaryDirectory("docs-signal")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The signal comes once the first item's APNG temporary is open and its first frame is
        // stuck in the stand-in ffmpeg's pipe: the watchdog has to remove that temporary itself.
        let path = try Self.stalledFFmpeg(in: dir)
        let out = dir.appendingPathComponent("gallery")
        let temporaryOpen = { CLIProcess.files(in: out).contains { $0.contains(".tmp-") } }
        let r = try Self.signal(SIGTERM, after: 0.2, when: temporaryOpen, ["docs", "--out", "gallery", "--quiet", "--jobs", "1", "--format", "apng,mp4",
                                                              "--transition", "circular-reveal"],
                                in: dir, environment: ["PATH": path])
        #expect(r.status == 130, "stderr: \(r.stderr)")
        #expect(r.seconds < 1.5, "took \(r.seconds) s to stop")
        #expect(r.stderr.hasPrefix("interrupted"), "stderr: \(r.stderr)")
        let left = CLIProcess.files(in: out).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "temporaries left in the gallery: \(left)")
    }
}

import Foundation
import Raster
import Testing

/// Issue 30, items 5 and 9. An ffmpeg that stops reading hung a render for ever, `--time-limit`
/// or not; now every wait for the child polls the stop condition, and the child is killed and
/// reaped. A second SIGINT (as `timeout -s INT` delivers one to the process and one through its
/// group) fell back to the default action and left temporaries and sometimes an orphaned
/// ffmpeg; now it makes the watchdog clean up at once.
@Suite("Reliability: a stalled ffmpeg and a double SIGINT", .serialized)
struct ReliabilityStalledChildTests {
    /// The stand-in ffmpeg's pid (it writes it when it starts), if it started.
    static func childPID(in dir: URL) -> pid_t? {
        (try? String(contentsOf: dir.appendingPathComponent("ffmpeg.pid"), encoding: .utf8))
            .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// True when no process `pid` exists any more (exited and reaped, not a zombie).
    static func isGone(_ pid: pid_t) -> Bool { !FileManager.default.fileExists(atPath: "/proc/\(pid)") }

    @Test("--time-limit ends a render whose ffmpeg never reads: exit 1 with the limit's line, ffmpeg killed and reaped, nothing partial")
    func timeLimitCoversFFmpeg() throws {
        let dir = try CLIProcess.temporaryDirectory("ffmpeg-stall")
        defer { try? FileManager.default.removeItem(at: dir) }
        let environment = try ReliabilityOutputLockTests.stalledFFmpeg(in: dir)
        let started = Date()
        let r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--fps", "10", "--format", "png,gif", "--time-limit", "1.5",
                                    "--out", "o", "--quiet"], in: dir, shellPrefix: "ulimit -t 60", environment: environment)
        let seconds = Date().timeIntervalSince(started)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr == "error: --time-limit 1.5 s reached: 0 of 5 frames written to o/ (complete frames only; no animation file); "
                + "raise --time-limit or simplify the scene\n", "stderr: \(r.stderr)")
        #expect(seconds < 10, "took \(seconds) s")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("o")).isEmpty, "left: \(CLIProcess.files(in: dir.appendingPathComponent("o")))")
        let child = try #require(Self.childPID(in: dir))
        #expect(Self.isGone(child), "the stand-in ffmpeg \(child) outlived the run")
    }

    @Test("two SIGINTs at once, three times: exit 130 with a line, no temporary or lock left, ffmpeg reaped, every frame decodes")
    func doubleInterrupt() throws {
        for attempt in 0..<3 {
            let dir = try CLIProcess.temporaryDirectory("double-int")
            defer { try? FileManager.default.removeItem(at: dir) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLIProcess.binary)
            process.arguments = ["--demo", "ping", "--scale", "1", "--fps", "10", "--format", "png,gif", "--out", "o", "--quiet"]
            process.environment = ProcessInfo.processInfo.environment.merging(try ReliabilityOutputLockTests.stalledFFmpeg(in: dir)) { $1 }
            process.currentDirectoryURL = dir
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            while Self.childPID(in: dir) == nil && Date() < deadline { usleep(10_000) }
            usleep(200_000)
            kill(process.processIdentifier, SIGINT)
            kill(process.processIdentifier, SIGINT)
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 130,
                    "attempt \(attempt): \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
            #expect(text.hasPrefix("interrupted") && text.split(separator: "\n").count == 1, "attempt \(attempt): stderr: \(text)")
            let out = dir.appendingPathComponent("o")
            #expect(CLIProcess.files(in: out).allSatisfy { !$0.hasPrefix(".") }, "attempt \(attempt): left \(CLIProcess.files(in: out))")
            for name in CLIProcess.files(in: out) { _ = try PNG.read(contentsOf: out.appendingPathComponent(name).path) }
            if let child = Self.childPID(in: dir) {
                let reaped = Date().addingTimeInterval(2)
                while !Self.isGone(child) && Date() < reaped { usleep(10_000) }
                #expect(Self.isGone(child), "attempt \(attempt): the stand-in ffmpeg \(child) outlived the run")
                kill(child, SIGKILL)
            }
        }
    }
}

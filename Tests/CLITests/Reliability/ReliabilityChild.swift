import Foundation
import Raster

/// Child-process helpers for the reliability tests: a render started in the background, a
/// peak-memory measurement, a small tmpfs, and the checks every failed or stopped run must pass.
enum ReliabilityChild {
    /// Starts the binary with `arguments` in `directory`, stderr captured; returns at once.
    static func start(_ arguments: [String], in directory: URL) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLIProcess.binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, err)
    }

    /// What a run bounded by a timeout did: `timedOut` means it was still running and was killed.
    struct BoundedResult {
        var status: Int32
        var stderr: String
        var seconds: Double
        var timedOut: Bool
    }

    /// Runs the binary with `arguments` in `directory` and SIGKILLs it after `timeout` seconds,
    /// so a test of "never blocks" fails instead of hanging when the tool does block.
    static func run(_ arguments: [String], in directory: URL, timeout: Double) throws -> BoundedResult {
        let started = Date()
        let (process, err) = try start(arguments, in: directory)
        nonisolated(unsafe) var text = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { text = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let deadline = started.addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        done.wait()
        return BoundedResult(status: process.terminationStatus, stderr: String(decoding: text, as: UTF8.self),
                             seconds: Date().timeIntervalSince(started), timedOut: timedOut)
    }

    /// Waits until `directory` holds at least `count` frame files, the process ends, or 60 s pass.
    static func waitForFrames(_ count: Int, in directory: URL, of process: Process) {
        let deadline = Date().addingTimeInterval(60)
        while CLIProcess.files(in: directory).filter({ $0.hasPrefix("frame-") }).count < count
                && Date() < deadline && process.isRunning {
            usleep(10_000)
        }
    }

    /// The peak resident set (KB) of one run under /usr/bin/time, and its exit status.
    static func peakKilobytes(_ arguments: [String], in directory: URL) throws -> (kilobytes: Int, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "peak-kb %M", CLIProcess.binary] + arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = text.split(separator: "\n").last { $0.hasPrefix("peak-kb ") } ?? ""
        return (Int(line.dropFirst("peak-kb ".count)) ?? -1, process.terminationStatus)
    }

    /// True when /usr/bin/time exists (apt package `time`).
    static var hasTime: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/time") }

    /// Mounts a tmpfs of `size` (e.g. "2m") at a fresh directory, or returns nil when this
    /// machine does not allow it (not root, no mount permission in the container).
    static func mountTmpfs(size: String) -> URL? {
        guard getuid() == 0, let dir = try? CLIProcess.temporaryDirectory("tmpfs") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", dir.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { try? FileManager.default.removeItem(at: dir); return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { try? FileManager.default.removeItem(at: dir); return nil }
        return dir
    }

    /// Unmounts and removes a directory made by `mountTmpfs`.
    static func unmount(_ dir: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [dir.path]
        try? process.run()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: dir)
    }

    /// The problems with what a failed or interrupted run left in `directory`: any file that is
    /// not `frame-NNNN.png` (temporaries, unfinished animations), any frame that does not
    /// decode, and any gap in the numbering. Empty means the guarantee held.
    static func leftoverProblems(in directory: URL) -> [String] {
        var problems: [String] = []
        let names = CLIProcess.files(in: directory)
        for name in names {
            guard name.hasPrefix("frame-") && name.hasSuffix(".png") else { problems.append("left behind: \(name)"); continue }
            do { _ = try PNG.read(contentsOf: directory.appendingPathComponent(name).path) } catch { problems.append("\(error)") }
        }
        // Frame numbers have 4 digits or more (as many as the full run's last index needs).
        let numbers = names.compactMap { Int($0.dropFirst("frame-".count).dropLast(".png".count)) }
        if numbers != Array(0..<names.count) && problems.isEmpty { problems.append("frames are not 0..<\(names.count): \(names)") }
        return problems
    }
}

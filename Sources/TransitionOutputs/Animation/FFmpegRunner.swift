import Foundation
import Raster

/// Runs the `ffmpeg` program with raw RGBA frames on its standard input and the encoded file
/// written under a temporary name beside the destination, renamed into place only when ffmpeg
/// succeeds: a failed or abandoned encode leaves no file. ffmpeg's standard error is captured;
/// a failure reports its first error line.
///
/// No wait for the child is unbounded: frames go down a non-blocking pipe and every wait (for
/// room in the pipe, for ffmpeg to exit) polls `shouldStop` (the render's `--time-limit` and
/// interrupts) every 50 ms; once it is true ffmpeg is killed and reaped and the send or finish
/// throws (the caller, which set the condition, says why). An abandoned encode kills and reaps ffmpeg too, so it never outlives the run.
package final class FFmpegRunner {
    /// The apt package that provides the program (named in the error when it is missing).
    static let aptPackage = "ffmpeg"

    let destination: String
    private let temporaryPath: String
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let errorText = CollectedBytes()
    private let errorsRead = DispatchGroup()
    private var finished = false
    private let shouldStop: @Sendable () -> Bool

    /// Told the pid of every ffmpeg started, so a front end that handles signals can stop it when
    /// it gives up (the command line's interrupt handling). Set once, before any output starts.
    nonisolated(unsafe) package static var onChildStarted: ((pid_t) -> Void)?

    /// The `ffmpeg` executable on `PATH`, or a run-time error naming the apt package.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(OutputError) -> String {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw OutputError("ffmpeg is not installed (needed for GIF and MP4 output); install it with 'apt-get install \(aptPackage)'")
    }

    /// Starts ffmpeg reading `width x height` RGBA frames at `fps` from its standard input and
    /// writing `destination` as `container` with `outputArguments` (codec, filters).
    init(executable: String, width: Int, height: Int, fps: Int, container: String, outputArguments: [String],
         destination: String, shouldStop: @escaping @Sendable () -> Bool = { false }) throws(OutputError) {
        self.destination = destination
        self.shouldStop = shouldStop
        let url = URL(fileURLWithPath: destination)
        temporaryPath = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
        // A write to the pipe after ffmpeg has exited must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostats",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "pipe:0"]
            + outputArguments + ["-fflags", "+bitexact", "-map_metadata", "-1", "-f", container, "-y", temporaryPath]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw OutputError("cannot start \(executable): \(error.localizedDescription)")
        }
        Self.onChildStarted?(process.processIdentifier)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        errorsRead.enter()
        let handle = errors.fileHandleForReading, collected = errorText, group = errorsRead
        DispatchQueue.global().async {
            collected.data = handle.readDataToEndOfFile()
            group.leave()
        }
    }

    deinit {
        if !finished { abandon() }
    }

    /// Kills and reaps ffmpeg and removes its file (an encode that will not be finished).
    private func abandon() {
        finished = true
        try? input.fileHandleForWriting.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        unlink(temporaryPath)
    }

    /// Sends one frame's pixels (opaque, so premultiplied and straight RGBA are the same bytes).
    func send(_ frame: Pixmap) throws(OutputError) {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        let raw = UnsafeRawBufferPointer(frame.pixels)
        var offset = 0
        while offset < raw.count {
            let n = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if n >= 0 { offset += n; continue }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                // ffmpeg has not taken the last bytes yet: wait for room, answering a stop.
                if shouldStop() { throw stopped() }
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, 50)
            default:
                throw failure(stage: "stopped reading frames")
            }
        }
    }

    /// Kills ffmpeg (the run is stopping) and returns the error saying so.
    private func stopped() -> OutputError {
        abandon()
        return OutputError("stopped")
    }

    /// Waits until ffmpeg exits, polling `shouldStop`; false when it had to be killed.
    private func waitForExit() -> Bool {
        while process.isRunning {
            if shouldStop() { return false }
            usleep(10_000)
        }
        process.waitUntilExit()
        return true
    }

    /// Closes the input, waits for ffmpeg, lets `adjusting` edit its file (by path) and renames
    /// the file into place.
    func finish(adjusting: ((String) throws(OutputError) -> Void)? = nil) throws(OutputError) {
        try? input.fileHandleForWriting.close()
        guard waitForExit() else { throw stopped() }
        finished = true
        guard process.terminationStatus == 0 else {
            unlink(temporaryPath)
            throw failure(stage: "exited with status \(process.terminationStatus)")
        }
        do {
            try adjusting?(temporaryPath)
        } catch {
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw OutputError("cannot write \(destination): \(reason)")
        }
    }

    /// The error for a failed encode: ffmpeg's first error line, once it has exited.
    private func failure(stage: String) -> OutputError {
        try? input.fileHandleForWriting.close()
        guard waitForExit() else { return stopped() }
        errorsRead.wait()
        finished = true
        unlink(temporaryPath)
        let first = String(decoding: errorText.data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        return OutputError("ffmpeg \(stage) writing \(destination): \(first ?? "no error message")")
    }
}

/// ffmpeg's standard error, read to the end on another thread; read here only after that
/// thread's DispatchGroup has been waited for.
private final class CollectedBytes: @unchecked Sendable {
    var data = Data()
}

import Foundation
import Synchronization

/// One of the process's standard streams, written with write(2) so that a failed write (a full
/// disk, a pipe whose reader left, a descriptor the parent closed) is remembered instead of
/// trapping as `FileHandle.write` does. After the first failure the stream drops its text; the
/// command finishes what it was doing (frames already written stay) and `exitStatus(for:)` turns
/// the failure into the exit status.
package final class StandardStream: Sendable {
    /// The descriptor written to (1 or 2).
    package let descriptor: Int32
    /// The errno of the first failed write, nil while every write succeeded.
    private let failure: Mutex<Int32?>
    /// The parent closed the descriptor: the first write fails with EBADF.
    private let closed: Atomic<Bool>

    init(descriptor: Int32) {
        self.descriptor = descriptor
        failure = Mutex(nil)
        closed = Atomic(false)
    }

    /// The process's stdout and stderr.
    package static let output = StandardStream(descriptor: 1)
    package static let error = StandardStream(descriptor: 2)

    /// The errno of the first write that failed, if one did.
    package var failedErrno: Int32? { failure.withLock { $0 } }

    /// Writes all of `text`, retrying short writes and EINTR; a failure is kept, not thrown.
    package func write(_ text: String) {
        failure.withLock { failed in
            guard failed == nil else { return }
            if closed.load(ordering: .relaxed) {
                failed = EBADF
                return
            }
            var bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeMutableBytes { raw in Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset) }
                if n >= 0 { offset += n; continue }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    // A non-blocking descriptor the parent handed over: wait until it takes bytes.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                failed = code
                return
            }
        }
    }

    /// Run first thing: SIGPIPE is ignored, so a reader that leaves is an EPIPE this run handles
    /// (its temporaries removed, its frames complete) rather than a death mid-write; a standard
    /// descriptor (0, 1, 2) the parent closed (`>&-`, `2>&-`) is opened on /dev/null so no file
    /// this run opens takes its number (a frame written through descriptor 1 would receive the
    /// tool's messages), and a write to the stream fails with EBADF, as it would have.
    package static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0 && opened != descriptor { dup2(opened, descriptor); close(opened) }
            switch descriptor {
            case 1: output.closed.store(true, ordering: .relaxed)
            case 2: error.closed.store(true, ordering: .relaxed)
            default: break
            }
        }
    }

    /// The exit status once the command returned `status`, given what happened to the streams:
    /// a reader that left (EPIPE) ends the run quietly as a pipeline expects (141, the status of a
    /// process SIGPIPE ended); another failure on stdout is one line on stderr (when it is
    /// writable) and exit 1; a failure on stderr is exit 1 (there is nowhere to say it). A
    /// non-zero `status` of the command itself is kept.
    package static func exitStatus(for status: Int32) -> Int32 {
        let out = output.failedErrno, err = error.failedErrno
        if out == EPIPE || err == EPIPE { return ExitCode.brokenPipe }
        if let out {
            let reason = out == EBADF ? "it is closed" : String(cString: strerror(out))
            error.write("error: cannot write to standard output: \(reason); its output is incomplete\n")
        }
        guard out != nil || err != nil else { return status }
        return status == ExitCode.success ? ExitCode.failure : status
    }
}

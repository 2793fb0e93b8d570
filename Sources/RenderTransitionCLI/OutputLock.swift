import Foundation
import Raster

/// One run at a time per output directory. Two runs into one `--out` used to both succeed with
/// a mix of two transitions, the later one removing the other's frames as stale; now the second
/// is refused before it writes anything.
///
/// The lock is `DIR/.render-transition.lock`, holding the owner's pid, locked with flock(2): the
/// kernel releases the lock when its owner dies however it dies (`kill -9` too), so a lock file a
/// dead run left is simply taken over by the next run. The owner removes the file when it ends.
final class OutputLock {
    /// The lock file's name inside the output directory.
    static let fileName = ".render-transition.lock"

    private let descriptor: Int32
    private let path: String
    private var released = false

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { release() }

    /// Locks `directory` (which exists) for this process, or refuses naming the run holding it.
    static func acquire(_ directory: String, option: String = "--out") throws(CLIError) -> OutputLock {
        let path = FrameOutput.join(directory, fileName)
        func fail(_ code: Int32) -> CLIError {
            .runtime("cannot lock output directory \(directory) (\(path)): \(String(cString: strerror(code))); choose another \(option)")
        }
        // The file may be removed by its owner between our open and our flock; then the lock
        // we got is on a file no one else can find, so open the new one again.
        for _ in 0..<16 {
            let fd = PathBytes.withCString(path) { open($0, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644) }
            guard fd >= 0 else { throw fail(errno) }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let owner = Self.owner(readingFrom: fd)
                close(fd)
                guard code == EWOULDBLOCK else { throw fail(code) }
                let who = owner.map { "another render-transition run (pid \($0))" } ?? "another render-transition run"
                throw .runtime("\(directory) is in use by \(who), which is writing there; wait for it to finish or choose another \(option)")
            }
            var opened = stat(), named = stat()
            guard fstat(fd, &opened) == 0, PathBytes.withCString(path, { lstat($0, &named) }) == 0,
                  opened.st_dev == named.st_dev, opened.st_ino == named.st_ino else {
                close(fd)
                continue
            }
            let text = Array("\(getpid())\n".utf8)
            guard ftruncate(fd, 0) == 0, pwrite(fd, text, text.count, 0) == text.count else {
                let code = errno
                close(fd)
                throw fail(code)
            }
            InterruptSignal.removeOnGiveUp(file: path)
            return OutputLock(descriptor: fd, path: path)
        }
        throw fail(EAGAIN)
    }

    /// Removes the lock file and releases the lock (once).
    func release() {
        guard !released else { return }
        released = true
        _ = PathBytes.withCString(path) { unlink($0) }
        close(descriptor)
    }

    /// The pid the lock file names, if it holds one.
    private static func owner(readingFrom fd: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return nil }
        return Int(String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

import Foundation

/// Writes a set of files all or nothing, as far as the file system allows: every file is first
/// written in full under a hidden temporary name beside its destination, and only when all of
/// them are on disk are they renamed into place (rename(2) replaces atomically), so a full disk
/// or a permission problem leaves no output and no temporary file behind.
enum StagedFiles {
    /// Writes `files` (destination path, bytes); throws a run-time error naming the file.
    static func write(_ files: [(path: String, bytes: [UInt8])]) throws(CLIError) {
        var staged: [(temporary: String, path: String)] = []
        defer { for s in staged { unlink(s.temporary) } }
        for file in files {
            let temporary = temporaryName(for: file.path)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw failure(file.path, errno) }
            staged.append((temporary, file.path))
            let writeError = writeAll(file.bytes, to: descriptor)
            let closeError = close(descriptor) == 0 ? 0 : errno
            if writeError != 0 || closeError != 0 { throw failure(file.path, writeError != 0 ? writeError : closeError) }
        }
        while let next = staged.first {
            guard rename(next.temporary, next.path) == 0 else { throw failure(next.path, errno) }
            staged.removeFirst()
        }
    }

    /// `DIR/.NAME.port-PID-RANDOM`, in the destination's directory so the rename stays on one file system.
    private static func temporaryName(for path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = ".\((path as NSString).lastPathComponent).port-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
        return directory.isEmpty ? name : FrameOutput.join(directory, name)
    }

    /// Writes every byte, retrying short writes; 0 or the errno of the failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> CLIError {
        .runtime("cannot write \(path): \(String(cString: strerror(code))); check the output directory's permissions and free space")
    }
}

import Foundation
import Raster

/// Makes sure the output directory exists and takes files, before anything is rendered; every
/// refusal is worded here (naming the path and the cause), never Foundation's.
enum OutputDirectory {
    /// Creates `path` (with parents) and writes and removes a probe file in it.
    static func prepare(_ path: String) throws(CLIError) {
        try create(path)
        let probe = FrameOutput.join(path, ".render-transition-probe-\(getpid())")
        let descriptor = PathBytes.withCString(probe) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else {
            throw .runtime("cannot write into output directory \(path): \(cause(errno, at: path)); choose another --out")
        }
        close(descriptor)
        _ = PathBytes.withCString(probe) { unlink($0) }
    }

    /// Refuses a run when one of the files it would write is already a directory (a rename
    /// cannot replace one), before frame 0 is written, so no run stops half way for it.
    static func refuseDirectories(at names: [String], in directory: String) throws(CLIError) {
        for name in names {
            // lstat: a symlink named like an output is replaced by the rename, never followed.
            var info = stat()
            guard PathBytes.withCString(FrameOutput.join(directory, name), { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            throw .runtime("cannot write \(FrameOutput.join(directory, name)): it is a directory, not a file; remove it or choose another --out")
        }
    }

    /// `mkdir -p`, one component at a time, so the message names the component that failed.
    private static func create(_ path: String) throws(CLIError) {
        func fail(_ cause: String) -> CLIError { .runtime("cannot create output directory \(path): \(cause); choose another --out") }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(component) : "/" + component
            var info = stat()
            if PathBytes.withCString(prefix, { stat($0, &info) }) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw fail("\(prefix) is a file, not a directory") }
                continue
            }
            if errno == ENOTDIR { throw fail("\(parent(of: prefix)) is a file, not a directory") }
            if let target = danglingSymlinkTarget(prefix) {
                throw fail("\(prefix) is a symbolic link to \(target), which does not exist")
            }
            if PathBytes.withCString(prefix, { mkdir($0, 0o777) }) == 0 { continue }
            let code = errno
            if code == EEXIST && isDirectory(prefix) { continue }
            throw fail(cause(code, at: parent(of: prefix)))
        }
    }

    /// Why a directory refused a new entry, in words that name it.
    private static func cause(_ code: Int32, at directory: String) -> String {
        switch code {
        case EROFS: "\(directory) is on a read-only file system"
        case EACCES, EPERM: "permission denied: \(directory) is not writable by this user"
        case ENOSPC: "no space left on the device holding \(directory)"
        case EDQUOT: "the disk quota for \(directory) is used up"
        case ENOENT: "\(directory) does not accept new entries (a virtual file system such as /proc or /sys)"
        default: "\(directory): \(String(cString: strerror(code)))"
        }
    }

    /// Where `path` points when it is a symbolic link whose target does not exist.
    private static func danglingSymlinkTarget(_ path: String) -> String? {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = PathBytes.withCString(path) { readlink($0, &buffer, buffer.count) }
        return n > 0 ? PathBytes.string(buffer[..<n]) : "a missing path"
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

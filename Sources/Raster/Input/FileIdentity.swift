import Glibc

/// A file's device and inode: two paths name the same file exactly when these agree, however
/// the paths are spelled (symlinks, hard links, `..`, a different working directory).
/// Writers use it to refuse an output that would land on one of their inputs.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    /// The identity of what `path` names after following symlinks, or nil when nothing is there.
    public init?(path: String) {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

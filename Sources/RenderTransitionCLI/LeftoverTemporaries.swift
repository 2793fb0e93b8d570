import Foundation
import Raster

/// Temporary files of earlier runs that were killed (`kill -9`, a power cut) before they could
/// remove them. A complete run removes, from its output directory, the regular files named as
/// this tool names its temporaries whose process is dead:
/// `.NAME.tmp-PID` (ffmpeg's output), `.NAME.tmp-PID-RANDOM` (`TemporaryFile`) and
/// `.render-transition-probe-PID`. A file whose pid is alive (this run, or any other process
/// with that pid) is kept.
enum LeftoverTemporaries {
    /// The pid a temporary's name carries, nil for any other name.
    static func pid(ofFileName name: String) -> Int32? {
        guard name.hasPrefix(".") else { return nil }
        let digits: Substring
        if name.hasPrefix(".render-transition-probe-") {
            digits = name.dropFirst(".render-transition-probe-".count)
        } else if let marker = name.range(of: ".tmp-", options: .backwards), marker.lowerBound > name.index(after: name.startIndex) {
            let rest = name[marker.upperBound...]
            digits = rest.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let suffix = rest.dropFirst(digits.count)
            guard suffix.isEmpty || (suffix.hasPrefix("-") && suffix.count > 1 && suffix.dropFirst().allSatisfy(\.isLetterOrDigitASCII)) else { return nil }
        } else {
            return nil
        }
        guard (1...10).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let pid = Int32(digits), pid > 0 else { return nil }
        return pid
    }

    /// True unless the process `pid` is known not to exist.
    static func isAlive(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno != ESRCH }

    /// Removes the dead runs' temporaries from `directory`; the names removed, sorted.
    @discardableResult
    static func remove(in directory: String) -> [String] {
        guard let dir = PathBytes.withCString(directory, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var removed: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(cString: raw.bindMemory(to: CChar.self).baseAddress!) }
            guard let pid = pid(ofFileName: name), pid != getpid(), !isAlive(pid) else { continue }
            var info = stat()
            guard fstatat(dirfd(dir), name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if unlinkat(dirfd(dir), name, 0) == 0 { removed.append(name) }
        }
        return removed.sorted()
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    var isLetterOrDigitASCII: Bool { isASCII && (isLetter || isNumber) }
}

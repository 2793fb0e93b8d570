// Finds installed font files by file name.
//
// Font packages put files in different folders on different distributions
// (/usr/share/fonts/truetype/dejavu on Debian, /usr/share/fonts/dejavu-sans-fonts on Fedora),
// so the library walks the search directories once and indexes every .ttf/.otf/.ttc by its file
// name. The walk is bounded in depth and sorted, so the same machine always gives the same
// answer (the first path in sorted order wins when two folders hold the same name).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File name -> path for every font file under a set of directories.
struct FontFileIndex {
    private(set) var pathsByName: [String: String] = [:]

    /// Walks `directories` (at most `maximumDepth` folders deep).
    init(directories: [String], maximumDepth: Int = 8) {
        for dir in directories { walk(dir, depth: 0, maximumDepth: maximumDepth) }
    }

    /// The path of the font file with this exact file name, if installed.
    func path(named name: String) -> String? { pathsByName[name] }

    private mutating func walk(_ dir: String, depth: Int, maximumDepth: Int) {
        guard depth <= maximumDepth, let handle = opendir(dir) else { return }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, Self.isDirectory(dir + "/" + name)))
        }
        closedir(handle)
        for (name, isDirectory) in entries.sorted(by: { $0.name < $1.name }) {
            let path = dir + "/" + name
            if isDirectory {
                walk(path, depth: depth + 1, maximumDepth: maximumDepth)
            } else if Self.isFontFileName(name), pathsByName[name] == nil {
                pathsByName[name] = path
            }
        }
    }

    static func isFontFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isReadableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }
}

import Foundation
import Raster

/// Frame files an earlier run left in the output directory that this run did not overwrite
/// (a 60 fps run's frames 5–21 beside a 10 fps run's 0–4), removed once the new frames are
/// complete so the folder holds one run.
///
/// Only regular files named exactly `frame-` + at least four digits + `.png` are ever
/// touched: never other names, directories, symlinks or hidden files, nor a file that is one
/// of the run's inputs (`--from frames/frame-0010.png`). With `--frames` (one
/// shard of a run) the other frames of the same run are kept, since another shard may have
/// written them; only names outside the full run's frames are stale then.
enum StaleFrames {
    /// The frame index a name stands for when it is exactly `frame-NNNN.png` (4+ digits).
    static func frameIndex(ofFileName name: String) -> Int? {
        let utf8 = Array(name.utf8)
        let prefix = Array("frame-".utf8), suffix = Array(".png".utf8)
        guard utf8.count >= prefix.count + 4 + suffix.count, utf8.starts(with: prefix), utf8.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        let digits = utf8[prefix.count..<(utf8.count - suffix.count)]
        guard digits.count <= 9, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// The stale frame files in `directory`, sorted: regular files with a frame name that is
    /// not in `written`, not one of `inputs` (same device and inode), and (for a shard) not a
    /// frame name of the same full run.
    static func find(in directory: String, written: Set<String>, shardOf totalFrames: Int?, digits: Int, inputs: [String]) -> [String] {
        let inputIdentities = Set(inputs.compactMap { FileIdentity(path: $0) })
        guard let dir = PathBytes.withCString(directory, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(cString: raw.bindMemory(to: CChar.self).baseAddress!) }
            guard let index = frameIndex(ofFileName: name), !written.contains(name) else { continue }
            if let total = totalFrames, index < total, name == FrameOutput.fileName(ofFrame: index, digits: digits) { continue }
            var info = stat()
            let path = FrameOutput.join(directory, name)
            guard PathBytes.withCString(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if let identity = FileIdentity(path: path), inputIdentities.contains(identity) { continue }
            stale.append(name)
        }
        return stale.sorted()
    }

    /// Removes the named files from `directory`; the names of those actually removed.
    static func remove(_ names: [String], from directory: String) -> [String] {
        names.filter { name in PathBytes.withCString(FrameOutput.join(directory, name)) { unlink($0) } == 0 }
    }
}

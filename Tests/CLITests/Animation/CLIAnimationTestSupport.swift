import Foundation
import Raster

/// Helpers for the animated-output process tests: external tools and the frames of a render.
enum CLIAnimationTestSupport {
    /// A Debian tool's path, or nil when it is not installed.
    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tool and returns its status and standard output.
    static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The frame PNGs of a render directory, decoded, in order.
    static func frames(in dir: URL) throws -> [Pixmap] {
        try CLIProcess.files(in: dir).filter { $0.hasPrefix("frame-") }.map { try PNG.read(contentsOf: dir.appendingPathComponent($0).path) }
    }

    /// ffprobe's frame count and size of the first video stream: (frames, width, height).
    static func probe(_ file: URL) throws -> (frames: Int, width: Int, height: Int, pixelFormat: String)? {
        guard let ffprobe = tool("ffprobe") else { return nil }
        let r = try run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                  "stream=nb_read_frames,width,height,pix_fmt", "-of", "default=noprint_wrappers=1", file.path],
                        in: file.deletingLastPathComponent())
        var fields: [String: String] = [:]
        for line in r.output.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1).map(String.init)
            if kv.count == 2 { fields[kv[0]] = kv[1] }
        }
        guard r.status == 0, let n = Int(fields["nb_read_frames"] ?? ""), let w = Int(fields["width"] ?? ""),
              let h = Int(fields["height"] ?? "") else { return nil }
        return (n, w, h, fields["pix_fmt"] ?? "")
    }
}

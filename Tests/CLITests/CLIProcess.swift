import Foundation
import Raster

/// Runs the built `render-transition` binary as a child process and collects what it did.
struct CLIProcess {
    /// Exit status, stdout and stderr of one run.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root (this file is Tests/CLITests/CLIProcess.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The render-transition executable beside the test bundle.
    static let binary = executable(named: "render-transition")

    /// A product of this package beside the test bundle (`swift test` builds every product into
    /// that directory).
    static func executable(named name: String) -> String {
        var candidates: [URL] = []
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(dir.appendingPathComponent(name))
            dir = dir.deletingLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/" + name))
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        precondition(found != nil, "\(name) not built; looked at \(candidates.map(\.path)); run `swift build` first")
        return found!.path
    }

    /// Runs the binary with `arguments` in `directory`; `shell` wraps it in `/bin/sh -c` with
    /// the given prefix (e.g. a ulimit) before `exec`; `environment` adds variables to ours.
    static func run(_ arguments: [String], in directory: URL, shellPrefix: String? = nil,
                    environment extra: [String: String] = [:], executable binary: String = binary) throws -> Result {
        let process = Process()
        if !extra.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 } }
        if let shellPrefix {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shellPrefix + "; exec \"$0\" \"$@\"", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh empty directory under the system's temporary directory. The caller removes it:
    /// `defer { try? FileManager.default.removeItem(at: dir) }` on the next line.
    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rt-cli-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file name in `directory` (hidden ones too), sorted; empty when it does not exist.
    static func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// The bytes of a file.
    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// Writes a solid-colour PNG of `width x height` with optional changed pixels.
    static func writePNG(_ url: URL, width: Int, height: Int, color: Color, changes: [(Int, Int, Color)] = []) throws {
        let p = Pixmap(width: width, height: height)!
        p.clear(to: color.premultiplied)
        for (x, y, c) in changes { p[x, y] = c.premultiplied }
        try PNG.write(p, to: url.path)
    }
}

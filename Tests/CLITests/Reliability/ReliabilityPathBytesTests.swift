import Foundation
import Raster
import Testing

/// Paths are bytes: an argument that is not UTF-8 reaches the file system as given (no
/// U+FFFD replacement), and messages show the odd bytes escaped. Foundation's `Process` can
/// only pass UTF-8 arguments, so these runs go through /bin/sh and printf.
@Suite("Reliability: paths that are not UTF-8 are used byte for byte")
struct ReliabilityPathBytesTests {
    /// Runs `script` with `sh -c` in `directory` with `$RT` set to the binary; stdout and stderr as bytes.
    static func shell(_ script: String, in directory: URL) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["RT": CLIProcess.binary]) { $1 }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        nonisolated(unsafe) var outData = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, outData, String(decoding: errData, as: UTF8.self))
    }

    @Test("--out o\\xffut makes that exact directory; --from bad\\xff.png (which exists) is read")
    func bytesEndToEnd() throws {
        let dir = try CLIProcess.temporaryDirectory("bytes")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 20, height: 30, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 20, height: 30, color: Color(red: 0, green: 0, blue: 1))
        let r = try Self.shell("""
            cp a.png "$(printf 'bad\\377.png')" && "$RT" --from "$(printf 'bad\\377.png')" --to b.png --transition cross-dissolve \
              --fps 10 --frames 0..0 --quiet --out "$(printf 'o\\377ut')" && ls "$(printf 'o\\377ut')" && ls | od -An -c | tr -s ' '
            """, in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let listing = String(decoding: r.stdout, as: UTF8.self)
        #expect(listing.hasPrefix("frame-0000.png\n"), "listing: \(listing)")
        // od prints the raw byte 0xff as octal 377; U+FFFD would be 357 277 275.
        #expect(listing.contains("o 377 u t"), "listing: \(listing)")
        #expect(!listing.contains("357 277 275"), "a replacement character reached the file system: \(listing)")
    }

    @Test("a missing path with a byte that is not UTF-8 is named with the byte escaped, one line")
    func bytesEscapedInMessages() throws {
        let dir = try CLIProcess.temporaryDirectory("bytes-message")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 20, height: 30, color: .white)
        let r = try Self.shell(#""$RT" --from "$(printf 'nope\377.png')" --to b.png --out out"#, in: dir)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr == "error: cannot read nope\\xff.png: no such file (check the path and the working directory)\n", "stderr: \(r.stderr)")
    }
}

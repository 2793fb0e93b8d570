import Foundation
import Testing

/// Inputs that once hung or exhausted `port`: a named pipe (open blocked for a writer), and
/// types nested tens of thousands deep (memory grew with the square of the depth).
@Suite struct PortHostileInputTests {
    /// Runs port under `timeout 60`, so a regression fails (status 124) instead of hanging the suite.
    private func port(_ arguments: [String], in dir: URL) throws -> CLIProcess.Result {
        try CLIProcess.run(["60", CLIProcess.binary, "port"] + arguments, in: dir, executable: "/usr/bin/timeout")
    }

    @Test func aNamedPipeIsRefusedAtOnceWithExitOne() throws {
        let dir = try CLIProcess.temporaryDirectory("port-fifo")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        let r = try port(["Pipe.swift", "--out", "ported"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr == "error: cannot read Pipe.swift: it is a pipe (FIFO), not a regular file; save the source to a file and give that\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("ported").path))
    }

    /// `struct T0 { struct T1 { … } }` 20,000 deep, a 330 KB file: refused with the line and the
    /// limit, under a 1 GiB address-space limit (it took 455 MB and 50,000 deep aborted).
    @Test func typesNestedBeyondTheLimitAreRefusedInBoundedMemory() throws {
        let dir = try CLIProcess.temporaryDirectory("port-nest")
        defer { try? FileManager.default.removeItem(at: dir) }
        func nested(_ depth: Int) -> String {
            (0..<depth).map { "struct T\($0) {\n" }.joined() + "var x = 1\n" + String(repeating: "}\n", count: depth)
        }
        try nested(20_000).write(to: dir.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        let r = try CLIProcess.run(["port", "Deep.swift", "--out", "ported"], in: dir, shellPrefix: "ulimit -v 1048576")
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr == "error: Deep.swift:1001: not Swift source: brackets nested more than 1000 deep; port reads Swift nested at most that deep\n")
        // At the limit it ports (and copies the file unchanged: nothing to change).
        try nested(1000).write(to: dir.appendingPathComponent("Limit.swift"), atomically: true, encoding: .utf8)
        let ok = try CLIProcess.run(["port", "Limit.swift", "--out", "ported"], in: dir, shellPrefix: "ulimit -v 1048576")
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("ported/Limit.swift")) == Data(nested(1000).utf8))
    }
}

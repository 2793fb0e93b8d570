import Foundation
import Testing

/// Inputs that once hung or exhausted `port`: a named pipe (open blocked for a writer), and
/// types nested tens of thousands deep (memory grew with the square of the depth). And how the
/// process reports several refusals and a file it leaves out.
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

    /// `struct T0 { struct T1 { … } }` 20,000 deep, a 350 KB file: refused with the line and the
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

    @Test func everyRefusalIsALineOfItsOwnAndNothingIsWritten() throws {
        let dir = try CLIProcess.temporaryDirectory("port-refusals")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "class A { func f() { _ = #selector(model.reload) } }\n".write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "extension UIViewController { override func viewDidLoad() {} }\n".write(to: dir.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let r = try port(["A.swift", "B.swift", "--out", "ported"], in: dir)
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(r.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("error: ") })
        #expect(lines[0].hasPrefix("error: A.swift:1: cannot rewrite #selector(model.reload)"))
        #expect(lines[1].hasPrefix("error: B.swift:1: 'override func viewDidLoad()' overrides from an extension of UIViewController"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("ported").path))
    }

    @Test func aFileForSwiftUIIsLeftOutSayingSoAndCounted() throws {
        let dir = try CLIProcess.temporaryDirectory("port-leftout")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n".write(to: dir.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nfinal class C: UIViewController {}\n".write(to: dir.appendingPathComponent("C.swift"), atomically: true, encoding: .utf8)
        let r = try port(["V.swift", "C.swift", "--out", "ported"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "V.swift: left out — it imports SwiftUI, which does not exist here, so nothing in it can compile; declarations other files use from it will be reported missing\n0 edits in 0 of 1 file; 1 left out; written to ported\n")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("ported")) == ["C.swift"])
    }
}

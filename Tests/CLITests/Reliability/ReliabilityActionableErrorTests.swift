import Foundation
import Raster
import Testing

/// Errors a person can act on: the tool's own words for output directories that cannot be
/// made (naming the component and the cause, never Foundation's codes), and an option whose
/// value was forgotten read as "missing value", never as a value.
@Suite("Reliability: actionable errors for output directories and forgotten values", .serialized)
struct ReliabilityActionableErrorTests {
    static let quick = ["--demo", "ping", "--scale", "1", "--fps", "10", "--frames", "0..0", "--quiet"]

    static func expectOneLine(_ r: CLIProcess.Result, status: Int32, contains fragment: String, _ label: String) {
        #expect(r.status == status, "\(label): exit \(r.status), stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix("error: ") && r.stderr.split(separator: "\n").count == 1, "\(label): stderr: \(r.stderr)")
        #expect(r.stderr.contains(fragment), "\(label): stderr lacks '\(fragment)': \(r.stderr)")
        #expect(!r.stderr.contains("NSCocoaErrorDomain") && !r.stderr.contains("The file doesn"), "\(label): Foundation's words: \(r.stderr)")
    }

    @Test("--out under a file, at a file, and under /proc: the component and the cause in our words")
    func outputDirectoryErrors() throws {
        let dir = try CLIProcess.temporaryDirectory("out-errors")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("afile"))
        var r = try CLIProcess.run(Self.quick + ["--out", "afile/sub"], in: dir)
        Self.expectOneLine(r, status: 1, contains: "cannot create output directory afile/sub: afile is a file, not a directory; choose another --out", "afile/sub")
        r = try CLIProcess.run(Self.quick + ["--out", "afile/sub/deeper"], in: dir)
        Self.expectOneLine(r, status: 1, contains: "afile is a file, not a directory", "afile/sub/deeper")
        r = try CLIProcess.run(Self.quick + ["--out", "afile"], in: dir)
        Self.expectOneLine(r, status: 1, contains: "afile is a file, not a directory", "afile")
        r = try CLIProcess.run(Self.quick + ["--out", "/proc/self/x"], in: dir)
        Self.expectOneLine(r, status: 1, contains: "/proc/self does not accept new entries", "/proc/self/x")
        #expect(CLIProcess.files(in: dir) == ["afile"])
    }

    @Test("--out on a read-only mount: 'is on a read-only file system'", .enabled(if: getuid() == 0, "mounting needs root"))
    func readOnlyMount() throws {
        let disk = try #require(ReliabilityChild.mountTmpfs(size: "1m"))
        defer { ReliabilityChild.unmount(disk) }
        let remount = Process()
        remount.executableURL = URL(fileURLWithPath: "/bin/mount")
        remount.arguments = ["-o", "remount,ro", disk.path]
        try remount.run()
        remount.waitUntilExit()
        try #require(remount.terminationStatus == 0, "mount -o remount,ro failed")
        var r = try CLIProcess.run(Self.quick + ["--out", disk.appendingPathComponent("new").path], in: disk)
        Self.expectOneLine(r, status: 1, contains: "\(disk.path) is on a read-only file system", "new dir")
        r = try CLIProcess.run(Self.quick + ["--out", disk.path], in: disk)
        Self.expectOneLine(r, status: 1, contains: "cannot write into output directory \(disk.path): \(disk.path) is on a read-only file system", "existing dir")
    }

    @Test("a value that is one of the options is a missing value: exit 2, nothing created; --out=-x gives a dash value")
    func forgottenValues() throws {
        let dir = try CLIProcess.temporaryDirectory("missing-value")
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try CLIProcess.run(["--demo", "ping", "--out", "--quiet"], in: dir)
        Self.expectOneLine(r, status: 2, contains: "missing value for --out (expected --out DIR) (got the option '--quiet'", "--out --quiet")
        r = try CLIProcess.run(["--fps", "--out", "x"], in: dir)
        Self.expectOneLine(r, status: 2, contains: "missing value for --fps", "--fps --out")
        r = try CLIProcess.run(["compare", "a.png", "b.png", "--diff", "--quiet"], in: dir)
        Self.expectOneLine(r, status: 2, contains: "missing value for --diff", "--diff --quiet")
        r = try CLIProcess.run(["--demo", "--help"], in: dir)
        Self.expectOneLine(r, status: 2, contains: "missing value for --demo", "--demo --help")
        #expect(CLIProcess.files(in: dir).isEmpty, "\(CLIProcess.files(in: dir))")
        r = try CLIProcess.run(Self.quick + ["--out=-x"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("-x")) == ["frame-0000.png"])
    }

    @Test("control characters in file names are escaped in every message: one line, no raw escape")
    func controlCharactersEscaped() throws {
        let dir = try CLIProcess.temporaryDirectory("escapes")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 20, height: 30, color: .white)
        let hostile = "nope\nx\u{1b}[31m\r\t\u{7f}"
        let shown = "nope\\nx\\x1b[31m\\r\\t\\x7f"
        try Data("{".utf8).write(to: dir.appendingPathComponent("bad\nscene.json"))
        let runs: [(String, [String], Int32)] = [
            ("--from", ["--from", hostile, "--to", "b.png", "--out", "out"], 1),
            ("--scene", ["--scene", hostile, "--out", "out"], 1),
            ("--gesture", Self.quick + ["--gesture", hostile, "--out", "out"], 1),
            ("compare", ["compare", hostile, "b.png"], 1),
            ("--out under a file", Self.quick + ["--out", "b.png/" + hostile], 1),
            ("unknown option", ["--" + hostile], 2),
            ("--demo", ["--demo", hostile], 2),
        ]
        for (label, arguments, status) in runs {
            let r = try CLIProcess.run(arguments, in: dir)
            #expect(r.status == status, "\(label): exit \(r.status), stderr: \(r.stderr)")
            #expect(r.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "\(label): not one line: \(r.stderr.debugDescription)")
            #expect(!r.stderr.unicodeScalars.contains { $0.value == 0x1b || $0 == "\r" || $0 == "\t" || $0.value == 0x7f },
                    "\(label): raw control characters: \(r.stderr.debugDescription)")
            #expect(r.stderr.contains(shown), "\(label): the name is not shown escaped: \(r.stderr.debugDescription)")
        }
        let r = try CLIProcess.run(["--scene", "bad\nscene.json", "--out", "out"], in: dir)
        #expect(r.status == 1 && r.stderr.contains("bad\\nscene.json") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr.debugDescription)")
    }
}

import Foundation
import Testing

/// Issue 30, items 1 and 2: inputs and stream states that crashed the tool (a Swift trap, exit
/// 132/134) now end with a message and an exit status. A colour with fullwidth digits is a
/// colour error naming the field or option; a stdout or stderr that is closed, full or a pipe
/// whose reader left never traps: full or closed is exit 1 (with a line on stderr when stderr is
/// writable), a reader that left is a quiet exit 141, and frames already written stay.
@Suite("Reliability: fullwidth colours and closed, full or broken standard streams")
struct ReliabilityStreamsAndColoursTests {
    /// Runs `script` with `/bin/sh -c`, `$RT` naming the built binary, in `directory`.
    static func shell(_ script: String, in directory: URL) throws -> CLIProcess.Result {
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
        return CLIProcess.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                                 stderr: String(decoding: errData, as: UTF8.self))
    }

    static func scene(background: String, family: String = "System") -> String {
        """
        {"version": 1, "size": {"width": 20, "height": 30}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1,
         "from": {"backgroundColor": "\(background)", "children": [{"type": "text", "frame": [1, 1, 18, 12],
                  "runs": [{"text": "Hi", "font": {"family": "\(family)", "size": 8}}]}]},
         "to": {"backgroundColor": "#000000"}}
        """
    }

    @Test("fullwidth hex digits in a scene colour or --background: a colour error naming the field or option, nothing written")
    func fullwidthColour() throws {
        let dir = try CLIProcess.temporaryDirectory("fullwidth-colour")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(background: "#ＦＦ9500").utf8).write(to: dir.appendingPathComponent("s.json"))
        var r = try CLIProcess.run(["--scene", "s.json", "--out", "o", "--quiet"], in: dir)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix("error: invalid scene file: s.json: from.backgroundColor (line 2, column 30): ") && r.stderr.contains("\"#ＦＦ9500\" is not a colour: 'Ｆ' is not an ASCII hex digit"),
                "stderr: \(r.stderr)")
        #expect(!CLIProcess.files(in: dir).contains("o"))
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 8, height: 8, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 8, height: 8, color: .black)
        let shots = ["--from", "a.png", "--to", "b.png", "--transition", "cross-dissolve", "--fps", "10"]
        r = try CLIProcess.run(shots + ["--background", "#ＦＦＦＦＦＦ", "--out", "o"], in: dir)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr == "error: --background '#ＦＦＦＦＦＦ' is not a colour ('Ｆ' is not an ASCII hex digit); "
                + "use #RGB, #RRGGBB or #RRGGBBAA, e.g. --background '#1c1c1e'\n", "stderr: \(r.stderr)")
        // Other non-ASCII digits that Character.isHexDigit would not take stay plain colour errors.
        r = try CLIProcess.run(shots + ["--background", "#１２３", "--out", "o"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("is not a colour"), "stderr: \(r.stderr)")
        #expect(!CLIProcess.files(in: dir).contains("o"))
    }

    @Test("a closed or full stdout: exit 1 with one line on stderr, no trap")
    func closedOrFullStdout() throws {
        let dir = try CLIProcess.temporaryDirectory("closed-stdout")
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try Self.shell(#""$RT" list >&-"#, in: dir)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr == "error: cannot write to standard output: it is closed; its output is incomplete\n", "stderr: \(r.stderr)")
        r = try Self.shell(#""$RT" --version >/dev/full"#, in: dir)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr == "error: cannot write to standard output: No space left on device; its output is incomplete\n", "stderr: \(r.stderr)")
        r = try Self.shell(#""$RT" list --help >/dev/full 2>&1"#, in: dir)
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.isEmpty, "both streams full: exit 1, nothing to say it on")
    }

    @Test("a render with stderr closed: the frames are written; a warning it could not print makes exit 1, a quiet run exits 0")
    func closedStderr() throws {
        let dir = try CLIProcess.temporaryDirectory("closed-stderr")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(background: "#FFFFFF", family: "No Such Family").utf8).write(to: dir.appendingPathComponent("warns.json"))
        try Data(Self.scene(background: "#FFFFFF").utf8).write(to: dir.appendingPathComponent("quiet.json"))
        var r = try Self.shell(#""$RT" --scene warns.json --fps 20 --out w --quiet 2>&-; echo "status $?""#, in: dir)
        #expect(r.stdout == "status 1\n", "stdout: \(r.stdout)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("w")) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        r = try Self.shell(#""$RT" --scene quiet.json --fps 20 --out q --quiet 2>&-; echo "status $?""#, in: dir)
        #expect(r.stdout == "status 0\n", "stdout: \(r.stdout)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("q")).count == 3)
        // An error with stderr closed keeps its own status and writes nothing anywhere else.
        r = try Self.shell(#""$RT" --fps 0 --out e 2>&-; echo "status $?""#, in: dir)
        #expect(r.stdout == "status 2\n", "stdout: \(r.stdout)")
        // docs' per-item lines are lost with stderr closed: the gallery is complete, the status says a line was lost.
        r = try Self.shell(#""$RT" docs --transition cross-dissolve --scale 1 --fps 10 --out d 2>&-; echo "status $?""#, in: dir)
        #expect(r.stdout == "status 1\n", "stdout: \(r.stdout)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("d")).contains("index.html"))
        r = try Self.shell(#""$RT" docs --transition cross-dissolve --scale 1 --fps 10 --out dq --quiet 2>&-; echo "status $?""#, in: dir)
        #expect(r.stdout == "status 0\n", "stdout: \(r.stdout)")
    }

    @Test("a reader that leaves (compare | head -1, SIGPIPE ignored or not): a quiet exit 141, no trap")
    func brokenPipe() throws {
        let dir = try CLIProcess.temporaryDirectory("broken-pipe")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 4, height: 4, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 4, height: 4, color: .black)
        for trap in ["trap '' PIPE; ", ""] {
            // `sleep` lets head leave before the tool writes, so the write meets a closed pipe.
            let r = try Self.shell(trap + #"{ sleep 0.3; "$RT" compare a.png b.png; echo "status $?" >&2; } | head -c 0"#, in: dir)
            #expect(r.stderr == "status 141\n", "\(trap.isEmpty ? "SIGPIPE default" : "SIGPIPE ignored"): stderr: \(r.stderr)")
        }
    }
}

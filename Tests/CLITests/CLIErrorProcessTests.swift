import Foundation
import Raster
import Testing

/// CLI.md's Errors section, run as a process: one line on stderr naming the argument and the
/// problem, the exit status (2 usage, 1 run time), and no frame file left behind.
@Suite struct CLIErrorProcessTests {
    /// One error case: arguments (run in a directory holding the inputs below), status, and a
    /// fragment the one-line message must contain.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let base = ["--scale", "1", "--fps", "10", "--out", "out"]

    static let cases: [Case] = [
        Case(arguments: base + ["--fsp", "3"], status: 2, message: "unknown option '--fsp'; did you mean '--fps'?"),
        Case(arguments: base + ["--transition", "circle-mask2"], status: 2, message: "--transition 'circle-mask2' is not a known transition; did you mean 'circle-mask'?"),
        Case(arguments: base + ["--demo", "pong"], status: 2, message: "--demo 'pong' is not a demo; did you mean 'ping'?"),
        Case(arguments: ["--out", "out", "--duration"], status: 2, message: "missing value for --duration"),
        Case(arguments: ["--out", "out", "--fps", "ten"], status: 2, message: "--fps 'ten' is not a whole number"),
        Case(arguments: ["--out", "out", "--duration", "nan"], status: 2, message: "--duration 'nan' is not a finite number"),
        Case(arguments: ["--out", "out", "--fps", "0"], status: 2, message: "--fps 0 is outside 1...1000"),
        Case(arguments: ["--out", "out", "--fps", "1001"], status: 2, message: "--fps 1001 is outside 1...1000"),
        Case(arguments: ["--out", "out", "--scale", "5"], status: 2, message: "--scale 5 is outside 1...4"),
        Case(arguments: ["--out", "out", "--scale", "0.5"], status: 2, message: "--scale 0.5 is outside 1...4"),
        Case(arguments: base + ["--progress", "1.5"], status: 2, message: "--progress 1.5 is outside 0...1"),
        Case(arguments: base + ["--transition", "circle-mask", "--trigger", "10,10,0,40"], status: 2, message: "--trigger 10,10,0,40 is empty"),
        Case(arguments: base + ["--transition", "circle-mask", "--trigger", "380,800,50,50"], status: 2, message: "--trigger 380,800,50,50 is not inside the screen"),
        Case(arguments: base + ["--trigger", "1,2,3"], status: 2, message: "--trigger '1,2,3' must be four numbers X,Y,W,H"),
        Case(arguments: base + ["--frames", "0..999"], status: 2, message: "--frames 0..999 is outside this render's frames"),
        Case(arguments: base + ["--frames", "5..2"], status: 2, message: "--frames '5..2': the first frame 5 is after the last 2"),
        Case(arguments: base + ["--format", "avi"], status: 2, message: "--format 'avi' is not one of png, apng, sheet, webp, gif, mp4"),
        Case(arguments: base + ["--compression", "fst"], status: 2, message: "--compression 'fst' is not one of fast, default, small; did you mean 'fast'?"),
        Case(arguments: base + ["--jobs", "0"], status: 2, message: "--jobs 0 is outside 1...256"),
        Case(arguments: base + ["--progress", "0.5", "--frames", "0..1"], status: 2, message: "--progress renders one frame and cannot be combined with --frames"),
        Case(arguments: base + ["--demo", "ping", "--from", "white.png", "--to", "white.png"], status: 2, message: "--demo and --from both name the screens"),
        Case(arguments: base + ["--to-text", "0,0,10,10"], status: 2, message: "--to-text applies to screenshots only"),
        Case(arguments: ["lst"], status: 2, message: "unknown command 'lst'; did you mean 'list'?"),
        Case(arguments: base + ["--from", "white.png", "--to", "small.png"], status: 2, message: "the screenshots differ in size: white.png is 40 x 80 but small.png is 20 x 40 pixels"),
        Case(arguments: base + ["--from", "missing.png", "--to", "white.png"], status: 1, message: "cannot read missing.png: no such file"),
        Case(arguments: base + ["--from", "garbage.png", "--to", "white.png"], status: 1, message: "cannot read garbage.png: not a PNG file"),
        Case(arguments: base + ["--scene", "scene.json"], status: 1, message: "invalid scene file: scene.json"),
        // A misused "autoresizing" is an invalid scene file, as a misused "pin" is: the field path and the words.
        Case(arguments: base + ["--scene", "mask.json"], status: 1,
             message: "invalid scene file: mask.json: from.children[0].autoresizing[0] (line 1, column 152): \"flexibleWdth\" is not one of \"flexibleLeftMargin\", \"flexibleWidth\", \"flexibleRightMargin\", \"flexibleTopMargin\", \"flexibleHeight\", \"flexibleBottomMargin\""),
        Case(arguments: ["--scale", "1", "--fps", "10", "--out", "afile/frames"], status: 1, message: "cannot create output directory afile/frames"),
        Case(arguments: base + ["--gesture", "empty.json"], status: 1, message: "empty.json: the gesture trace has no samples"),
        Case(arguments: base + ["--gesture", "unordered.json"], status: 1, message: "unordered.json: sample 1 has t = 0.1, earlier than the previous sample's t = 0.2"),
        Case(arguments: base + ["--gesture", "nan.json"], status: 1, message: "nan.json: [1].x (line 1, column 35): expected a number, got a string"),
        Case(arguments: base + ["--gesture", "nowhere.json"], status: 1, message: "cannot read gesture trace nowhere.json: no such file"),
        Case(arguments: ["docs"], status: 2, message: "docs needs --out DIR"),
        Case(arguments: ["compare", "white.png"], status: 2, message: "compare needs two images, REFERENCE.png ACTUAL.png (got 1)"),
    ]

    /// Writes into `dir` the inputs the cases name.
    static func writeInputs(in dir: URL) throws {
        try CLIProcess.writePNG(dir.appendingPathComponent("white.png"), width: 40, height: 80, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("small.png"), width: 20, height: 40, color: .white)
        try Data("not a png at all".utf8).write(to: dir.appendingPathComponent("garbage.png"))
        try Data("{}".utf8).write(to: dir.appendingPathComponent("scene.json"))
        try Data(#"{"version": 1, "size": {"width": 100, "height": 200}, "transition": "cross-dissolve", "from": {"children": [{"frame": [0, 0, 10, 10], "autoresizing": ["flexibleWdth"]}]}, "to": {}}"#.utf8)
            .write(to: dir.appendingPathComponent("mask.json"))
        try Data().write(to: dir.appendingPathComponent("afile"))
        try Data("[]".utf8).write(to: dir.appendingPathComponent("empty.json"))
        try Data(#"[{"t":0.2,"x":0,"y":0},{"t":0.1,"x":5,"y":0}]"#.utf8).write(to: dir.appendingPathComponent("unordered.json"))
        try Data(#"[{"t":0,"x":0,"y":0},{"t":0.1,"x":"NaN","y":0}]"#.utf8).write(to: dir.appendingPathComponent("nan.json"))
    }

    @Test(arguments: cases)
    func errorPrintsOneLineExitsAndLeavesNoFrame(_ c: Case) throws {
        let dir = try CLIProcess.temporaryDirectory("errors")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeInputs(in: dir)
        let r = try CLIProcess.run(c.arguments, in: dir)
        #expect(r.status == c.status, "stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix("error: "))
        #expect(r.stderr.contains(c.message), "stderr: \(r.stderr)")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1, "one line: \(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")).isEmpty)
    }

    /// A file-size limit makes the disk "fill up" part-way: the run stops with exit 1, the
    /// frames written before stay complete (equal to a full run's), and no temporary file or
    /// unfinished animation is left.
    @Test func diskFullMidRunKeepsCompleteFramesAndLeavesNoTemporaryFile() throws {
        let dir = try CLIProcess.temporaryDirectory("full")
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["--demo", "ping", "--scale", "1", "--fps", "30", "--quiet", "--jobs", "1", "--format", "png,apng"]
        #expect(try CLIProcess.run(args + ["--out", "reference"], in: dir).status == 0)
        // sh's ulimit -f counts 512-byte blocks; every frame fits 48 KB, the 11-frame APNG (~106 KB) does not.
        let r = try CLIProcess.run(args + ["--out", "limited"], in: dir, shellPrefix: "trap '' XFSZ; ulimit -f 96")
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("cannot write limited/transition.png"), "stderr: \(r.stderr)")
        let names = CLIProcess.files(in: dir.appendingPathComponent("limited"))
        #expect(names.allSatisfy { $0.hasPrefix("frame-") }, "left behind: \(names)")
        #expect(!names.isEmpty)
        for name in names {
            #expect(try CLIProcess.bytes(dir.appendingPathComponent("limited/\(name)"))
                == CLIProcess.bytes(dir.appendingPathComponent("reference/\(name)")))
        }
    }

    /// SIGINT stops the render within a frame: exit 130, `interrupted after N frames`, exactly
    /// N complete frames, no temporary file.
    @Test func interruptStopsWithCompleteFramesOnly() throws {
        let dir = try CLIProcess.temporaryDirectory("interrupt")
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLIProcess.binary)
        process.arguments = ["--demo", "ping", "--scale", "1", "--fps", "1000", "--quiet", "--out", "out"]
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        try process.run()
        let out = dir.appendingPathComponent("out")
        let deadline = Date().addingTimeInterval(60)
        while CLIProcess.files(in: out).filter({ $0.hasPrefix("frame-") }).count < 3 && Date() < deadline && process.isRunning {
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "stderr: \(message)")
        let names = CLIProcess.files(in: out)
        #expect(message == "interrupted after \(names.count) frames\n")
        #expect(names == (0..<names.count).map { String(format: "frame-%04d.png", $0) }, "left behind: \(names)")
        for name in names { _ = try PNG.read(contentsOf: out.appendingPathComponent(name).path) }
    }
}

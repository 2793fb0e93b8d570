import Foundation
import Raster
import Testing

/// Issue 30, items 14 and 17: messages and outputs that misled a newcomer, each now saying what
/// happened: a dangling symlink `--out`, a scene under a pixel wide, a scene's own empty trigger
/// view, a UTF-16/32 scene file, characters no fallback font has, a narrow terminal, one number
/// syntax for every option, `docs --help` and `--transition` given twice, compare's options in
/// cli.md, did-you-mean across letter case, the gallery's durations, and a folder compare's sheet
/// showing frames missing on one side.
@Suite("Reliability: messages that said the wrong thing", .serialized)
struct ReliabilityMisleadingMessageTests {
    static func scene(size: String = #"{"width": 40, "height": 60}"#, transition: String = "cross-dissolve",
                      children: String = "[]", extra: String = "") -> String {
        """
        {"version": 1, "size": \(size), "scale": 1, "transition": "\(transition)", "duration": 0.1,\(extra)
         "from": {"backgroundColor": "#FFFFFF", "children": \(children)}, "to": {"backgroundColor": "#000000"}}
        """
    }

    @Test("a dangling symlink --out names the link and its target, not /proc")
    func danglingOut() throws {
        let dir = try CLIProcess.temporaryDirectory("dangling")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("out").path, withDestinationPath: "gone/frames")
        let r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--out", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "error: cannot create output directory out: out is a symbolic link to gone/frames, which does not exist; "
                + "choose another --out\n", "stderr: \(r.stderr)")
    }

    @Test("a scene 0.4 pt wide, and a scene whose trigger view is empty or off-screen: exit 1 naming the file (and the view)")
    func sceneAtFault() throws {
        let dir = try CLIProcess.temporaryDirectory("scene-fault")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(size: #"{"width": 0.4, "height": 30}"#).utf8).write(to: dir.appendingPathComponent("thin.json"))
        var r = try CLIProcess.run(["--scene", "thin.json", "--out", "o"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "error: thin.json: the screen is 0.4 x 30 points, under one pixel a side at scale 1; "
                + "a frame needs at least 1 x 1 pixels: give the screen a larger size\n", "stderr: \(r.stderr)")
        for (frame, reason) in [("[30, 4, 0, 10]", "is empty"), ("[30, 4, 20, 10]", "is not inside the screen")] {
            let children = #"[{"type": "view", "id": "button", "frame": \#(frame)}]"#
            try Data(Self.scene(transition: "circle-mask", children: children, extra: #" "trigger": "button","#).utf8)
                .write(to: dir.appendingPathComponent("trigger.json"))
            r = try CLIProcess.run(["--scene", "trigger.json", "--out", "o"], in: dir)
            let rect = frame.dropFirst().dropLast().replacingOccurrences(of: " ", with: "")
            #expect(r.status == 1)
            #expect(r.stderr == "error: trigger.json: the trigger view \"button\" (at \(rect) on the screen) \(reason) "
                    + "(the screen is 40 x 60 points); give the trigger a size inside the screen\n", "stderr: \(r.stderr)")
        }
        // A --trigger the user gave is still the option's fault.
        r = try CLIProcess.run(["--scene", "trigger.json", "--trigger", "1,1,0,5", "--out", "o"], in: dir)
        #expect(r.status == 2 && r.stderr == "error: --trigger 1,1,0,5 is empty (the screen is 40 x 60 points)\n", "stderr: \(r.stderr)")
        #expect(!CLIProcess.files(in: dir).contains("o"))
    }

    @Test("a UTF-16 or UTF-32 scene file is named as such, with the conversion")
    func wideEncodings() throws {
        let dir = try CLIProcess.temporaryDirectory("utf16")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = Self.scene()
        let cases: [(String.Encoding, String, String)] = [
            (.utf16LittleEndian, "UTF-16LE", "UTF-16LE"), (.utf16, "UTF-16", "UTF-16"), (.utf32BigEndian, "UTF-32BE", "UTF-32BE"),
        ]
        for (encoding, name, iconv) in cases {
            try text.data(using: encoding)!.write(to: dir.appendingPathComponent("s.json"))
            let r = try CLIProcess.run(["--scene", "s.json", "--out", "o"], in: dir)
            let bom = try CLIProcess.bytes(dir.appendingPathComponent("s.json")).prefix(2)
            let shown = encoding == .utf16 ? (bom == Data([0xFF, 0xFE]) ? "UTF-16LE" : "UTF-16BE") : name
            #expect(r.status == 1)
            #expect(r.stderr == "error: invalid scene file: s.json: the file is \(shown) text; scene files must be UTF-8: "
                    + "convert it (e.g. iconv -f \(iconv) -t UTF-8)\n", "stderr: \(r.stderr)")
        }
    }

    @Test("characters no fallback font has (Tamil) are not sent to the CJK package")
    func missingGlyphAdvice() throws {
        let dir = try CLIProcess.temporaryDirectory("glyphs")
        defer { try? FileManager.default.removeItem(at: dir) }
        let children = #"[{"type": "text", "frame": [2, 2, 36, 20], "runs": [{"text": "தமிழ்", "font": {"family": "System", "size": 10}}]}]"#
        try Data(Self.scene(children: children).utf8).write(to: dir.appendingPathComponent("s.json"))
        let r = try CLIProcess.run(["--scene", "s.json", "--fps", "10", "--out", "o", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("5 character(s) (U+BA4, U+BAE, U+BBF, U+BB4, U+BCD)") && !r.stderr.contains("fonts-noto-cjk")
                && r.stderr.contains("no fallback font has emoji or scripts other than Latin, Greek, Cyrillic and CJK: use a font family that has these characters"),
                "stderr: \(r.stderr)")
    }

    @Test("progress on a 20-column terminal stays inside it")
    func narrowTerminal() throws {
        let script = "/usr/bin/script"
        try #require(FileManager.default.isExecutableFile(atPath: script), "script(1) is missing: apt-get install bsdutils")
        let dir = try CLIProcess.temporaryDirectory("narrow")
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qfec", "stty cols 20; '\(CLIProcess.binary)' --demo ping --scale 1 --fps 60 --out o", "/dev/null"]
        process.currentDirectoryURL = dir
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "output: \(text)")
        let redraws = text.components(separatedBy: "\r").filter { $0.hasPrefix("frame ") }
        #expect(!redraws.isEmpty && redraws.allSatisfy { $0.count <= 19 }, "progress lines: \(redraws)")
    }

    @Test("one number syntax: hexadecimal is refused for every option, 30.0 is a whole number, --work-limit 2.5 stays 2.5")
    func numbers() throws {
        let dir = try CLIProcess.temporaryDirectory("numbers")
        defer { try? FileManager.default.removeItem(at: dir) }
        let ping = ["--demo", "ping", "--scale", "1", "--out", "o", "--quiet"]
        var r = try CLIProcess.run(ping + ["--duration", "0x10"], in: dir)
        #expect(r.status == 2 && r.stderr == "error: --duration '0x10' is not a finite number\n", "stderr: \(r.stderr)")
        for (option, value) in [("--trigger", "0x1,1,4,4"), ("--hold", "0x1"), ("--time-limit", "0x10"), ("--work-limit", "0x10")] {
            r = try CLIProcess.run(ping + [option, value, "--format", "apng"], in: dir)
            #expect(r.status == 2, "\(option) \(value): \(r.stderr)")
        }
        r = try CLIProcess.run(ping + ["--fps", "30.0", "--frames", "0..1e0"], in: dir)
        #expect(r.status == 0 && CLIProcess.files(in: dir.appendingPathComponent("o")).count == 2, "stderr: \(r.stderr)")
        r = try CLIProcess.run(ping + ["--fps", "2.5"], in: dir)
        #expect(r.status == 2 && r.stderr == "error: --fps '2.5' is not a whole number\n", "stderr: \(r.stderr)")
        r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--work-limit", "2.5", "--out", "w"], in: dir)
        #expect(r.status == 1 && r.stderr.contains("more than the --work-limit of 2.5;"), "stderr: \(r.stderr)")
    }

    @Test("docs --help shows --transition in its usage; --transition twice is one gallery item with unique ids")
    func docsTransitions() throws {
        let dir = try CLIProcess.temporaryDirectory("docs-twice")
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try CLIProcess.run(["docs", "--help"], in: dir)
        let usage = r.stdout.split(separator: "\n").first { $0.contains("render-transition docs --out DIR") } ?? ""
        #expect(usage.contains("[--transition NAME]"), "usage: \(usage)")
        r = try CLIProcess.run(["docs", "--transition", "push", "--transition", "push,push", "--fps", "10", "--out", "g", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("g/index.html"), encoding: .utf8)
        let ids = try NSRegularExpression(pattern: #"id="([^"]*)""#).matches(in: html, range: NSRange(html.startIndex..., in: html))
            .map { String(html[Range($0.range(at: 1), in: html)!]) }
        #expect(!ids.isEmpty && Set(ids).count == ids.count, "ids: \(ids)")
    }

    @Test("did-you-mean ignores letter case; the gallery index gives circular-reveal's durations as list does")
    func namesAndDurations() throws {
        let dir = try CLIProcess.temporaryDirectory("names")
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try CLIProcess.run(["--transition", "HERO-FADE", "--out", "o"], in: dir)
        #expect(r.status == 2 && r.stderr.hasPrefix("error: --transition 'HERO-FADE' is not a known transition; did you mean 'hero-fade'? "),
                "stderr: \(r.stderr)")
        r = try CLIProcess.run(["docs", "--transition", "HERO-FADE", "--out", "o"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("did you mean 'hero-fade'?"), "stderr: \(r.stderr)")
        r = try CLIProcess.run(["docs", "--transition", "circular-reveal", "--fps", "10", "--out", "g", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let index = try String(contentsOf: dir.appendingPathComponent("g/index.md"), encoding: .utf8)
        #expect(index.contains("| 0.25 s mask, 0.35 s total |") && index.contains("- Default duration: 0.25 s mask, 0.35 s total\n"),
                "index.md: \(index.prefix(600))")
    }

    @Test("cli.md's compare section lists every compare option")
    func compareOptionsDocumented() throws {
        let text = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let section = text.components(separatedBy: "\n## compare\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        let help = try CLIProcess.run(["compare", "--help"], in: CLIProcess.packageRoot).stdout
        let options = help.split(separator: "\n").compactMap { line -> String? in
            let word = line.split(separator: " ").first.map(String.init) ?? ""
            return word.hasPrefix("--") && word != "--help," ? word : nil
        }
        #expect(options.contains("--quiet") && options.count >= 8, "compare --help: \(options)")
        for option in options { #expect(section.contains("`\(option)"), "the compare section of docs/cli.md does not list \(option)") }
    }

    @Test("a folder compare's sheet has a row for a frame missing from the golden side")
    func sheetShowsMissingFrames() throws {
        let dir = try CLIProcess.temporaryDirectory("sheet-missing")
        defer { try? FileManager.default.removeItem(at: dir) }
        for side in ["golden", "actual"] { try FileManager.default.createDirectory(at: dir.appendingPathComponent(side), withIntermediateDirectories: true) }
        for i in 0..<3 {
            for side in ["golden", "actual"] {
                try CLIProcess.writePNG(dir.appendingPathComponent("\(side)/frame-000\(i).png"), width: 24, height: 48, color: .white)
            }
        }
        try CLIProcess.writePNG(dir.appendingPathComponent("actual/frame-0003.png"), width: 24, height: 48, color: .black)
        let r = try CLIProcess.run(["compare", "golden", "actual", "--sheet", "sheet.png"], in: dir)
        #expect(r.status == 1 && r.stdout.contains("frame-0003.png: not in golden"), "stdout: \(r.stdout)")
        let sheet = try PNG.read(contentsOf: dir.appendingPathComponent("sheet.png").path)
        // 240 x 520 cells of a 24 x 48 frame are 240 x 480; rows of 480 + 34, 12 apart, below 16 + 34 + 18.
        let rows = (sheet.height - 16 - 34 - 18 - 16 + 12) / (480 + 34 + 12)
        #expect(rows == 4, "the sheet has \(rows) rows (\(sheet.height) px high)")
    }
}

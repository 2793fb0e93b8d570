import Foundation
import Testing

/// `port` run as a process: what it prints, its exit status, what it writes — and that on any
/// error it writes nothing at all.
@Suite struct PortProcessTests {
    static let screen = """
        import UIKit

        class Screen: UIViewController {
            @IBOutlet weak var button: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            }
            @objc func tapped(_ sender: UIButton) {}
        }

        """
    static let layout = """
        import UIKit

        extension Screen {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
            }
        }

        """
    static let untouched = "struct Model {\r\n    var name = \"@objc\"\r\n}\r\n"

    /// A directory holding the three sources.
    func sources() throws -> URL {
        let dir = try CLIProcess.temporaryDirectory("port")
        try Self.screen.write(to: dir.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        try Self.layout.write(to: dir.appendingPathComponent("Screen+Layout.swift"), atomically: true, encoding: .utf8)
        try Self.untouched.write(to: dir.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    static let arguments = ["port", "Screen.swift", "Screen+Layout.swift", "Model.swift", "--out", "ported"]

    @Test func portPrintsEachEditAndTheCountAndWritesEveryFile() throws {
        let dir = try sources()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(Self.arguments, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == """
            Screen.swift:4: @IBOutlet weak var button: UIButton! → weak var button: UIButton!
            Screen.swift:7: button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) → button.addTarget(self, action: Selector(Screen.tapped(_:)), for: .touchUpInside)
            Screen.swift:9: @objc func tapped(_ sender: UIButton) {} → func tapped(_ sender: UIButton) {}
            Screen+Layout.swift:4: override func viewWillAppear(_ animated: Bool) in an extension of Screen → in class Screen's body, before its closing brace at Screen.swift:10
            4 edits in 2 of 3 files; written to ported

            """)
        let out = dir.appendingPathComponent("ported")
        #expect(CLIProcess.files(in: out) == ["Model.swift", "Screen+Layout.swift", "Screen.swift"])
        #expect(try String(contentsOf: out.appendingPathComponent("Screen.swift"), encoding: .utf8) == """
            import UIKit

            class Screen: UIViewController {
                weak var button: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: Selector(Screen.tapped(_:)), for: .touchUpInside)
                }
                func tapped(_ sender: UIButton) {}

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
            }

            """)
        #expect(try String(contentsOf: out.appendingPathComponent("Screen+Layout.swift"), encoding: .utf8) == "import UIKit\n\nextension Screen {\n}\n")
        #expect(try CLIProcess.bytes(out.appendingPathComponent("Model.swift")) == Data(Self.untouched.utf8), "an untouched file is copied byte for byte")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("Screen.swift")) == Data(Self.screen.utf8), "the input is left as it was")
    }

    @Test func aSecondRunWritesTheSameBytes() throws {
        let dir = try sources()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try CLIProcess.run(Self.arguments, in: dir)
        let b = try CLIProcess.run(Array(Self.arguments.dropLast()) + ["again"], in: dir)
        #expect(a.status == 0 && b.status == 0)
        for name in ["Screen.swift", "Screen+Layout.swift", "Model.swift"] {
            #expect(try CLIProcess.bytes(dir.appendingPathComponent("ported/" + name)) == CLIProcess.bytes(dir.appendingPathComponent("again/" + name)))
        }
        #expect(a.stdout.replacingOccurrences(of: "ported", with: "again") == b.stdout)
    }

    /// One refused run: extra files to write first, the arguments, status, and the whole one-line message.
    struct Case: Sendable, CustomTestStringConvertible {
        let files: [String: [UInt8]]
        let arguments: [String]
        let status: Int32
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(files: [:], arguments: ["port", "Missing.swift", "--out", "ported"], status: 1,
             message: "error: cannot read Missing.swift: No such file or directory"),
        Case(files: ["Sub/Model.swift": Array("struct B {}\n".utf8)], arguments: ["port", "Sub", "--out", "ported"], status: 1,
             message: "error: cannot read Sub: it is a directory; give the .swift files in it"),
        Case(files: ["notes.txt": Array("let a = 1".utf8)], arguments: ["port", "Screen.swift", "notes.txt", "--out", "ported"], status: 1,
             message: "error: notes.txt is not a Swift source file (its name does not end in .swift); give port .swift files only"),
        Case(files: ["Bin.swift": [0x89, 0x50, 0x4E, 0x47]], arguments: ["port", "Bin.swift", "--out", "ported"], status: 1,
             message: "error: Bin.swift is not Swift source: byte 0 is not UTF-8 text"),
        Case(files: ["Broken.swift": Array("class A {\n  let s = \"open\n}\n".utf8)], arguments: ["port", "Broken.swift", "--out", "ported"], status: 1,
             message: "error: Broken.swift:2: not Swift source: unterminated string literal"),
        Case(files: [:], arguments: ["port", "Screen+Layout.swift", "--out", "ported"], status: 1,
             message: "error: Screen+Layout.swift:4: 'override func viewWillAppear(_ animated: Bool)' overrides from an extension of Screen, but no source declares class Screen; add the file that declares it"),
        Case(files: ["Sub/Model.swift": Array("struct B {}\n".utf8)], arguments: ["port", "Model.swift", "Sub/Model.swift", "--out", "ported"], status: 2,
             message: "error: Model.swift and Sub/Model.swift would both be written as ported/Model.swift; port them into separate --out directories"),
        Case(files: [:], arguments: ["port", "Model.swift", "Model.swift", "--out", "ported"], status: 2,
             message: "error: Model.swift is given twice; give each source once"),
        Case(files: [:], arguments: ["port", "Model.swift", "--out", "."], status: 2,
             message: "error: --out . would overwrite the source ./Model.swift; choose a directory that holds none of the sources"),
        Case(files: [:], arguments: ["port", "Model.swift"], status: 2, message: "error: port needs --out DIR (where the ported files go)"),
        Case(files: [:], arguments: ["port", "--out", "ported"], status: 2, message: "error: port needs the Swift sources to port: port SRC.swift… --out DIR"),
        Case(files: [:], arguments: ["port", "Model.swift", "--out", "ported", "--fast"], status: 2, message: "error: unknown option '--fast'; see 'render-transition port --help'"),
        Case(files: [:], arguments: ["prot", "Model.swift"], status: 2, message: "error: unknown command 'prot'; did you mean 'port'? commands: render, list, compare, docs, port, help"),
    ]

    @Test(arguments: cases)
    func aRefusedRunPrintsOneLineAndWritesNothing(_ c: Case) throws {
        let dir = try sources()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, bytes) in c.files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let before = CLIProcess.files(in: dir)
        let r = try CLIProcess.run(c.arguments, in: dir)
        #expect(r.status == c.status)
        #expect(r.stderr == c.message + "\n")
        #expect(r.stdout.isEmpty)
        #expect(CLIProcess.files(in: dir) == before, "nothing is written, not even the --out directory")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("Model.swift")) == Data(Self.untouched.utf8))
    }

    @Test func aSymbolicLinkToTheSourcesDirectoryIsRefusedToo() throws {
        let dir = try sources()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("alias").path, withDestinationPath: dir.path)
        let r = try CLIProcess.run(["port", "Model.swift", "--out", "alias"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "error: --out alias would overwrite the source alias/Model.swift; choose a directory that holds none of the sources\n")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("Model.swift")) == Data(Self.untouched.utf8))
    }

    @Test func aDeviceOrPipeIsRefusedRatherThanReadForever() throws {
        let dir = try sources()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["port", "/dev/zero", "--out", "ported"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "error: cannot read /dev/zero: it is not a regular file\n")
        #expect(!CLIProcess.files(in: dir).contains("ported"))
    }

    @Test func existingOutputsAreReplacedWholeAndNoTemporaryFileStays() throws {
        let dir = try sources()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("ported")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "stale and much longer than the new content of the file".write(to: out.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let r = try CLIProcess.run(["port", "Model.swift", "--out", "ported"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "0 edits in 0 of 1 file; written to ported\n")
        #expect(try CLIProcess.bytes(out.appendingPathComponent("Model.swift")) == Data(Self.untouched.utf8))
        #expect(CLIProcess.files(in: out) == ["Model.swift"])
    }

    @Test func anOutputDirectoryThatIsAFileIsRefused() throws {
        let dir = try sources()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "x".write(to: dir.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let r = try CLIProcess.run(["port", "Model.swift", "--out", "taken"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "error: cannot create output directory taken: taken is a file, not a directory; choose another --out\n")
    }

    @Test func helpDescribesTheCommand() throws {
        let dir = try CLIProcess.temporaryDirectory("port-help")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try CLIProcess.run(["port", "--help"], in: dir)
        let b = try CLIProcess.run(["help", "port"], in: dir)
        #expect(a.status == 0 && b.status == 0)
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.hasPrefix("USAGE\n  render-transition port SRC.swift... --out DIR\n"))
        #expect(a.stdout.contains("--out DIR"))
        let tool = try CLIProcess.run(["--help"], in: dir)
        #expect(tool.stdout.contains("  render-transition port SRC.swift... --out DIR\n"))
        #expect(tool.stdout.contains("  port      copy UIKit Swift sources"))
    }
}

import Foundation
import Raster
import Testing

/// Devices and FIFOs where a file is expected: every input (screenshots, scene files, scene
/// images, gesture traces, compare inputs) is refused as not a regular file, at once, in one
/// line with exit 1, before anything is read or decoded; nothing is written.
@Suite("Reliability: devices and FIFOs as inputs are refused without reading or blocking", .serialized)
struct ReliabilitySpecialFileTests {
    /// A directory holding `b.png`, `fifo` (a named pipe nobody writes), a scene whose image
    /// is `image.png`, and `image.png` itself as a symlink to `imageTarget`.
    static func makeWorkspace(imageTarget: String) throws -> URL {
        let dir = try CLIProcess.temporaryDirectory("special")
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 20, height: 30, color: Color(red: 0, green: 0, blue: 1))
        #expect(mkfifo(dir.appendingPathComponent("fifo").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("image.png").path, withDestinationPath: imageTarget)
        let json = """
            {"version": 1, "size": {"width": 40, "height": 60}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1,
             "from": {"backgroundColor": "#FFFFFF"},
             "to": {"backgroundColor": "#000000", "children": [{"type": "image", "frame": [0, 0, 8, 8], "src": "image.png"}]}}
            """
        try Data(json.utf8).write(to: dir.appendingPathComponent("scene.json"))
        try Data(#"[{"t": 0, "x": 0, "y": 0}, {"t": 0.1, "x": 30, "y": 0}]"#.utf8).write(to: dir.appendingPathComponent("trace.json"))
        return dir
    }

    /// Every way a special file reaches the tool as an input, with `path` standing for it.
    static func commands(_ path: String) -> [(label: String, arguments: [String])] {
        [
            ("--from", ["--from", path, "--to", "b.png", "--out", "out", "--quiet"]),
            ("--to", ["--from", "b.png", "--to", path, "--out", "out", "--quiet"]),
            ("--scene", ["--scene", path, "--out", "out", "--quiet"]),
            ("--gesture", ["--demo", "ping", "--scale", "1", "--gesture", path, "--out", "out", "--quiet"]),
            ("compare reference", ["compare", path, "b.png"]),
            ("compare actual", ["compare", "b.png", path]),
        ]
    }

    static func check(_ r: ReliabilityChild.BoundedResult, _ label: String, mentions words: [String], in dir: URL) {
        #expect(!r.timedOut, "\(label): still running after \(r.seconds) s (blocked or reading without limit)")
        #expect(r.status == 1, "\(label): exit \(r.status), stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix("error: ") && r.stderr.split(separator: "\n").count == 1, "\(label): stderr: \(r.stderr)")
        for word in words { #expect(r.stderr.contains(word), "\(label): stderr lacks '\(word)': \(r.stderr)") }
        #expect(!r.stderr.contains("Fatal error"), "\(label): crashed: \(r.stderr)")
        #expect(!CLIProcess.files(in: dir).contains("out"), "\(label): an output directory was made")
    }

    @Test("/dev/zero and /dev/urandom as any input: exit 1 at once, 'a character device, not a regular file'",
          arguments: ["/dev/zero", "/dev/urandom"])
    func characterDevices(device: String) throws {
        let dir = try Self.makeWorkspace(imageTarget: device)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (label, arguments) in Self.commands(device) {
            let r = try ReliabilityChild.run(arguments, in: dir, timeout: 20)
            Self.check(r, label, mentions: [device, "character device"], in: dir)
        }
        let r = try ReliabilityChild.run(["--scene", "scene.json", "--allow-images-outside", "--out", "out", "--quiet"], in: dir, timeout: 20)
        Self.check(r, "scene image -> \(device)", mentions: ["image.png", "character device"], in: dir)
    }

    @Test("a FIFO nobody writes as any input: refused within seconds, never blocks")
    func fifos() throws {
        let dir = try Self.makeWorkspace(imageTarget: "fifo")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (label, arguments) in Self.commands("fifo") {
            let r = try ReliabilityChild.run(arguments, in: dir, timeout: 20)
            Self.check(r, label, mentions: ["fifo", "FIFO"], in: dir)
            #expect(r.seconds < 10, "\(label): took \(r.seconds) s")
        }
        let r = try ReliabilityChild.run(["--scene", "scene.json", "--out", "out", "--quiet"], in: dir, timeout: 20)
        Self.check(r, "scene image -> fifo", mentions: ["image.png", "FIFO"], in: dir)
    }

    @Test("a directory as a screenshot or trace: refused as not a regular file")
    func directories() throws {
        let dir = try Self.makeWorkspace(imageTarget: "b.png")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("adir"), withIntermediateDirectories: true)
        for (label, arguments) in Self.commands("adir") {
            let r = try ReliabilityChild.run(arguments, in: dir, timeout: 20)
            Self.check(r, label, mentions: ["adir", "a directory"], in: dir)
        }
    }
}

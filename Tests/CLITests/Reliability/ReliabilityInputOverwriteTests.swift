import Foundation
import Raster
import Testing

/// An output that resolves to an input (the same path, a symlink to it, a hard link, the
/// output directory holding it) is refused with exit 2 before anything is written, and the
/// input keeps every byte.
@Suite("Reliability: no output ever overwrites an input")
struct ReliabilityInputOverwriteTests {
    static func makeImages(in dir: URL) throws -> (a: Data, b: Data) {
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 20, height: 30, color: Color(red: 1, green: 0, blue: 0))
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 20, height: 30, color: Color(red: 1, green: 0, blue: 0),
                                changes: [(3, 4, Color(red: 0, green: 1, blue: 0))])
        return (try CLIProcess.bytes(dir.appendingPathComponent("a.png")), try CLIProcess.bytes(dir.appendingPathComponent("b.png")))
    }

    @Test("compare --diff naming an input (itself, a symlink, a hard link, another spelling): exit 2, input untouched",
          arguments: [["a.png", "b.png", "a.png"], ["a.png", "b.png", "b.png"], ["a.png", "a.png", "a.png"],
                      ["a.png", "b.png", "link.png"], ["a.png", "b.png", "hard.png"], ["a.png", "b.png", "./sub/../a.png"]])
    func compareDiffOnAnInput(arguments: [String]) throws {
        let dir = try CLIProcess.temporaryDirectory("diff-input")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (a, b) = try Self.makeImages(in: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: "a.png")
        try FileManager.default.linkItem(atPath: dir.appendingPathComponent("a.png").path, toPath: dir.appendingPathComponent("hard.png").path)
        let r = try CLIProcess.run(["compare", arguments[0], arguments[1], "--diff", arguments[2]], in: dir)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("would overwrite the input") && r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("a.png")) == a)
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("b.png")) == b)
        #expect(r.stdout.isEmpty, "stdout: \(r.stdout)")
    }

    @Test("render --out a folder holding --from as frame-0000.png: exit 2, the screenshot untouched, nothing written")
    func renderOutOverScreenshots() throws {
        let dir = try CLIProcess.temporaryDirectory("out-input")
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        try CLIProcess.writePNG(frames.appendingPathComponent("frame-0000.png"), width: 20, height: 30, color: Color(red: 1, green: 0, blue: 0))
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 20, height: 30, color: Color(red: 0, green: 0, blue: 1))
        let before = try CLIProcess.bytes(frames.appendingPathComponent("frame-0000.png"))
        let r = try CLIProcess.run(["--from", "frames/frame-0000.png", "--to", "b.png", "--transition", "cross-dissolve",
                                    "--fps", "10", "--out", "frames", "--quiet"], in: dir)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("--out frames would overwrite the input frames/frame-0000.png"), "stderr: \(r.stderr)")
        #expect(try CLIProcess.bytes(frames.appendingPathComponent("frame-0000.png")) == before)
        #expect(CLIProcess.files(in: frames) == ["frame-0000.png"])
    }

    @Test("render --scene whose image is the out folder's sheet.png, and a gesture trace named transition.png: exit 2")
    func renderOutOverSceneImageAndTrace() throws {
        let dir = try CLIProcess.temporaryDirectory("out-scene")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("sheet.png"), width: 8, height: 8, color: Color(red: 1, green: 0, blue: 0))
        let json = """
            {"version": 1, "size": {"width": 40, "height": 60}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1,
             "from": {"backgroundColor": "#FFFFFF"},
             "to": {"backgroundColor": "#000000", "children": [{"type": "image", "frame": [0, 0, 8, 8], "src": "sheet.png"}]}}
            """
        try Data(json.utf8).write(to: dir.appendingPathComponent("scene.json"))
        let image = try CLIProcess.bytes(dir.appendingPathComponent("sheet.png"))
        var r = try CLIProcess.run(["--scene", "scene.json", "--format", "sheet", "--out", ".", "--quiet"], in: dir)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("would overwrite the input"), "stderr: \(r.stderr)")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("sheet.png")) == image)

        let trace = Data(#"[{"t": 0, "x": 0, "y": 0}, {"t": 0.05, "x": 30, "y": 0}]"#.utf8)
        try trace.write(to: dir.appendingPathComponent("transition.png"))
        r = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--gesture", "transition.png", "--format", "apng", "--out", ".", "--quiet"], in: dir)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("transition.png")) == trace)
        #expect(CLIProcess.files(in: dir) == ["scene.json", "sheet.png", "transition.png"])
    }
}

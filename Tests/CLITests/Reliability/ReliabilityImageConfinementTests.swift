import Foundation
import Raster
import Testing

/// Images named in a scene file must resolve inside the scene's directory (after following
/// symlinks) unless --allow-images-outside is given; a refused scene writes nothing.
@Suite("Reliability: scene images confined to the scene's directory")
struct ReliabilityImageConfinementTests {
    enum Escape: String, CaseIterable, Sendable { case parent, absolute, symlink }

    /// Builds in `root` a tree: `outside/secret.png` and `scenes/scene.json` whose image `src`
    /// escapes the way `escape` says (`../outside/secret.png`, the absolute path, or `inside.png`,
    /// a symlink to the secret).
    static func makeTree(_ escape: Escape, in root: URL) throws -> (scene: URL, secret: URL) {
        let outside = root.appendingPathComponent("outside"), scenes = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let secret = outside.appendingPathComponent("secret.png")
        try CLIProcess.writePNG(secret, width: 8, height: 8, color: Color(red: 1, green: 0, blue: 0))
        let src: String
        switch escape {
        case .parent: src = "../outside/secret.png"
        case .absolute: src = secret.path
        case .symlink:
            try FileManager.default.createSymbolicLink(atPath: scenes.appendingPathComponent("inside.png").path, withDestinationPath: secret.path)
            src = "inside.png"
        }
        let json = """
            {"version": 1, "size": {"width": 40, "height": 60}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1,
             "from": {"backgroundColor": "#FFFFFF"},
             "to": {"backgroundColor": "#000000", "children": [{"type": "image", "frame": [0, 0, 8, 8], "src": "\(src)"}]}}
            """
        let scene = scenes.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: scene)
        return (scene, secret)
    }

    @Test("an image escaping the scene's directory is refused: exit 1, one line naming the file and the src, no output",
          arguments: Escape.allCases)
    func refused(escape: Escape) throws {
        let root = try CLIProcess.temporaryDirectory("confine-\(escape.rawValue)")
        defer { try? FileManager.default.removeItem(at: root) }
        let (scene, _) = try Self.makeTree(escape, in: root)
        let r = try CLIProcess.run(["--scene", scene.path, "--quiet", "--out", "out"], in: root)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(scene.path) && r.stderr.contains("outside the scene file's directory"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("--allow-images-outside"), "the message should say how to allow it: \(r.stderr)")
        #expect(CLIProcess.files(in: root.appendingPathComponent("out")).isEmpty, "a refused scene wrote output")
    }

    @Test("--allow-images-outside lets the same scene render", arguments: Escape.allCases)
    func allowed(escape: Escape) throws {
        let root = try CLIProcess.temporaryDirectory("confine-\(escape.rawValue)")
        defer { try? FileManager.default.removeItem(at: root) }
        let (scene, _) = try Self.makeTree(escape, in: root)
        let r = try CLIProcess.run(["--scene", scene.path, "--allow-images-outside", "--quiet", "--fps", "10", "--out", "out"], in: root)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let frames = CLIProcess.files(in: root.appendingPathComponent("out"))
        #expect(frames.count == 2, "\(frames)")
        // The last frame shows the to-screen: the red secret image at its top-left corner.
        if let last = frames.last {
            let image = try PNG.read(contentsOf: root.appendingPathComponent("out/\(last)").path)
            #expect(image[2, 2] == Color(red: 1, green: 0, blue: 0).premultiplied)
        }
    }
}

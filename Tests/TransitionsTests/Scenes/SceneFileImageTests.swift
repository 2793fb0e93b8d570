import Foundation
import Raster
import Testing
@testable import Transitions

/// Image nodes: decoded at load, and confined to the scene file's directory (that every UIKit
/// build shares the decoded pixels: TransitionCatalogTests' UIKitSceneFileTests).
@Suite struct SceneFileImageTests {
    /// A scene whose `to` screen shows one image named `src`.
    static func scene(src: String) -> String {
        SceneFileTestSupport.scene(toChildren: "{\"id\": \"picture\", \"type\": \"image\", \"frame\": [10, 20, 30, 40], \"src\": \"\(src)\", \"contentMode\": \"scaleAspectFit\"}")
    }

    /// A 4x3 opaque red PNG at `path`.
    static func writeImage(_ path: String) throws {
        let p = try #require(Pixmap(width: 4, height: 3))
        p.clear(to: Color.red.premultiplied)
        try PNG.write(p, to: path)
    }

    /// The layout every test uses, built in `root`: root/scenes/scene.json, root/scenes/img/in.png,
    /// root/outside.png. Returns root/scenes.
    static func makeTree(in root: String) throws -> String {
        let scenes = root + "/scenes"
        try FileManager.default.createDirectory(atPath: scenes + "/img", withIntermediateDirectories: true)
        try writeImage(scenes + "/img/in.png")
        try writeImage(root + "/outside.png")
        return scenes
    }

    /// The image node of a decoded scene's to-screen, its decoded pixels and how they show
    /// (nil when the node is missing or not an image).
    static func image(in scene: SceneDescription) -> (node: SceneNode, pixmap: Pixmap, scale: Double, mode: ContentsGravity)? {
        guard let node = scene.to.children.first(where: { $0.id == "picture" }),
              case let .image(pixmap, scale, mode) = node.content else { return nil }
        return (node, pixmap, scale, mode)
    }

    @Test func imageInsideTheDirectoryIsDecodedAtLoad() throws {
        let root = try SceneFileTestSupport.scratchDirectory("images")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scenes = try Self.makeTree(in: root)
        let scene = try SceneFileTestSupport.load(Self.scene(src: "img/in.png"), in: scenes)
        let image = try #require(Self.image(in: scene))
        #expect(image.pixmap.width == 4 && image.pixmap.height == 3)
        #expect(image.pixmap[0, 0] == Color.red.premultiplied)
        #expect(image.scale == 1 && image.mode == .resizeAspect)
        #expect(image.node.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(scene.inputFiles.contains { $0.hasSuffix("/img/in.png") }, "\(scene.inputFiles)")
    }

    /// Paths that leave the directory, each refused by default and accepted when allowed.
    @Test(arguments: ["../outside.png", "img/../../outside.png", "ABSOLUTE", "img/link.png"])
    func imageOutsideTheDirectoryIsRefusedUnlessAllowed(src: String) throws {
        let root = try SceneFileTestSupport.scratchDirectory("images")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scenes = try Self.makeTree(in: root)
        try FileManager.default.createSymbolicLink(atPath: scenes + "/img/link.png", withDestinationPath: root + "/outside.png")
        let path = src == "ABSOLUTE" ? root + "/outside.png" : src
        let error = try #require(SceneFileTestSupport.error(Self.scene(src: path), in: scenes))
        #expect(error.kind == .imageOutsideDirectory)
        let line = error.description
        #expect(line.contains("to.children[0].src (line"), "\(line)")
        #expect(line.contains("outside the scene file's directory"), "\(line)")
        #expect(line.contains("outside.png"), "names where it resolves: \(line)")
        #expect(line.contains("allowingImagesOutside") || line.contains("--allow-images-outside"), "says what to do: \(line)")
        let allowed = try SceneFileTestSupport.load(Self.scene(src: path), in: scenes, allowingImagesOutside: true)
        #expect(Self.image(in: allowed)?.pixmap.width == 4)
    }

    @Test func symlinkInsideTheDirectoryIsFine() throws {
        let root = try SceneFileTestSupport.scratchDirectory("images")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scenes = try Self.makeTree(in: root)
        try FileManager.default.createSymbolicLink(atPath: scenes + "/alias.png", withDestinationPath: "img/in.png")
        #expect(SceneFileTestSupport.error(Self.scene(src: "alias.png"), in: scenes) == nil)
    }

    @Test func missingImageNamesThePath() throws {
        let root = try SceneFileTestSupport.scratchDirectory("images")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scenes = try Self.makeTree(in: root)
        let error = try #require(SceneFileTestSupport.error(Self.scene(src: "img/nope.png"), in: scenes))
        #expect(error.kind == .imageUnreadable)
        #expect(error.description.contains("cannot find \"img/nope.png\""), "\(error)")
        #expect(error.description.contains("to.children[0].src"), "\(error)")
    }

    @Test func fileThatIsNotAPNGGivesThePNGReadersMessage() throws {
        let root = try SceneFileTestSupport.scratchDirectory("images")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scenes = try Self.makeTree(in: root)
        _ = FileManager.default.createFile(atPath: scenes + "/img/fake.png", contents: Data("GIF89a not a png".utf8))
        let error = try #require(SceneFileTestSupport.error(Self.scene(src: "img/fake.png"), in: scenes))
        #expect(error.kind == .imageUnreadable)
        let resolved = try #require(SceneImageLoader.realPath(scenes + "/img/fake.png"))
        do {
            _ = try PNG.read(contentsOf: resolved)
            Issue.record("the fake PNG decoded")
        } catch {
            #expect(error.description.contains("not a PNG file"))
            #expect(SceneFileTestSupport.error(Self.scene(src: "img/fake.png"), in: scenes)?.description.contains(error.description) == true)
        }
    }
}

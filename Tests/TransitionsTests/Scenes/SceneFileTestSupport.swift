import Foundation
import Raster
import Testing
@testable import Transitions

/// Shared helpers for the scene-file tests: the fixtures folder, scratch directories, quick loads.
enum SceneFileTestSupport {
    /// fixtures/scenes, found from this file's location.
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/fixtures/scenes"
    }()

    /// A fresh empty directory under the system's temporary directory. The caller removes it:
    /// `defer { try? FileManager.default.removeItem(atPath: dir) }` on the next line.
    static func scratchDirectory(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "scenefile-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `json` as a scene file in `directory` and loads it.
    static func load(_ json: String, in directory: String, name: String = "scene.json",
                     allowingImagesOutside: Bool = false) throws(SceneFileError) -> Scene {
        let path = directory + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        return try SceneFile.load(contentsOf: path, allowingImagesOutside: allowingImagesOutside)
    }

    /// The error loading `json` throws, or nil when it loads.
    static func error(_ json: String, in directory: String, allowingImagesOutside: Bool = false) -> SceneFileError? {
        do {
            _ = try load(json, in: directory, allowingImagesOutside: allowingImagesOutside)
            return nil
        } catch {
            return error
        }
    }

    /// A minimal valid scene whose `to` screen's children are `children` (JSON text).
    static func scene(toChildren children: String = "", extraTop: String = "") -> String {
        """
        {
          "version": 1,
          "size": {"width": 100, "height": 200},
          "transition": "circle-mask",\(extraTop)
          "from": {"backgroundColor": "#FFFFFF", "children": [{"id": "button", "type": "oval", "frame": [10, 10, 20, 20], "backgroundColor": "#FF0000"}]},
          "to": {"backgroundColor": "#000000", "children": [\(children)]}
        }
        """
    }

    /// Frames `indices` of the scene rendered at scale 1 (clamped to the frame count).
    static func frames(of scene: Scene, reverse: Bool = false, indices: [Int], fps: Int = 30) throws -> [Pixmap] {
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse, fps: fps, scale: 1))
        let renderer = FrameRenderer(plan: plan)
        return try indices.map { i in try renderer.renderFrame(min(i, plan.frameCount - 1)).copy() }
    }

    /// "identical", or how many pixels differ and the first one, for a failure message.
    static func difference(_ a: Pixmap, _ b: Pixmap) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)x\(a.height) vs \(b.width)x\(b.height)" }
        var count = 0
        var first: String?
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                count += 1
                if first == nil { first = "(\(x), \(y)): \(a[x, y]) vs \(b[x, y])" }
            }
        }
        return first.map { "\(count) pixels differ, first at \($0)" }
    }
}

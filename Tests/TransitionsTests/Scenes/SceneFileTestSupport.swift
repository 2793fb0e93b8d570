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

    /// The transition names the tests' files may take (the catalog lives above this module; a
    /// renderer of scene files passes its own).
    static let transitions = ["circle-mask", "circular-reveal", "cross-dissolve", "push"]

    /// Writes `json` as a scene file in `directory` and decodes it.
    static func load(_ json: String, in directory: String, name: String = "scene.json",
                     allowingImagesOutside: Bool = false) throws(SceneFileError) -> SceneDescription {
        let path = directory + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        return try SceneFile.decode(contentsOf: path, allowingImagesOutside: allowingImagesOutside, transitions: transitions)
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
}

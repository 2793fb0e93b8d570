import Raster

/// A scene file read and validated, as data: the settings of `Scene` and the two screens as view
/// trees (`SceneNode`), with no views made. The UIKit level builds its screens from it; the
/// engine's tests build engine views (`engineScene`).
package struct SceneDescription: Sendable {
    package var name: String
    package var summary: String
    /// The screen size in points.
    package var size: Size
    /// Pixels per point when the user does not say (the file's `scale`, else 3).
    package var defaultScale: Double
    package var from: SceneNode
    package var to: SceneNode
    package var transition: String
    package var reverse: Bool
    package var triggerIdentifier: String?
    package var triggerFrame: Rect?
    package var duration: Double?
    package var parameters: [String: Double]
    /// The scene file and its images' resolved paths.
    package var inputFiles: [String]
    /// The images' oddities that did not stop the load, one line each.
    package var warnings: [String]
    /// Names the file, its bytes and its images' pixels: the engine's snapshot cache key.
    package var cacheKey: String

    /// The screens' names, "<name>.from" and "<name>.to".
    package var fromName: String { "\(name).from" }
    package var toName: String { "\(name).to" }

    /// The screen's background as the transitions paint behind it: the root's colour, else white.
    package static func backgroundColor(of root: SceneNode) -> Color { root.backgroundColor ?? .white }

    /// The scene as engine views (kept for the engine's own tests).
    package var engineScene: Scene {
        var screens: [Screen] = []
        for (key, root) in [("from", from), ("to", to)] {
            let screenKey = "\(cacheKey)#\(key)"
            screens.append(Screen(name: "\(name).\(key)", backgroundColor: Self.backgroundColor(of: root)) { size in
                let view = root.build()
                view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
                view.snapshotCacheKey = "\(screenKey)@\(size.width)x\(size.height)"
                return view
            })
        }
        var scene = Scene(name: name, summary: summary, size: size, defaultScale: defaultScale, from: screens[0], to: screens[1],
                          transition: transition, reverse: reverse, triggerIdentifier: triggerIdentifier, triggerFrame: triggerFrame,
                          duration: duration, parameters: parameters)
        scene.inputFiles = inputFiles
        scene.warnings = warnings
        return scene
    }
}

import Raster

/// A scene file read and validated, as data: the settings of a scene and the two screens as view
/// trees (`SceneNode`), with no views made (`SceneFile.decode`). The UIKit level builds its
/// screens from it, as a render does.
public struct SceneDescription: Sendable {
    public package(set) var name: String
    public package(set) var summary: String
    /// The screen size in points.
    public package(set) var size: Size
    /// Pixels per point when the user does not say (the file's `scale`, else 3).
    public package(set) var defaultScale: Double
    public package(set) var from: SceneNode
    public package(set) var to: SceneNode
    public package(set) var transition: String
    public package(set) var reverse: Bool
    public package(set) var triggerIdentifier: String?
    public package(set) var triggerFrame: Rect?
    public package(set) var duration: Double?
    public package(set) var parameters: [String: Double]
    /// The scene file and its images' resolved paths.
    public package(set) var inputFiles: [String]
    /// The images' oddities that did not stop the load, one line each.
    public package(set) var warnings: [String]

    /// The screens' names, "<name>.from" and "<name>.to".
    package var fromName: String { "\(name).from" }
    package var toName: String { "\(name).to" }

    /// The screen's background as the transitions paint behind it: the root's colour, else white.
    package static func backgroundColor(of root: SceneNode) -> Color { root.backgroundColor ?? .white }
}

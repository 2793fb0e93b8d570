import Raster

/// The built-in demo scenes as engine views, one per seed: what the engine's own tests (plans,
/// goldens, references) and benchmarks draw. Renders record the UIKit demos
/// (TransitionCatalog's `UIKitScene.demos`, the same screens built in UIKit).
///
/// Assembled from one file per seed family, like the catalog.
package enum DemoScenes {
    /// The iPhone screen every demo uses: 390 x 844 points at scale 3 (1170 x 2532 pixels).
    package static let screenSize = Size(width: 390, height: 844)

    /// The default demo: the Ping circular reveal, pushing from the white to the black screen.
    package static let ping = Scene(
        name: "ping", summary: "Ping's circular reveal with flying text (seed 000): white screen to black screen",
        size: screenSize, from: PingScreens.white, to: PingScreens.black, transition: "circular-reveal",
        triggerIdentifier: PingScreens.buttonIdentifier)

    package static let all: [Scene] = [ping] + seedDemos + uikitDemos + [showcase]

    package static let defaultDemo = ping

    package static func named(_ name: String) -> Scene? { all.first { $0.name == name } }

    /// The generic list → detail pair, for transitions without a demo of their own.
    package static let showcase = Scene(
        name: "showcase", summary: "a list screen and a detail screen, for any transition",
        size: screenSize, from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: "circle-mask",
        triggerFrame: Rect(x: 32, y: 142, width: 40, height: 40))

    /// The scene that shows a transition best: the first demo made for it, else the showcase
    /// pair with the transition swapped in.
    package static func showcase(for transition: String) -> Scene {
        if let own = all.first(where: { $0.transition == transition }) { return own }
        var s = showcase
        s.transition = transition
        s.name = "showcase-\(transition)"
        return s
    }
}

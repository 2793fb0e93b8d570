package import Raster

/// The built-in demo scenes, one per seed and one per UIKit family (`render-transition list`
/// prints them), all on the iPhone screen of 390 x 844 points at scale 3.
extension UIKitScene {
    /// The screen every demo uses: 390 x 844 points (1170 x 2532 pixels at scale 3).
    package static let demoScreenSize = Size(width: 390, height: 844)

    /// The default demo: the Ping circular reveal, pushing from the white to the black screen.
    package static let ping = UIKitScene(
        name: "ping", summary: "Ping's circular reveal with flying text (seed 000): white screen to black screen",
        size: demoScreenSize, from: PingScreens.white, to: PingScreens.black, transition: "circular-reveal",
        triggerIdentifier: PingScreens.buttonIdentifier)

    /// Seed 003: the indigo screen pushes the yellow one, revealed from the round button.
    package static let circleMask = UIKitScene(
        name: "circle-mask", summary: "a circle grows from the top-right button (seed 003): indigo screen to yellow screen",
        size: demoScreenSize, from: ButtonScreens.first, to: ButtonScreens.second, transition: "circle-mask",
        triggerIdentifier: ButtonScreens.buttonIdentifier)

    /// Seed 001, "circle": the sheet is revealed by a circle from the centre.
    package static let circleScale = UIKitScene(
        name: "circle-scale", summary: "a modal sheet revealed by a circle from the screen centre (seed 001)",
        size: demoScreenSize, from: ModalScreens.presenting, to: ModalScreens.presented, transition: "circle-scale")

    /// Seed 001, "rectangle": the sheet slides in from the bottom-right corner.
    package static let rectangleOffset = UIKitScene(
        name: "rectangle-offset", summary: "a modal sheet slides in diagonally as the screen leaves (seed 001)",
        size: demoScreenSize, from: ModalScreens.presenting, to: ModalScreens.presented, transition: "rectangle-offset")

    /// Seed 004: the red box grows into the red detail screen.
    package static let colorDiffusion = UIKitScene(
        name: "color-diffusion", summary: "the tapped box grows into the next screen (seed 004): green home to red detail",
        size: demoScreenSize, from: DiffusionScreens.home, to: DiffusionScreens.detail, transition: "color-diffusion",
        triggerIdentifier: DiffusionScreens.boxIdentifier)

    /// UIKit's modal styles on the showcase pair (cover-vertical, UIKit's default; any other
    /// modal style or Hero preset runs on it with `--transition`).
    package static let modalStyles = UIKitScene(
        name: "modal-styles", summary: "UIKit's modal styles (cover-vertical; try cross-dissolve, flip-horizontal): list to detail",
        size: demoScreenSize, from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: "cover-vertical")

    /// UINavigationController's default push on the showcase pair.
    package static let navigation = UIKitScene(
        name: "navigation", summary: "UINavigationController's default push: list to detail",
        size: demoScreenSize, from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: "push")

    /// The generic list → detail pair, for transitions without a demo of their own; the trigger
    /// is the first card's avatar, at (32, 142, 40, 40) on the bare screen (in either direction:
    /// the detail screen has none, so a pop shrinks back into the list's).
    package static let showcase = UIKitScene(
        name: "showcase", summary: "a list screen and a detail screen, for any transition",
        size: demoScreenSize, from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: "circle-mask",
        triggerIdentifier: ShowcaseScreens.avatarIdentifier)

    /// Every demo, in the order `list` prints them.
    package static let demos: [UIKitScene] = [ping, circleMask, circleScale, rectangleOffset, colorDiffusion, modalStyles, navigation, showcase]

    package static let defaultDemo = ping

    package static func demo(named name: String) -> UIKitScene? { demos.first { $0.name == name } }

    /// The scene that shows a transition best: the first demo made for it, else the showcase
    /// pair with the transition swapped in.
    package static func showcase(for transition: String) -> UIKitScene {
        if let own = demos.first(where: { $0.transition == transition }) { return own }
        var s = showcase
        s.transition = transition
        s.name = "showcase-\(transition)"
        return s
    }
}

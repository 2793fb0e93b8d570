extension DemoScenes {
    /// Demos for seeds 001-004 (circle mask, modal circle scale and rectangle offset, colour diffusion).
    static let seedDemos: [Scene] = [circleMask, circleScale, rectangleOffset, colorDiffusion]

    /// Seed 003: the indigo screen pushes the yellow one, revealed from the round button.
    package static let circleMask = Scene(
        name: "circle-mask", summary: "a circle grows from the top-right button (seed 003): indigo screen to yellow screen",
        size: screenSize, from: ButtonScreens.first, to: ButtonScreens.second, transition: "circle-mask",
        triggerIdentifier: ButtonScreens.buttonIdentifier)

    /// Seed 001, "circle": the sheet is revealed by a circle from the centre.
    package static let circleScale = Scene(
        name: "circle-scale", summary: "a modal sheet revealed by a circle from the screen centre (seed 001)",
        size: screenSize, from: ModalScreens.presenting, to: ModalScreens.presented, transition: "circle-scale")

    /// Seed 001, "rectangle": the sheet slides in from the bottom-right corner.
    package static let rectangleOffset = Scene(
        name: "rectangle-offset", summary: "a modal sheet slides in diagonally as the screen leaves (seed 001)",
        size: screenSize, from: ModalScreens.presenting, to: ModalScreens.presented, transition: "rectangle-offset")

    /// Seed 004: the red box grows into the red detail screen.
    package static let colorDiffusion = Scene(
        name: "color-diffusion", summary: "the tapped box grows into the next screen (seed 004): green home to red detail",
        size: screenSize, from: DiffusionScreens.home, to: DiffusionScreens.detail, transition: "color-diffusion",
        triggerIdentifier: DiffusionScreens.boxIdentifier)
}

extension DemoScenes {
    /// Demos for UIKit's own modal styles, navigation push and Hero's presets, on the showcase
    /// pair (a light list, a detail with a coloured header: motion, fades and turns read well).
    /// `modal-styles` shows cover-vertical, UIKit's default modal style; any other modal style or
    /// Hero preset runs on it with `--transition`.
    static let uikitDemos: [Scene] = [
        Scene(name: "modal-styles", summary: "UIKit's modal styles (cover-vertical; try cross-dissolve, flip-horizontal): list to detail",
              size: screenSize, from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: "cover-vertical"),
        Scene(name: "navigation", summary: "UINavigationController's default push: list to detail",
              size: screenSize, from: ShowcaseScreens.list, to: ShowcaseScreens.detail, transition: "push"),
    ]
}

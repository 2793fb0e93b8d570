extension TransitionCatalog {
    /// The presets iOS developers know from Hero, each in four directions (fade, zoom and
    /// zoom-out have none); the reverse direction plays Hero's reversed preset.
    static let heroTransitions: [TransitionDescriptor] = HeroPreset.all.map { preset in
        TransitionDescriptor(name: preset.name, summary: preset.summary, defaultDuration: HeroPreset.duration,
                             curve: preset.curve == HeroPreset.deceleration ? "(0,0)(0.2,1) deceleration" : "(0.4,0)(0.2,1) standard",
                             forward: preset.forwardOperation) { HeroPresetAnimator(preset: preset, operation: $0) }
    }
}

extension TransitionCatalog {
    /// The presets iOS developers know from Hero, each in four directions (fade, zoom and
    /// zoom-out have none); the reverse direction plays Hero's reversed preset.
    static let heroTransitions: [TransitionDescriptor] = HeroPreset.all.map { preset in
        TransitionDescriptor(name: preset.name, summary: preset.summary, defaultDuration: preset.defaultDuration,
                             curve: preset.curve == HeroPreset.deceleration
                                 ? "(0,0)(0.2,1) deceleration (Hero's DefaultAnimationPreprocessor)"
                                 : "(0.4,0)(0.2,1) standard (Hero's DefaultAnimationPreprocessor)",
                             sources: preset.kind == .fade
                                 ? "Hero's DefaultAnimationPreprocessor replaces the modifiers with .fade, dropping .duration(0.35); HeroDefaultAnimator computes 0.208 s + distance / 3000 (nothing moves: 0.208 s)"
                                 : "Hero's DefaultAnimationPreprocessor: .duration(0.35) and the preset's modifiers (translate, scale, fade, overlay 0.1, shadow 0.5 radius 5)",
                             forward: preset.forwardOperation) { HeroPresetAnimator(preset: preset, operation: $0) }
    }
}

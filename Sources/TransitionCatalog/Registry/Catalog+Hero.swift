import UIKit

extension Catalog {
    /// Hero's presets, written in UIKit (Hero/HeroPresetTransition.swift): the navigation presets
    /// (push, pull, slide, zoom-slide) on a push, the others on a presentation; the reverse plays
    /// the preset's reverse, as Hero's auto-reverse does.
    static let heroTransitions: [CatalogEntry] = HeroPreset.all.map { preset in
        CatalogEntry(name: preset.name, summary: preset.summary, defaultDuration: preset.defaultDuration,
                     curve: preset.decelerates
                         ? "(0,0)(0.2,1) deceleration (Hero's DefaultAnimationPreprocessor)"
                         : "(0.4,0)(0.2,1) standard (Hero's DefaultAnimationPreprocessor)",
                     sources: preset.kind == .fade
                         ? "Hero's DefaultAnimationPreprocessor replaces the modifiers with .fade, dropping .duration(0.35); HeroDefaultAnimator computes 0.208 s + distance / 3000 (nothing moves: 0.208 s)"
                         : "Hero's DefaultAnimationPreprocessor: .duration(0.35) and the preset's modifiers (translate, scale, fade, overlay 0.1, shadow 0.5 radius 5)",
                     kind: preset.isNavigation ? .push : .present) { setup in
            HeroPresetTransition(preset: setup.isForward ? preset : preset.reversed, duration: setup.requestedDuration)
        }
    }
}

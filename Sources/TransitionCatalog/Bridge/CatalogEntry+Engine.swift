import UIKit
internal import Transitions

extension CatalogEntry {
    /// Interim: the entry of a transition still written in the engine's dialect, its
    /// documentation read from the engine's registration and its animator the bridge.
    init(engine name: String) {
        let d = TransitionCatalog.named(name)!
        self.init(name: d.name, summary: d.summary, defaultDuration: d.defaultDuration, curve: d.curve, sources: d.sources,
                  kind: d.forward == .push ? .push : .present, needsTrigger: d.needsTrigger, parameterNames: d.parameterNames,
                  durationPart: d.durationPart) { EngineTransitionAnimator(name, setup: $0) }
    }
}

extension Catalog {
    /// UIKit's own modal presentation styles and navigation push (interim: the engine's animators).
    static let uikitTransitions: [CatalogEntry] = ["cross-dissolve", "cover-vertical", "flip-horizontal", "push"].map(CatalogEntry.init(engine:))
    /// UIKit's partialCurl modal style (interim: the engine's animator).
    static let curlTransitions: [CatalogEntry] = [CatalogEntry(engine: "partial-curl")]
    /// Hero's presets, written in UIKit (Hero/HeroPresetTransition.swift): the reverse plays the
    /// preset's reverse, as Hero's auto-reverse does; the documentation stays the engine's
    /// registration until the engine copies go.
    static let heroTransitions: [CatalogEntry] = HeroPreset.all.map { preset in
        var entry = CatalogEntry(engine: preset.name)
        entry.makeAnimator = { setup in
            HeroPresetTransition(preset: setup.isForward ? preset : preset.reversed, duration: setup.requestedDuration)
        }
        return entry
    }
}

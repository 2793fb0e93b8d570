// What each trait environment keeps: its overrides, the traits it was last told about, and the
// dynamic colours set on it (re-resolved when its colour appearance changes). Internal to the
// module; UITraitEnvironment's conformances read and write it.
internal import Raster

package final class TraitState {
    /// `overrideUserInterfaceStyle` (views, controllers, windows).
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    /// `semanticContentAttribute` (views).
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// A presentation controller's `overrideTraitCollection`.
    var overrideTraits: UITraitCollection?
    /// A container controller's `setOverrideTraitCollection(_:forChild:)`, by child.
    var childOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The traits the environment last heard about: at first the screen's when it was made (UIKit
    /// predicts a new view's traits), so a view made in light and shown in dark hears the change.
    var delivered: TraitValues?
    /// A dynamic background colour set on the view, and the colour it resolved to when set (a
    /// background changed since, through the layer, is not re-resolved).
    var dynamicBackground: (color: UIColor, resolved: Color?)?

    init() {}
}

extension UIResponder {
    /// Takes the screen's traits as those the new view or controller starts with.
    package func predictTraits() { traitState.delivered = .screen }

    /// The responder's trait state (made on first use).
    var traitState: TraitState {
        if let s = traitStorage { return s }
        let s = TraitState()
        traitStorage = s
        return s
    }
}

extension UIPresentationController {
    var traitState: TraitState {
        if let s = traitStorage { return s }
        let s = TraitState()
        traitStorage = s
        return s
    }
}

extension TraitValues {
    /// These values with a style override applied.
    func overriding(style: UIUserInterfaceStyle) -> TraitValues {
        guard style != .unspecified else { return self }
        var v = self
        v.userInterfaceStyle = style
        return v
    }
}

/// Delivering changed traits: the environment's colours re-resolve, then it hears
/// traitCollectionDidChange(_:) with `UITraitCollection.current` set to its new traits.
enum TraitDelivery {
    /// Compares `now` with what `state` last heard and, when they differ, records `now` and runs
    /// `changed(previous, colourAppearanceChanged)` with `now` as the current traits.
    static func deliver(_ now: TraitValues, to state: TraitState, _ changed: (UITraitCollection, Bool) -> Void) {
        let before = state.delivered ?? .screen
        state.delivered = now
        guard now != before else { return }
        let previous = UITraitCollection(values: before), current = UITraitCollection(values: now)
        UITraitCollection.withCurrent(current) {
            changed(previous, current.hasDifferentColorAppearance(comparedTo: previous) || now.layoutDirection != before.layoutDirection)
        }
    }
}

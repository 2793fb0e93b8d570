import Raster

/// How one screen looks at one end of a Hero-style transition, relative to its resting state.
///
/// Hero describes a preset by modifiers on each view (translate, scale, fade, overlay,
/// shadow); this is the subset its presets use, as plain numbers so a table can hold them.
package struct HeroViewState: Hashable, Sendable {
    /// The translation as a fraction of the container size (1, 0 = one screen to the right).
    package var offset: Point
    /// The uniform scale about the view's centre.
    package var scale: Double
    /// The view's alpha.
    package var alpha: Double
    /// The opacity of a black overlay drawn over the view (Hero's `.overlay(color: .black, …)`).
    package var overlay: Double
    /// The opacity of the view's black drop shadow (radius and offset: `HeroPreset.shadow*`).
    package var shadowOpacity: Double

    /// A state; every value defaults to the resting one.
    package init(offset: Point = .zero, scale: Double = 1, alpha: Double = 1, overlay: Double = 0, shadowOpacity: Double = 0) {
        self.offset = offset
        self.scale = scale
        self.alpha = alpha
        self.overlay = overlay
        self.shadowOpacity = shadowOpacity
    }

    /// The resting state: where the view is before or after the transition.
    package static let identity = HeroViewState()

    /// The view transform in a container of `size`: scale about the centre, then translate by
    /// the offset in points (a translation is never scaled, as in Hero).
    package func transform(in size: Size) -> Transform2D {
        Transform2D(scaleX: scale, y: scale)
            .concatenating(Transform2D(translationX: offset.x * size.width, y: offset.y * size.height))
    }
}

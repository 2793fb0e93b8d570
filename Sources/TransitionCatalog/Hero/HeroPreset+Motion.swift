import UIKit

extension HeroPreset {
    /// How one screen looks at one end of the transition, relative to its resting state: the
    /// subset of Hero's modifiers (translate, scale, fade, overlay, shadow) its presets use.
    struct ViewState: Hashable {
        /// The translation in units of the container size ((1, 0) = one screen to the right).
        var offset = CGVector(dx: 0, dy: 0)
        /// The uniform scale about the view's centre.
        var scale: CGFloat = 1
        /// The view's alpha.
        var alpha: CGFloat = 1
        /// The opacity of a black overlay over the view (Hero's `.overlay(color: .black, opacity:)`).
        var overlay: CGFloat = 0
        /// The opacity of the view's black drop shadow.
        var shadowOpacity: Float = 0

        /// Where the view is before or after the transition.
        static let rest = ViewState()

        /// The layer transform in a container of `size`: scale about the centre, then translate
        /// by the offset in points (Hero never scales a translation).
        func transform(in size: CGSize) -> CATransform3D {
            CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1),
                                CATransform3DMakeTranslation(offset.dx * size.width, offset.dy * size.height, 0))
        }
    }

    /// One screen's motion: the state it starts in and the one it ends in.
    struct Motion: Hashable {
        var start = ViewState.rest
        var end = ViewState.rest

        /// True when the view shows a shadow at some point.
        var hasShadow: Bool { start.shadowOpacity > 0 || end.shadowOpacity > 0 }
        /// True when the view is dimmed at some point.
        var hasOverlay: Bool { start.overlay > 0 || end.overlay > 0 }
        /// The offset the view moves from or to (the side its shadow faces away from).
        var travel: CGVector { start.offset == CGVector(dx: 0, dy: 0) ? end.offset : start.offset }
    }

    /// The screen being left, then the screen being shown: each preset's start state of the new
    /// screen and end state of the old one (the other ends are resting).
    var motions: (from: Motion, to: Motion) {
        let along = direction?.unit ?? CGVector(dx: 0, dy: 0)
        let against = CGVector(dx: -along.dx, dy: -along.dy)
        let third = CGVector(dx: along.dx * Self.parallax, dy: along.dy * Self.parallax)
        let backThird = CGVector(dx: against.dx * Self.parallax, dy: against.dy * Self.parallax)
        let dim = Self.overlayOpacity
        // An arriving screen's shadow grows to 0.5 (Hero's beginWith gives it the final state);
        // a leaving one's fades from 0.5.
        let arriving = Motion(start: ViewState(offset: against), end: ViewState(shadowOpacity: Self.shadowOpacity))
        let leaving = Motion(start: ViewState(shadowOpacity: Self.shadowOpacity), end: ViewState(offset: along))
        switch kind {
        case .fade:
            return (Motion(), Motion(start: ViewState(alpha: 0)))
        case .zoom:
            return (Motion(end: ViewState(scale: Self.zoomedScale, alpha: 0)), Motion(start: ViewState(scale: Self.setBackScale)))
        case .zoomOut:
            return (Motion(end: ViewState(scale: Self.setBackScale)), Motion(start: ViewState(scale: Self.zoomedScale, alpha: 0)))
        case .push:
            return (Motion(end: ViewState(offset: third, overlay: dim)), arriving)
        case .pull:
            return (leaving, Motion(start: ViewState(offset: backThird, overlay: dim)))
        case .slide:
            return (Motion(end: ViewState(offset: along)), Motion(start: ViewState(offset: against)))
        case .zoomSlide:
            return (Motion(end: ViewState(offset: along, scale: Self.zoomSlideScale)),
                    Motion(start: ViewState(offset: against, scale: Self.zoomSlideScale)))
        case .cover:
            return (Motion(end: ViewState(overlay: dim)), arriving)
        case .uncover:
            return (leaving, Motion(start: ViewState(overlay: dim)))
        case .pageIn:
            return (Motion(end: ViewState(scale: Self.setBackScale, overlay: dim)), arriving)
        case .pageOut:
            return (leaving, Motion(start: ViewState(scale: Self.setBackScale, overlay: dim)))
        }
    }
}

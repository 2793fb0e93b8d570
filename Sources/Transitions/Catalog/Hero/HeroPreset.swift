import Raster

/// One of Hero's default animation types (`HeroDefaultAnimationType`) as a table row.
///
/// Each preset says which screen is on top and how each screen moves, as a start and an end
/// state (`HeroViewMotion`); `HeroPresetAnimator` plays any row. Hero's conventions:
/// - Durations, as Hero's DefaultAnimationPreprocessor and HeroDefaultAnimator compute them:
///   the preprocessor gives both screens `.timingFunction(.standard), .duration(0.35)` and then
///   appends each preset's modifiers, so every preset lasts 0.35 s — except fade, which
///   *replaces* the to-view's list with `[.fade]` (dropping the duration) and gives both views
///   `.durationMatchLongest` (duration = infinity). The animator then computes the duration of a
///   view with none from how far it moves: 0.208 s + min(distance, 500 pt) / 3000
///   (`optimizedDuration`); a fade moves nothing, so hero-fade lasts 0.208 s.
/// - Curves: "standard" (0.4, 0)(0.2, 1), Material's standard curve, also the default of a
///   view with no timing function (fade's); presets where the new screen slides over the old
///   one (push, cover, page-in) use "deceleration" (0, 0)(0.2, 1).
/// - A direction names where the new screen moves *towards*: `push-left` brings it in from the
///   right edge moving left. The appearing screen starts one screen-size away against the
///   direction; the disappearing one ends one screen-size away along it.
/// - A screen sliding over another casts `HeroShadow.hero`, its opacity going 0 → 0.5 while it
///   arrives (Hero's `beginWith` sets the final state of an appearing view) or 0.5 → 0 while it
///   leaves; the screen it covers is dimmed by a black overlay, 0 → 0.1 (or 0.1 → 0).
///
/// The presets, W x H the container and s the shift one screen-size against the direction:
/// - fade: the new screen fades in over the old one (alpha 0 → 1).
/// - zoom: the old screen, on top, grows to 1.3 and fades out; the new one grows 0.7 → 1 below.
/// - zoom-out: the new screen, on top, shrinks 1.3 → 1 while fading in; the old one shrinks to 0.7.
/// - push: the new screen slides in from s with a shadow; the old one moves s/3 the other way
///   and is dimmed to 0.1 (deceleration).
/// - pull: the old screen slides away along the direction with a shadow, uncovering the new one
///   that comes back from a third of a screen and loses its 0.1 dimming.
/// - slide: both screens move one screen-size along the direction, side by side.
/// - zoom-slide: as slide, both screens also at 0.8 scale away from rest.
/// - cover: the new screen slides over the still old one (shadow; old dimmed to 0.1; deceleration).
/// - uncover: the old screen slides away (shadow) uncovering the new one, undimmed from 0.1.
/// - page-in: as cover, the old screen also shrinks to 0.7 (deceleration).
/// - page-out: as uncover, the new screen also grows from 0.7.
package struct HeroPreset: Hashable, Sendable {
    /// The kind of motion (Hero's case names, in CLI spelling).
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case fade, zoom, zoomOut = "zoom-out", push, pull, cover, uncover, slide, zoomSlide = "zoom-slide", pageIn = "page-in", pageOut = "page-out"

        /// False for fade, zoom and zoom-out, which have no direction.
        package var isDirectional: Bool { ![.fade, .zoom, .zoomOut].contains(self) }
    }

    /// Where the new screen moves towards.
    package enum Direction: String, Hashable, Sendable, CaseIterable {
        case left, right, up, down

        /// The opposite direction.
        package var opposite: Direction {
            switch self {
            case .left: .right
            case .right: .left
            case .up: .down
            case .down: .up
            }
        }

        /// One screen-size along the direction, in units of the container size.
        package var unit: Point {
            switch self {
            case .left: Point(x: -1, y: 0)
            case .right: Point(x: 1, y: 0)
            case .up: Point(x: 0, y: -1)
            case .down: Point(x: 0, y: 1)
            }
        }
    }

    /// The duration Hero's preprocessor sets on both screens of every preset but fade, in seconds.
    package static let duration = 0.35

    /// Hero's duration for a view without an explicit one (HeroDefaultAnimator's
    /// `optimizedDurationTo`): 0.208 s + the points it moves (position change plus size
    /// change, clamped to 0...500) / 3000, so 0.208 s for a view that does not move.
    package static func optimizedDuration(movedPoints: Double) -> Double {
        0.208 + min(max(movedPoints, 0), 500) / 3000
    }

    /// How long this preset lasts in Hero: fade's modifiers drop the 0.35 s, so its duration is
    /// computed (nothing moves: 0.208 s); every other preset keeps 0.35 s.
    package var defaultDuration: Double {
        kind == .fade ? Self.optimizedDuration(movedPoints: 0) : Self.duration
    }
    /// Hero's `.standard` curve (Material's standard easing).
    package static let standard = TimingFunction(controlPoints: 0.4, 0, 0.2, 1)
    /// Hero's `.deceleration` curve, for screens sliding over others.
    package static let deceleration = TimingFunction(controlPoints: 0, 0, 0.2, 1)
    /// The shadow of a screen sliding over another, at its strongest.
    package static let shadowOpacity = 0.5
    /// The black overlay on a covered screen, at its strongest.
    package static let overlayOpacity = 0.1
    /// How far a pushed or pulled screen underneath moves, as a fraction of the full shift.
    package static let parallax = 1.0 / 3
    /// The scale of zoom-slide's screens away from rest.
    package static let zoomSlideScale = 0.8
    /// The scale of a screen set back under another (zoom, zoom-out, page-in, page-out).
    package static let setBackScale = 0.7
    /// The scale of a screen zoomed towards the viewer (zoom, zoom-out).
    package static let zoomedScale = 1.3

    /// What moves: fade, zoom, push, ….
    package let kind: Kind
    /// The direction; nil exactly when the kind has none.
    package let direction: Direction?

    /// A preset, or nil when a direction is given to a kind without one or missing from one with.
    package init?(_ kind: Kind, _ direction: Direction? = nil) {
        guard kind.isDirectional == (direction != nil) else { return nil }
        self.kind = kind
        self.direction = direction
    }

    /// Every preset: fade, zoom, zoom-out once, the others in four directions.
    package static let all: [HeroPreset] = Kind.allCases.flatMap { kind in
        kind.isDirectional ? Direction.allCases.compactMap { HeroPreset(kind, $0) } : [HeroPreset(kind)!]
    }

    /// The catalog name: `hero-<kind>` or `hero-<kind>-<direction>`.
    package var name: String { ["hero", kind.rawValue, direction?.rawValue].compactMap { $0 }.joined(separator: "-") }

    /// The preset that undoes this one (Hero's `reversed()`: push ↔ pull, cover ↔ uncover,
    /// page-in ↔ page-out, zoom ↔ zoom-out, each with the opposite direction; slide and
    /// zoom-slide turn around; fade stays fade).
    package var reversed: HeroPreset {
        let back = direction?.opposite
        switch kind {
        case .fade: return self
        case .zoom: return HeroPreset(.zoomOut)!
        case .zoomOut: return HeroPreset(.zoom)!
        case .push: return HeroPreset(.pull, back)!
        case .pull: return HeroPreset(.push, back)!
        case .cover: return HeroPreset(.uncover, back)!
        case .uncover: return HeroPreset(.cover, back)!
        case .pageIn: return HeroPreset(.pageOut, back)!
        case .pageOut: return HeroPreset(.pageIn, back)!
        case .slide, .zoomSlide: return HeroPreset(kind, back)!
        }
    }

    /// The operation the catalog registers it under: Hero's navigation presets push, the rest present.
    package var forwardOperation: TransitionOperation {
        [.push, .pull, .slide, .zoomSlide].contains(kind) ? .push : .present
    }

    /// True when the new screen is drawn over the old one (Hero's `insertToViewFirst` negated).
    package var toViewOnTop: Bool { ![.zoom, .pull, .uncover, .pageOut].contains(kind) }

    /// The timing curve.
    package var curve: TimingFunction { [.push, .cover, .pageIn].contains(kind) ? Self.deceleration : Self.standard }

    /// A one-line description for `list`.
    package var summary: String {
        let towards = direction.map { " towards the \($0 == .up ? "top" : $0 == .down ? "bottom" : $0.rawValue)" } ?? ""
        return "Hero's \(kind.rawValue) preset\(towards)"
    }

    /// How the screen being left moves.
    package var fromMotion: HeroViewMotion { motions.from }

    /// How the screen being shown moves.
    package var toMotion: HeroViewMotion { motions.to }

    /// The table: each preset's start state of the new screen and end state of the old one
    /// (the other ends are resting).
    private var motions: (from: HeroViewMotion, to: HeroViewMotion) {
        // The new screen starts one screen-size against the direction; the old one leaves along it.
        let along = direction?.unit ?? .zero
        let against = Point(x: -along.x, y: -along.y)
        let third = Point(x: along.x * Self.parallax, y: along.y * Self.parallax)
        let backThird = Point(x: against.x * Self.parallax, y: against.y * Self.parallax)
        let shadow = Self.shadowOpacity, dim = Self.overlayOpacity
        // An arriving screen's shadow grows to 0.5; a leaving one's fades from 0.5.
        let arriving = HeroViewState(offset: against, shadowOpacity: 0)
        let arrived = HeroViewState(shadowOpacity: shadow)
        let leavingStart = HeroViewState(shadowOpacity: shadow)
        let gone = HeroViewState(offset: along, shadowOpacity: 0)
        switch kind {
        case .fade:
            return (.still, HeroViewMotion(start: HeroViewState(alpha: 0)))
        case .zoom:
            return (HeroViewMotion(end: HeroViewState(scale: Self.zoomedScale, alpha: 0)),
                    HeroViewMotion(start: HeroViewState(scale: Self.setBackScale)))
        case .zoomOut:
            return (HeroViewMotion(end: HeroViewState(scale: Self.setBackScale)),
                    HeroViewMotion(start: HeroViewState(scale: Self.zoomedScale, alpha: 0)))
        case .push:
            return (HeroViewMotion(end: HeroViewState(offset: third, overlay: dim)), HeroViewMotion(start: arriving, end: arrived))
        case .pull:
            return (HeroViewMotion(start: leavingStart, end: gone), HeroViewMotion(start: HeroViewState(offset: backThird, overlay: dim)))
        case .slide:
            return (HeroViewMotion(end: HeroViewState(offset: along)), HeroViewMotion(start: HeroViewState(offset: against)))
        case .zoomSlide:
            return (HeroViewMotion(end: HeroViewState(offset: along, scale: Self.zoomSlideScale)),
                    HeroViewMotion(start: HeroViewState(offset: against, scale: Self.zoomSlideScale)))
        case .cover:
            return (HeroViewMotion(end: HeroViewState(overlay: dim)), HeroViewMotion(start: arriving, end: arrived))
        case .uncover:
            return (HeroViewMotion(start: leavingStart, end: gone), HeroViewMotion(start: HeroViewState(overlay: dim)))
        case .pageIn:
            return (HeroViewMotion(end: HeroViewState(scale: Self.setBackScale, overlay: dim)), HeroViewMotion(start: arriving, end: arrived))
        case .pageOut:
            return (HeroViewMotion(start: leavingStart, end: gone), HeroViewMotion(start: HeroViewState(scale: Self.setBackScale, overlay: dim)))
        }
    }
}

import UIKit

/// One of Hero's default animation types (`HeroDefaultAnimationType`): a kind of motion and,
/// for the kinds that have one, the direction the new screen moves towards.
///
/// `HeroPresetTransition` plays a preset. The numbers are Hero's:
/// - Duration: Hero's DefaultAnimationPreprocessor gives both screens `.duration(0.35)` and the
///   standard curve, then appends the preset's modifiers, so every preset lasts 0.35 s — except
///   fade, whose modifier list *replaces* the to-view's (dropping the duration). A view with no
///   duration gets HeroDefaultAnimator's `optimizedDurationTo`: 0.208 s + the points it moves
///   (clamped to 0...500) / 3000. A fade moves nothing, so hero-fade lasts 0.208 s.
/// - Curve: "standard" (0.4, 0, 0.2, 1), Material's standard easing and Hero's default; the
///   presets where the new screen slides over the old one (push, cover, page-in) use
///   "deceleration" (0, 0, 0.2, 1).
/// - Direction: `push` `.left` brings the new screen in from the right edge moving left. The
///   appearing screen starts one screen-size against the direction; the disappearing one ends
///   one screen-size along it.
/// - A screen sliding over another casts a black shadow of radius 5, opacity 0 → 0.5 while it
///   arrives (or 0.5 → 0 while it leaves); the screen it covers is dimmed by a black overlay,
///   0 → 0.1 (or 0.1 → 0). A screen underneath a push or pull moves a third of the way.
/// - Scales: 0.7 for a screen set back under another (zoom, zoom-out, page-in, page-out), 1.3
///   for one zoomed towards the viewer (zoom, zoom-out), 0.8 for zoom-slide's screens.
public struct HeroPreset: Hashable, Sendable {
    /// The kind of motion; the raw value is the catalog's spelling.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The new screen fades in over the old one.
        case fade
        /// The old screen, on top, grows to 1.3 and fades out; the new one grows from 0.7 below it.
        case zoom
        /// The new screen, on top, shrinks from 1.3 while fading in; the old one shrinks to 0.7.
        case zoomOut = "zoom-out"
        /// The new screen slides in with a shadow; the old one moves a third the other way, dimmed.
        case push
        /// The old screen slides away with a shadow, uncovering the new one coming back from a third.
        case pull
        /// The new screen slides over the still old one, which is dimmed.
        case cover
        /// The old screen slides away, uncovering the new one as its dimming goes.
        case uncover
        /// Both screens move one screen-size along the direction, side by side.
        case slide
        /// As slide, both screens also at 0.8 scale away from rest.
        case zoomSlide = "zoom-slide"
        /// As cover, the old screen also shrinks to 0.7.
        case pageIn = "page-in"
        /// As uncover, the new screen also grows from 0.7.
        case pageOut = "page-out"

        /// False for fade, zoom and zoom-out, which have no direction.
        public var isDirectional: Bool { ![.fade, .zoom, .zoomOut].contains(self) }
    }

    /// Where the new screen moves towards.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case left, right, up, down

        /// The opposite direction.
        public var opposite: Direction {
            switch self {
            case .left: .right
            case .right: .left
            case .up: .down
            case .down: .up
            }
        }

        /// One screen-size along the direction, in units of the container size.
        public var unit: CGVector {
            switch self {
            case .left: CGVector(dx: -1, dy: 0)
            case .right: CGVector(dx: 1, dy: 0)
            case .up: CGVector(dx: 0, dy: -1)
            case .down: CGVector(dx: 0, dy: 1)
            }
        }
    }

    /// The duration Hero's preprocessor sets on both screens of every preset but fade, in seconds.
    public static let duration: TimeInterval = 0.35

    /// Hero's duration for a view without an explicit one (HeroDefaultAnimator's
    /// `optimizedDurationTo`): 0.208 s + the points it moves, clamped to 0...500, / 3000.
    public static func optimizedDuration(movedPoints: CGFloat) -> TimeInterval {
        0.208 + Double(min(max(movedPoints, 0), 500)) / 3000
    }

    /// Hero's `.standard` curve (Material's standard easing), its default.
    public static var standard: CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1) }
    /// Hero's `.deceleration` curve, for a screen sliding over another.
    public static var deceleration: CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: 0, 0, 0.2, 1) }
    /// The shadow opacity of a screen sliding over another, at its strongest (Hero's shadowState).
    public static let shadowOpacity: Float = 0.5
    /// The shadow blur radius in points (Hero's shadowState).
    public static let shadowRadius: CGFloat = 5
    /// The black overlay's opacity on a covered screen, at its strongest (`.overlay(color: .black, opacity: 0.1)`).
    public static let overlayOpacity: CGFloat = 0.1
    /// How far a pushed or pulled screen underneath moves, as a fraction of one screen-size.
    public static let parallax: CGFloat = 1.0 / 3
    /// The scale of zoom-slide's screens away from rest.
    public static let zoomSlideScale: CGFloat = 0.8
    /// The scale of a screen set back under another (zoom, zoom-out, page-in, page-out).
    public static let setBackScale: CGFloat = 0.7
    /// The scale of a screen zoomed towards the viewer (zoom, zoom-out).
    public static let zoomedScale: CGFloat = 1.3

    /// What moves: fade, zoom, push, ….
    public let kind: Kind
    /// The direction; nil exactly when the kind has none.
    public let direction: Direction?

    /// A preset, or nil when a direction is given to a kind without one or missing from one with.
    public init?(_ kind: Kind, _ direction: Direction? = nil) {
        guard kind.isDirectional == (direction != nil) else { return nil }
        self.kind = kind
        self.direction = direction
    }

    /// The preset a catalog name (`hero-push-left`, `hero-fade`) names, or nil.
    public init?(name: String) {
        guard let found = Self.all.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// Every preset: fade, zoom, zoom-out once, the other kinds in four directions each.
    public static let all: [HeroPreset] = Kind.allCases.flatMap { kind in
        kind.isDirectional ? Direction.allCases.compactMap { HeroPreset(kind, $0) } : [HeroPreset(kind)!]
    }

    /// The catalog name: `hero-<kind>` or `hero-<kind>-<direction>`.
    public var name: String { ["hero", kind.rawValue, direction?.rawValue].compactMap { $0 }.joined(separator: "-") }

    /// The preset that undoes this one (Hero's `reversed()`, what its auto-reverse plays on pop
    /// and dismiss): push ↔ pull, cover ↔ uncover, page-in ↔ page-out, zoom ↔ zoom-out, each in
    /// the opposite direction; slide and zoom-slide turn around; fade stays fade.
    public var reversed: HeroPreset {
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

    /// True for Hero's navigation presets (push, pull, slide, zoom-slide), which the catalog
    /// shows on a navigation push; the others are shown on a presentation.
    public var isNavigation: Bool { [.push, .pull, .slide, .zoomSlide].contains(kind) }

    /// How long the preset lasts in Hero: 0.35 s, fade 0.208 s (see the type's note).
    public var defaultDuration: TimeInterval {
        kind == .fade ? Self.optimizedDuration(movedPoints: 0) : Self.duration
    }

    /// True when the new screen is drawn over the old one (Hero's `insertToViewFirst` negated).
    public var toViewOnTop: Bool { ![.zoom, .pull, .uncover, .pageOut].contains(kind) }

    /// True when the preset uses the deceleration curve rather than the standard one.
    public var decelerates: Bool { [.push, .cover, .pageIn].contains(kind) }

    /// The timing curve of every animation of the preset.
    public var timingFunction: CAMediaTimingFunction { decelerates ? Self.deceleration : Self.standard }

    /// A one-line description.
    public var summary: String {
        let towards = direction.map { " towards the \($0 == .up ? "top" : $0 == .down ? "bottom" : $0.rawValue)" } ?? ""
        return "Hero's \(kind.rawValue) preset\(towards)"
    }
}

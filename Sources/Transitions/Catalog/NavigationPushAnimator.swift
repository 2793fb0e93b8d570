import Raster

/// UINavigationController's default push and pop (TRANSITIONS.md section 7), with Hero's numbers.
///
/// Push: the to-view slides in from the right edge (translation W → 0) over the from-view,
/// which moves left by a third of the width (0 → −W/3) under a black overlay growing 0 → 0.1;
/// the incoming view casts a shadow on its left edge (black, radius 5 pt, offset zero, opacity
/// 0.5 fading to 0 as it arrives: strongest while the edge is over the old screen, gone when it
/// reaches x = 0 and would be off-screen anyway). Pop is the same motion played backwards: the
/// top view slides out to the right (0 → W) with its shadow growing 0 → 0.5, the view below
/// comes back from −W/3 with its overlay fading 0.1 → 0.
/// - 0.35 s with the deceleration curve (0, 0)(0.2, 1), both directions (Hero's push preset;
///   Apple publishes no numbers; SloppySwiper's iOS 7.1 imitation uses −0.3 W, 0.1 dimming and
///   a 4 pt shadow at 0.2, close to these).
/// - The shadow's outline is a 20 pt strip along the left edge (see `HeroShadow`), which casts
///   the same visible shadow as the bounds while blurring only the pixels near that edge.
public struct NavigationPushAnimator: TransitionAnimator {
    /// The duration when none is requested, in seconds.
    public static let defaultDuration = HeroPreset.duration
    /// The deceleration curve of both directions.
    public static let curve = HeroPreset.deceleration
    /// How far the screen underneath moves, as a fraction of the width.
    public static let parallax = 1.0 / 3
    /// The black overlay's opacity over the screen underneath when fully covered.
    public static let dimming = 0.1
    /// The incoming view's shadow opacity at the start of a push.
    public static let shadowOpacity = 0.5

    /// Push/present slide in; pop/dismiss slide out.
    public let operation: TransitionOperation

    /// An animator for one direction.
    public init(operation: TransitionOperation = .push) { self.operation = operation }

    /// The top screen's motion in a push (offsets in widths): from the right edge, shadow fading.
    public static let incoming = HeroViewMotion(start: HeroViewState(offset: Point(x: 1, y: 0), shadowOpacity: shadowOpacity),
                                                end: .identity)
    /// The lower screen's motion in a push: a third to the left, dimmed.
    public static let underneath = HeroViewMotion(start: .identity,
                                                  end: HeroViewState(offset: Point(x: -parallax, y: 0), overlay: dimming))

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    /// The top and lower screens' motions for this operation (pop plays push's backwards).
    public var motions: (top: HeroViewMotion, lower: HeroViewMotion) {
        if operation.isForward { return (Self.incoming, Self.underneath) }
        return (HeroViewMotion(start: Self.incoming.end, end: Self.incoming.start),
                HeroViewMotion(start: Self.underneath.end, end: Self.underneath.start))
    }

    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        toView.frame = context.finalFrame(for: toView)
        let top: View, lower: View
        if operation.isForward {
            container.addSubview(toView)
            (top, lower) = (toView, fromView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            (top, lower) = (fromView, toView)
        }
        let size = container.bounds.size
        let duration = transitionDuration(using: context)
        let (topMotion, lowerMotion) = motions
        let cleanTop = topMotion.animate(top, in: size, shadow: .hero, duration: duration, curve: Self.curve)
        let cleanLower = lowerMotion.animate(lower, in: size, shadow: .hero, duration: duration, curve: Self.curve)
        let finish = {
            cleanTop()
            cleanLower()
            context.completeTransition(true)
        }
        if let clock = Timeline.current { clock.schedule(at: currentMediaTime() + duration, finish) } else { finish() }
    }
}

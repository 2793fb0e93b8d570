import Raster

/// Modal circle scale (seed 001's "circle" type): present and dismiss.
///
/// Present: the presented (to) view is added above the presenting view and masked by a shape
/// layer whose path grows from the oval in (W/2, H/2, 50, 50) — the seed puts that square's
/// origin, not its centre, at the screen centre — to a full circle (arc 0 to 2π, clockwise)
/// about the container centre with radius sqrt((W/2)² + (H/2)²), the half-diagonal, so the
/// last frame is exactly the presented screen. easeOut over the transition duration (0.5 s).
/// The mask is removed at the end.
///
/// Dismiss (the seed's dismiss animator is not shown; rendered as the reverse): the presented
/// view, now the from-view, keeps its place above the presenting view and is the one masked;
/// its circle shrinks from the full circle back to the start oval, uncovering the presenting
/// view beneath. It is the present played backwards in time, so the curve is easeIn (the time
/// reverse of easeOut) and dismiss frame t equals present frame d − t. When the shrink ends the
/// from-view goes and the presenting screen shows alone.
///
/// The oval is a move, four cubics and a close; the seed's arc a move and four cubics, a path
/// animation Core Animation leaves undefined (the engine would warn on every run). The animator
/// closes the arc (the same circle, filled the same), so both paths have one structure and
/// interpolate element by element: exactly what the engine's normalised fallback
/// (`Path.interpolatedNormalizing`) drew, and a built-in transition never warns.
package struct CircleScaleAnimator: TransitionAnimator {
    /// 0.5 s: the seed does not show its duration.
    package static let defaultDuration = 0.5
    /// The side of the start oval's square, in points.
    package static let startSide = 50.0

    /// An animator; it reads the direction from the context's operation.
    package init() {}

    /// The requested duration, else the default.
    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    /// The small start oval: in the 50-pt square whose origin is the container's centre.
    package static func startPath(in bounds: Rect) -> Path {
        Path.oval(in: Rect(x: bounds.midX, y: bounds.midY, width: startSide, height: startSide))
    }

    /// The covering circle: an arc 0 to 2π, clockwise, about the centre, radius the half-diagonal.
    package static func endPath(in bounds: Rect) -> Path {
        let radius = (bounds.width / 2 * bounds.width / 2 + bounds.height / 2 * bounds.height / 2).squareRoot()
        return Path.arc(center: bounds.center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    }

    /// Sets up the views and animations at t = 0; completes when the last animation ends.
    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let presenting = context.operation.isForward
        let masked = presenting ? context.toView : context.fromView
        if presenting {
            container.addSubview(context.toView)
        } else {
            container.insertSubview(context.toView, belowSubview: context.fromView)
        }
        var large = Self.endPath(in: container.bounds)
        large.closeSubpath()
        let small = Self.startPath(in: container.bounds)
        let mask = ShapeLayer()
        mask.name = "circle-scale mask"
        mask.path = presenting ? large : small
        masked.layer.mask = mask
        let scale = BasicAnimation(keyPath: "path", from: .path(presenting ? small : large), to: .path(presenting ? large : small))
        scale.duration = transitionDuration(using: context)
        scale.timingFunction = presenting ? .easeOut : .easeIn
        scale.completion = { _ in
            masked.layer.mask = nil
            context.completeTransition(true)
        }
        mask.add(scale, forKey: "path")
    }
}

import Raster

/// Circle mask from a button (seeds 002 and 003), push and pop.
///
/// The to-view is added on top of the from-view and masked by an oval that grows, element by
/// element and linearly, from the oval in the trigger rectangle to the oval in the trigger
/// inset by minus the distance to the farthest corner, so the last frame is exactly the
/// to-screen. 0.5 s, linear. At the end the mask is removed.
package struct CircleMaskAnimator: TransitionAnimator {
    package static let defaultDuration = 0.5

    package init() {}

    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let toView = context.toView
        guard let trigger = context.triggerFrame else { return context.completeTransition(true) }
        container.addSubview(toView)
        let startPath = Path.oval(in: trigger)
        let endPath = CircleGeometry.coveringOval(around: trigger, in: container.bounds)
        let mask = ShapeLayer()
        mask.path = endPath
        toView.layer.mask = mask
        let grow = BasicAnimation(keyPath: "path", from: .path(startPath), to: .path(endPath))
        grow.duration = transitionDuration(using: context)
        grow.timingFunction = .linear
        grow.completion = { _ in
            toView.layer.mask = nil
            context.completeTransition(true)
        }
        mask.add(grow, forKey: "path")
    }
}

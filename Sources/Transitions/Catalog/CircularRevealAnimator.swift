import Raster

/// The "Ping" circular reveal with flying text: the same animation
/// for push and pop, the screen being left always flies off.
///
/// Written as the UIKit original reads: a background view in the from-view's colour, a
/// snapshot of the from-view that flies down-left while growing, the to-view revealed by a
/// shape-layer mask whose oval path grows from the button, and the to-view's text flying in
/// from the button. Parameters (names usable as `--param`-style overrides in `parameters`):
/// - `mask-duration` (0.25 s): the path animation, linear; the article's text says 0.15 s but
///   its final code sets none, hence Core Animation's 0.25 s.
/// - snapshot: 0.25 s easeIn, centre moved by (−1000, +1500) pt, scale 5.
/// - text: alpha 0 → 1, centre button → own, scale 0.1 → 1; 0.25 s easeOut after 0.1 s.
/// The transition completes when the mask animation ends; the text ends at 0.35 s.
///
/// A requested duration (`--duration`, a scene's `"duration"`) is the whole run's: every part
/// is scaled by requested / 0.35 s, so the render lasts what was asked (the mask 5/7 of it).
package struct CircularRevealAnimator: TransitionAnimator {
    package static let snapshotDuration = 0.25
    package static let snapshotOffset = Point(x: -1000, y: 1500)
    package static let snapshotScale = 5.0
    package static let textDelay = 0.1
    package static let textDuration = 0.25
    package static let textStartScale = 0.1
    /// When the last part (the text) ends at the default timings: 0.35 s.
    package static let naturalTotalDuration = textDelay + textDuration
    /// The identifier of the to-screen's text view that flies in.
    package static let textIdentifier = "text"

    package init() {}

    /// The factor every timing is multiplied by: requested / 0.35 s, or 1.
    func timeScale(_ context: TransitionContext) -> Double {
        context.requestedDuration.map { $0 / Self.naturalTotalDuration } ?? 1
    }

    package func transitionDuration(using context: TransitionContext) -> Double {
        if context.requestedDuration != nil { return Animation.defaultDuration * timeScale(context) }
        if let d = context.parameters["mask-duration"] {
            if d > 0 && d <= RenderLimits.maximumDuration { return d }
            context.warn("circular-reveal: mask-duration \(d) is not in (0, \(Int(RenderLimits.maximumDuration))] seconds; using \(Animation.defaultDuration) s")
        }
        return Animation.defaultDuration
    }

    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        guard let button = context.triggerFrame else { return context.completeTransition(true) }

        // 1. A background in the from-view's colour, behind the flying snapshot.
        let background = View(frame: container.bounds)
        background.backgroundColor = fromView.backgroundColor
        container.addSubview(background)

        // 2. The snapshot replaces the from-view and flies off.
        let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        container.addSubview(snapshot)
        fromView.removeFromSuperview()
        let k = timeScale(context)
        View.animate(withDuration: Self.snapshotDuration * k, options: .curveEaseIn) {
            snapshot.center = snapshot.center + Self.snapshotOffset
            snapshot.transform = Transform2D(scaleX: Self.snapshotScale, y: Self.snapshotScale)
        }

        // 3. The to-view, revealed by a growing circle.
        container.addSubview(toView)
        let startPath = Path.oval(in: Rect(x: button.minX, y: button.minY, width: button.width, height: button.width))
        let endPath = CircleGeometry.coveringOval(around: button, in: container.bounds)
        let mask = ShapeLayer()
        mask.path = endPath
        toView.layer.mask = mask
        let reveal = BasicAnimation(keyPath: "path", from: .path(startPath), to: .path(endPath))
        reveal.duration = transitionDuration(using: context)
        reveal.completion = { _ in
            toView.layer.mask = nil
            context.completeTransition(true)
        }
        mask.add(reveal, forKey: "path")

        // 4. The to-view's text flies in from the button.
        if let text = toView.viewWithIdentifier(Self.textIdentifier) {
            let restingCenter = text.center
            text.alpha = 0
            text.center = button.center
            text.transform = Transform2D(scaleX: Self.textStartScale, y: Self.textStartScale)
            View.animate(withDuration: Self.textDuration * k, delay: Self.textDelay * k, options: .curveEaseOut) {
                text.alpha = 1
                text.center = restingCenter
                text.transform = .identity
            }
        }
    }
}

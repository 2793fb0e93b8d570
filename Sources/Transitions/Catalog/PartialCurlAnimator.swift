import Raster

/// UIKit's `partialCurl` modal style (TRANSITIONS.md section 6): present curls the page up
/// from the bottom and leaves it resting half-curled over the next screen; dismiss lets the
/// curl fall back until the page lies flat again.
///
/// Built the way a UIKit animator would be: the to-view goes under, the page (the from-view on
/// present, the to-view on dismiss) is snapshotted at the screen scale and hidden, and a
/// `PageCurlLayer` draws the snapshot curled about a cylinder by inverse mapping every pixel.
/// Apple publishes no numbers; ours, each overridable through `parameters`:
/// - 0.6 s (or the requested duration), easeInEaseOut: UIKit's curve for modal transitions,
///   and it lets the curl settle softly into its resting place rather than stop dead;
/// - `curl-radius` 36 pt: the cylinder (TRANSITIONS.md suggests 30-40 pt);
/// - `curl-angle` 10 degrees: the axis's tilt, right end higher, so the bottom-right corner
///   leads as on a device while the axis stays nearly horizontal;
/// - `curl-stop` 0.45: how far up from the bottom edge the axis rests, as a fraction of the
///   height (where it crosses the vertical centre line; TRANSITIONS.md's "up to about 45 %
///   of the height"). Below it the to-screen is uncovered; the lifted part of the page lies
///   turned over on the page above it, whose top part (about a quarter of the height on a
///   phone) still shows.
/// At the end of a present the page stays curled (the presented screen shows under it, as
/// UIKit leaves it); at the end of a dismiss the page is the to-view again, flat and live.
public struct PartialCurlAnimator: TransitionAnimator {
    public static let defaultDuration = 0.6
    public static let timingFunction = TimingFunction.easeInEaseOut
    public static let defaultRadius = 36.0
    public static let defaultAngleDegrees = 10.0
    public static let defaultRestingFraction = 0.45

    public init() {}

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        let presenting = context.operation.isForward
        let pageView = presenting ? fromView : toView
        if presenting { container.insertSubview(toView, belowSubview: fromView) }

        guard let image = pageView.snapshotView(afterScreenUpdates: false).layer.contents else {
            context.warn("partial-curl: the page could not be snapshotted; the transition shows its end state")
            if !presenting { container.addSubview(toView) }
            return context.completeTransition(true)
        }
        let duration = transitionDuration(using: context)
        let curl = PageCurlLayer(geometry: Self.geometry(page: pageView.frame, context: context), image: image,
                                 beginTime: currentMediaTime(), duration: duration,
                                 timingFunction: Self.timingFunction, isUncurling: !presenting)
        pageView.isHidden = true
        container.layer.addSublayer(curl)

        let finish = {
            if !presenting {
                // The page is flat again: the live view replaces its picture.
                curl.removeFromSuperlayer()
                toView.isHidden = false
                container.addSubview(toView)
            }
            context.completeTransition(true)
        }
        if let timeline = Timeline.current {
            timeline.schedule(at: curl.beginTime + duration, finish)
        } else {
            finish()
        }
    }

    /// The curl geometry for `page`, with the context's parameters where they are valid (an
    /// invalid one is reported as a warning and the default used).
    static func geometry(page: Rect, context: TransitionContext) -> PageCurlGeometry {
        func parameter(_ name: String, _ fallback: Double, valid: ClosedRange<Double>, unit: String) -> Double {
            guard let v = context.parameters[name] else { return fallback }
            if v.isFinite, valid.contains(v) { return v }
            context.warn("partial-curl: parameter \(name) = \(v) is outside \(valid.lowerBound)...\(valid.upperBound) \(unit); using \(fallback)")
            return fallback
        }
        let radius = parameter("curl-radius", defaultRadius, valid: 1...1000, unit: "points")
        let angle = parameter("curl-angle", defaultAngleDegrees, valid: -45...45, unit: "degrees")
        let stop = parameter("curl-stop", defaultRestingFraction, valid: 0...1, unit: "of the height")
        if let g = PageCurlGeometry(page: page, radius: radius, angle: angle * .pi / 180, restingFraction: stop) { return g }
        // Only a degenerate page gets here (the parameters were checked): curl a 1-point page.
        return PageCurlGeometry(page: Rect(x: page.minX.isFinite ? page.minX : 0, y: page.minY.isFinite ? page.minY : 0, width: 1, height: 1),
                                radius: radius, angle: angle * .pi / 180, restingFraction: stop)!
    }
}

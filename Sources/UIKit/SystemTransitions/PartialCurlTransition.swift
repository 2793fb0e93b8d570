// Status: UIKit's private animation of UIModalTransitionStyle.partialCurl (UITransitionView
// case 13): present curls the page up from the bottom and leaves it resting curled over the
// next screen, dismiss lets it fall back; drawn by the engine's cylinder curl, as the
// `.pageCurl` page view controller's turn is (PageViewController/PageTurnCurlLayer.swift).

internal import Raster
internal import Transitions

/// UIKit's `partialCurl` modal style: present curls the page up from the bottom and leaves it
/// resting curled over the next screen, just clear of where that screen's content starts;
/// dismiss lets the curl fall back until the page lies flat again.
///
/// Built the way UIKit builds it: the to-view goes under, the page (the from-view on present,
/// the to-view on dismiss) is snapshotted and hidden, and a `PageCurlLayer` draws the snapshot
/// curled about a cylinder. Numbers, and where they come from (a recording may change the shape
/// through `SystemTransitionOverrides.parameters`):
/// - Where the curl rests: decompiled UITransitionView (case 13) lays out the to-view, takes the
///   top of its topmost subview (the smallest minY of its subviews), clamps it to at least 40 pt
///   and reveals the rest: revealed height = H − max(40, minY of the topmost subview). Here the
///   curl's outer side passes that height above the bottom edge at its lowest point
///   (`PageCurlGeometry.restingFraction(page:radius:angle:revealedHeight:)`), so none of the
///   to-view's content is covered. A to-view without subviews, for which UIKit's rule would
///   reveal nothing, rests at `defaultRestingFraction`. `curl-stop` (a fraction of the height,
///   where the axis crosses the vertical centre line) overrides both.
/// - Curve: UIKit's system curve (curve 7) over its 0.5 s: UITransitionView passes `curve << 16`
///   with its curve 7 to the curl's filter animation.
/// - `curl-radius` 36 pt: the cylinder (30-40 pt reads as a page; 36 is our choice).
/// - `curl-angle` 10 degrees: the axis's tilt, right end higher, so the bottom-right corner
///   leads as on a device while the axis stays nearly horizontal (our choice).
/// At the end of a present the page stays curled (the presented screen shows under it, as
/// UIKit leaves it); at the end of a dismiss the page is the to-view again, flat and live.
final class PartialCurlTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// The cylinder's radius in points.
    static let defaultRadius = 36.0
    /// The axis's tilt in degrees (right end higher).
    static let defaultAngleDegrees = 10.0
    /// Where the axis rests when the to-view has no subview to rest above (fraction of the height).
    static let defaultRestingFraction = 0.45
    /// UIKit's smallest distance between the top of the screen and where the curl rests, in points.
    static let minimumContentTop: CGFloat = 40

    /// True for a presentation (curling up), false for a dismissal (falling back).
    let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SystemTransitionOverrides.duration
    }

    /// UIKit's revealed height for `contentView` (the screen under the page): its height less
    /// max(40, minY of its topmost subview); nil when no subview starts above its bottom edge.
    static func revealedHeight(under contentView: UIView) -> CGFloat? {
        let bounds = contentView.bounds
        let tops = contentView.subviews.map(\.frame.minY).filter { $0.isFinite && $0 < bounds.maxY }
        guard let top = tops.min() else { return nil }
        return bounds.height - max(minimumContentTop, top - bounds.minY)
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let presenting = isPresenting
        // UIKit curls only a full-screen presentation, which hands out both views.
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            RecordingLog.error("partialCurl: the presentation keeps the presenting view in place (its modalPresentationStyle is not .fullScreen), which UIKit does not curl; use .fullScreen")
            return ctx.completeTransition(true)
        }
        let pageView = presenting ? fromView : toView
        let contentView = presenting ? toView : fromView
        if presenting { container.insertSubview(toView, belowSubview: fromView) }

        guard let snapshot = pageView.snapshotView(afterScreenUpdates: false)?.layer.base.snapshot else {
            RecordingLog.warning("partial-curl: the page could not be snapshotted; the transition shows its end state")
            if !presenting { container.addSubview(toView) }
            return ctx.completeTransition(true)
        }
        let duration = transitionDuration(using: ctx)
        let geometry = Self.geometry(page: pageView.frame.raster, revealedHeight: Self.revealedHeight(under: contentView).map(Double.init))
        let curl = PageCurlLayer(geometry: geometry, page: .snapshot(snapshot), beginTime: CACurrentMediaTime(), duration: duration,
                                 timingCurve: .system, isUncurling: !presenting)
        pageView.isHidden = true
        container.layer.base.addSublayer(curl)

        let finish = {
            if !presenting {
                // The page is flat again: the live view replaces its picture.
                curl.removeFromSuperlayer()
                toView.isHidden = false
                container.addSubview(toView)
            }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        if let timeline = Timeline.current {
            timeline.schedule(at: curl.beginTime + duration, finish)
        } else {
            finish()
        }
    }

    /// The curl geometry for `page` resting so that `revealedHeight` is uncovered (the default
    /// fraction when nil), with the recording's parameters where they are valid (an invalid one
    /// is reported as a warning and the default used).
    static func geometry(page: Rect, revealedHeight: Double?) -> PageCurlGeometry {
        let overrides = SystemTransitionOverrides.current
        func parameter(_ name: String, _ fallback: Double, valid: ClosedRange<Double>, unit: String) -> Double? {
            guard let v = overrides?.parameters[name] else { return nil }
            if v.isFinite, valid.contains(v) { return v }
            overrides?.warn("partial-curl: parameter \(name) = \(v) is outside \(valid.lowerBound)...\(valid.upperBound) \(unit); using \(fallback)")
            return nil
        }
        let radius = parameter("curl-radius", defaultRadius, valid: 1...1000, unit: "points") ?? defaultRadius
        let angle = (parameter("curl-angle", defaultAngleDegrees, valid: -45...45, unit: "degrees") ?? defaultAngleDegrees) * .pi / 180
        let fromLayout = revealedHeight.map {
            PageCurlGeometry.restingFraction(page: page, radius: radius, angle: angle, revealedHeight: $0)
        }
        let stop = parameter("curl-stop", fromLayout ?? defaultRestingFraction, valid: 0...1, unit: "of the height")
            ?? fromLayout ?? defaultRestingFraction
        if let g = PageCurlGeometry(page: page, radius: radius, angle: angle, restingFraction: stop) { return g }
        // Only a degenerate page gets here (the parameters were checked): curl a 1-point page.
        return PageCurlGeometry(page: Rect(x: page.minX.isFinite ? page.minX : 0, y: page.minY.isFinite ? page.minY : 0, width: 1, height: 1),
                                radius: radius, angle: angle, restingFraction: stop)!
    }
}

import Raster

/// Colour diffusion (seed 004): present and dismiss.
///
/// The tapped box (frame F, the trigger; colour C) spreads into the next screen. With d the
/// transition duration (0.5 s), size = max(W, H) · 1.2 and k = size / F.width:
/// - Present: a round copy of the box (corner radius F.height / 2, clipped, colour C) is added
///   at F, then the presented view, full size, at opacity 0 above it. Over 0.7 d the copy
///   scales by k, moves its centre to the container's and turns to the presented view's
///   background colour; after 0.6 d, over 0.4 d, the presented view fades in. At d the copy
///   is removed and the transition completes.
/// - Dismiss: the copy starts scaled by k at the container centre in the presented (from)
///   view's colour, between the presenting (to) view below and the presented view above. Over
///   0.7 d the presented view fades out; after 0.3 d, over 0.6 d, the copy shrinks back to
///   identity, colour C and frame F. At 0.9 d the copy is removed (the box it landed on is
///   under it, so nothing jumps) and the transition completes; frames run to d.
/// All block animations use UIKit's default curve, easeInEaseOut.
///
/// C is the box's colour on the home screen — the presenting screen, which is the from-view
/// of a present and the to-view of a dismiss (where the copy returns) — found as the topmost
/// view with a background colour under the trigger's centre; for a screenshot scene that is
/// the screen's own background colour. On dismiss F is the trigger as the plan gives it
/// (the demo's two boxes share their frame).
package struct ColorDiffusionAnimator: TransitionAnimator {
    /// 0.5 s: the seed does not show its duration.
    package static let defaultDuration = 0.5
    /// The covering size as a multiple of the larger screen side.
    package static let sizeFactor = 1.2
    /// The stages, as fractions of d: the copy's and the fade's (begin, length).
    package static let presentCopy = (begin: 0.0, length: 0.7), presentFade = (begin: 0.6, length: 0.4)
    package static let dismissFade = (begin: 0.0, length: 0.7), dismissCopy = (begin: 0.3, length: 0.6)
    /// The identifier of the growing copy (for tests and tools that inspect a run).
    package static let copyIdentifier = "color-diffusion.copy"

    /// An animator; it reads the direction from the context's operation.
    package init() {}

    /// The requested duration, else the default.
    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    /// The scale factor k that makes the copy of `box` cover a container of `bounds`.
    package static func coverScale(box: Rect, in bounds: Rect) -> Double {
        max(bounds.width, bounds.height) * sizeFactor / box.width
    }

    /// The background colour showing at `point` (root coordinates) in `root`: the topmost view
    /// with a background colour whose frame contains it.
    static func color(at point: Point, in root: View) -> Color? {
        func search(_ v: View) -> Color? {
            guard !v.isHidden else { return nil }
            for sub in v.subviews.reversed() { if let c = search(sub) { return c } }
            if let c = v.backgroundColor, c.alpha > 0, v.convert(v.bounds, to: root).contains(point) { return c }
            return nil
        }
        return search(root)
    }

    /// Sets up the views and animations at t = 0; completes when the last animation ends.
    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        guard let box = context.triggerFrame, box.width > 0 else { return context.completeTransition(true) }
        let d = transitionDuration(using: context)
        let k = Self.coverScale(box: box, in: container.bounds)
        let presenting = context.operation.isForward
        let home = presenting ? fromView : toView, detail = presenting ? toView : fromView
        let boxColor = Self.color(at: box.center, in: home) ?? home.backgroundColor ?? .gray
        let detailColor = detail.backgroundColor ?? .white

        let copy = View(frame: box)
        copy.identifier = Self.copyIdentifier
        copy.cornerRadius = box.height / 2
        copy.clipsToBounds = true
        if presenting {
            copy.backgroundColor = boxColor
            container.addSubview(copy)
            toView.alpha = 0
            container.addSubview(toView)
            View.animate(withDuration: Self.presentCopy.length * d) {
                copy.transform = Transform2D(scaleX: k, y: k)
                copy.center = container.bounds.center
                copy.backgroundColor = detailColor
            }
            View.animate(withDuration: Self.presentFade.length * d, delay: Self.presentFade.begin * d, animations: {
                toView.alpha = 1
            }, completion: { _ in
                copy.removeFromSuperview()
                context.completeTransition(true)
            })
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            copy.backgroundColor = detailColor
            copy.transform = Transform2D(scaleX: k, y: k)
            copy.center = container.bounds.center
            container.insertSubview(copy, belowSubview: fromView)
            View.animate(withDuration: Self.dismissFade.length * d) {
                fromView.alpha = 0
            }
            View.animate(withDuration: Self.dismissCopy.length * d, delay: Self.dismissCopy.begin * d, animations: {
                copy.transform = .identity
                copy.center = box.center
                copy.backgroundColor = boxColor
            }, completion: { _ in
                copy.removeFromSuperview()
                context.completeTransition(true)
            })
        }
    }
}

private extension Color {
    /// Neutral grey for a home screen with no colour at all (never the case for views with a background).
    static let gray = Color(white: 0.5)
}

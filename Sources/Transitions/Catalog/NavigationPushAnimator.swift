import Raster

/// UINavigationController's default push and pop, with UIKit's numbers.
///
/// Push: the to-view slides in from the right edge (translation W → 0) over the from-view,
/// which moves left to −(W − round(0.7 W)), about 0.3 W, under a black dimming view whose
/// amount goes 0 → 1; the incoming view carries `NavigationEdgeShadow` on its left edge, whose
/// alpha follows the dimming amount (0 → 1). Pop is the same motion played backwards: the top
/// view slides out to the right, its shadow fading 1 → 0, and the view below comes back from
/// −0.3 W as its dimming clears. Where the numbers come from (decompiled UIKit):
/// - `_UINavigationParallaxTransition.parallaxOffset` is round(0.7 × container width); the
///   screen underneath ends where the offset leaves it, −(W − offset).
/// - `_UIParallaxDimmingView` is black at alpha 0.1 (its default dimming colour) and its
///   dimming amount is the view's alpha, 0 to 1; it wraps the top screen with the edge shadow.
/// - The curve is UIKit's system curve (`SystemCurve`, curve 7: the CASpringAnimation read with
///   LLDB from this push in react-native pull request #15322), and its 0.5 s is the duration.
package struct NavigationPushAnimator: TransitionAnimator {
    /// The duration when none is requested: the system curve's 0.5 s.
    package static let defaultDuration = SystemCurve.duration
    /// The parallax offset's fraction of the width (`parallaxOffset` = round(0.7 W)).
    package static let parallaxFraction = 0.7
    /// The dimming colour's alpha at full dimming amount.
    package static let dimming = 0.1

    /// Push/present slide in; pop/dismiss slide out.
    package let operation: TransitionOperation

    /// An animator for one direction.
    package init(operation: TransitionOperation = .push) { self.operation = operation }

    /// UIKit's parallax offset for a container `width` points wide: round(0.7 W).
    package static func parallaxOffset(width: Double) -> Double { (parallaxFraction * width).rounded() }

    /// Where the screen underneath rests when covered: −(W − parallax offset).
    package static func underneathOffset(width: Double) -> Double { -(width - parallaxOffset(width: width)) }

    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    package func animateTransition(using context: TransitionContext) {
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
        let width = container.bounds.width
        // Right to left, the whole motion is mirrored: the new screen comes from the left edge,
        // the one below moves right, and the shadow lies along the top screen's right edge.
        let sign = context.isRightToLeft ? -1.0 : 1.0
        let offscreen = Transform2D(translationX: sign * width, y: 0)
        let covered = Transform2D(translationX: sign * Self.underneathOffset(width: width), y: 0)

        let dimmingView = View(frame: lower.bounds)
        dimmingView.backgroundColor = Color(white: 0, alpha: Self.dimming)
        lower.addSubview(dimmingView)
        let shadow = NavigationEdgeShadow.makeView(height: top.bounds.height)
        if context.isRightToLeft {
            shadow.frame.origin.x = top.bounds.width
            shadow.transform = Transform2D(scaleX: -1, y: 1)
        }
        top.addSubview(shadow)

        // The start of the motion: a push starts uncovered, a pop starts covered.
        let pushing = operation.isForward
        top.transform = pushing ? offscreen : .identity
        lower.transform = pushing ? .identity : covered
        dimmingView.alpha = pushing ? 0 : 1
        shadow.alpha = pushing ? 0 : 1
        View.animate(withDuration: transitionDuration(using: context), options: .curveSystem) {
            top.transform = pushing ? .identity : offscreen
            lower.transform = pushing ? covered : .identity
            dimmingView.alpha = pushing ? 1 : 0
            shadow.alpha = pushing ? 1 : 0
        } completion: { _ in
            dimmingView.removeFromSuperview()
            shadow.removeFromSuperview()
            top.transform = .identity
            lower.transform = .identity
            context.completeTransition(true)
        }
    }
}

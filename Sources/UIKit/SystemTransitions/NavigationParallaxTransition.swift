// Status: UIKit's private _UINavigationParallaxTransition, the animator of a
// UINavigationController push and pop without a delegate animator: the new screen slides in from
// the trailing edge over the dimmed old one, which moves a third of the way, the top screen
// carrying the edge shadow, on the system curve; right to left it is mirrored.

internal import Transitions

/// UINavigationController's default push and pop, with UIKit's numbers.
///
/// Push: the to-view slides in from the right edge (translation W → 0) over the from-view,
/// which moves left to −(W − round(0.7 W)), about 0.3 W, under a black dimming view whose
/// alpha goes 0 → 1; the incoming view carries `NavigationEdgeShadowView` on its left edge, whose
/// alpha follows the dimming. Pop is the same motion played backwards: the top view slides out
/// to the right, its shadow fading 1 → 0, and the view below comes back from −0.3 W as its
/// dimming clears. Where the numbers come from (decompiled UIKit):
/// - `_UINavigationParallaxTransition.parallaxOffset` is round(0.7 × container width); the
///   screen underneath ends where the offset leaves it, −(W − offset).
/// - `_UIParallaxDimmingView` is black at alpha 0.1 (its default dimming colour) and its
///   dimming amount is the view's alpha, 0 to 1; it wraps the top screen with the edge shadow.
/// - The curve is UIKit's system curve (curve 7: the CASpringAnimation read with LLDB from this
///   push in react-native pull request #15322), and its 0.5 s is the duration.
final class NavigationParallaxTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// The parallax offset's fraction of the width (`parallaxOffset` = round(0.7 W)).
    static let parallaxFraction: CGFloat = 0.7
    /// The dimming colour's alpha at full dimming amount.
    static let dimming: CGFloat = 0.1

    /// True for a push, false for a pop.
    let isPush: Bool

    init(push: Bool) { isPush = push }

    /// UIKit's parallax offset for a container `width` points wide: round(0.7 W).
    static func parallaxOffset(width: CGFloat) -> CGFloat { (parallaxFraction * width).rounded() }

    /// Where the screen underneath rests when covered: −(W − parallax offset).
    static func underneathOffset(width: CGFloat) -> CGFloat { -(width - parallaxOffset(width: width)) }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SystemTransitionOverrides.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(false)
        }
        let container = ctx.containerView
        toView.frame = ctx.finalFrame(for: toVC)
        let top: UIView, lower: UIView
        if isPush {
            container.addSubview(toView)
            (top, lower) = (toView, fromView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            (top, lower) = (fromView, toView)
        }
        let width = container.bounds.width
        // Right to left, the whole motion is mirrored: the new screen comes from the left edge,
        // the one below moves right, and the shadow lies along the top screen's right edge.
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let sign: CGFloat = rightToLeft ? -1 : 1
        let offscreen = CGAffineTransform(translationX: sign * width, y: 0)
        let covered = CGAffineTransform(translationX: sign * Self.underneathOffset(width: width), y: 0)

        let dimmingView = UIView(frame: lower.bounds)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
        lower.addSubview(dimmingView)
        let shadow = NavigationEdgeShadowView(height: top.bounds.height)
        if rightToLeft {
            shadow.frame.origin.x = top.bounds.width
            shadow.transform = CGAffineTransform(scaleX: -1, y: 1)
        }
        top.addSubview(shadow)

        // The start of the motion: a push starts uncovered, a pop starts covered.
        let pushing = isPush
        top.transform = pushing ? offscreen : .identity
        lower.transform = pushing ? .identity : covered
        dimmingView.alpha = pushing ? 0 : 1
        shadow.alpha = pushing ? 0 : 1
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) {
            top.transform = pushing ? .identity : offscreen
            lower.transform = pushing ? covered : .identity
            dimmingView.alpha = pushing ? 1 : 0
            shadow.alpha = pushing ? 1 : 0
        } completion: { _ in
            dimmingView.removeFromSuperview()
            shadow.removeFromSuperview()
            top.transform = .identity
            lower.transform = .identity
            // A cancelled interactive pop (the swipe back released early) ends not completed.
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

// Status: UIKit's private animation of UIModalTransitionStyle.flipHorizontal (UITransitionView's
// flip), present and dismiss, with perspective, on the system curve.

import Foundation
internal import Transitions

/// UIModalTransitionStyle.flipHorizontal, present and dismiss.
///
/// The two screens are the two faces of one card turning about the container's vertical
/// centre line: the from-view at angle φ, the to-view back to back with it at φ ± π, both with
/// `isDoubleSided = false` so only the face turned towards the viewer draws. Present turns
/// "from right to left": φ goes 0 → −π about the y axis, which with Core Animation's sign
/// convention brings the right edge towards the viewer while it swings left (as
/// `UIView.transition(… .transitionFlipFromRight)` looks); dismiss turns back, φ 0 → +π. The
/// from-screen shows while |φ| < π/2 (the first half), the to-screen after.
///
/// Numbers, and where they come from:
/// - Curve: UIKit's system curve (curve 7) over its 0.5 s: UITransitionView runs the flip
///   through `transitionFromView:toView:duration:options:` with `curve << 16` and its curve is 7
///   (decompiled UIKit). UIKit's own table of transition durations is not readable there, so
///   the duration is the curve's.
/// - Perspective m34 = −1/500 pt⁻¹ in the container's `sublayerTransform` (camera 500 pt in
///   front of the screen, the vanishing point at its centre, one camera for both faces): the
///   near end of the 500-1000 pt camera distances Core Animation code uses, because the device's
///   flip shows strong foreshortening.
/// - The card stays within the screen's height: UIKit's flip scales the card "such that the
///   tallest edge of the flipped view stays the height of the container view" (StackOverflow
///   question 15852375; "the camera dollies back a bit, so the corners … are fully visible",
///   "Flipping with proper perspective distortion"). Each face is pushed back along z by
///   (W/2)·|sin φ|, the depth its near edge would come forward, so the near edge lies in the
///   screen plane, where the perspective leaves it its full height H, in every frame.
/// - The slight darkening observers report (same sources): a black overlay on each face whose
///   opacity is 0.2·|sin φ| — nothing flat on, strongest as the card turns edge-on (our value;
///   none is published).
///
/// Why keyframes: animations interpolate transforms element by element, and halfway between
/// two rotation matrices 90° apart lies a matrix that shrinks the card by cos 45° ≈ 0.71. The
/// angle is therefore a keyframe animation with a rotation every 2°, between which the
/// element-wise blend is off by at most 1 − cos 1° ≈ 1.5·10⁻⁴ (0.03 pt at the card's edge). The
/// keyframes are evenly spaced in the curve's output, which paces the whole animation, as
/// UIKit's curve 7 paces its flip; curve 7 is a spring that no CAMediaTimingFunction describes,
/// so the animations carry it privately (`pacesOnSystemCurve`).
final class FlipHorizontalTransition: NSObject, UIViewControllerAnimatedTransitioning {
    // The numbers are the engine's, which UIView.transition's flip turns by (FlipGeometry).
    static let perspectiveDistance = CGFloat(FlipGeometry.perspectiveDistance)
    static let darkening = CGFloat(FlipGeometry.darkening)
    static let keyframeStep = CGFloat(FlipGeometry.keyframeStep)

    /// True for a presentation (turning right to left), false for a dismissal (turning back).
    let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SystemTransitionOverrides.duration
    }

    /// The signed angle the from-view has turned at eased progress `e` (0...1).
    func fromAngle(eased e: CGFloat) -> CGFloat { (isPresenting ? -CGFloat.pi : CGFloat.pi) * e }

    /// The to-view's angle when the from-view is at `fromAngle`: back to back with it.
    func toAngle(fromAngle a: CGFloat) -> CGFloat { a + (isPresenting ? CGFloat.pi : -CGFloat.pi) }

    /// A face `width` points wide turned by `angle` about the vertical axis and pushed back by
    /// (width/2)·|sin angle|, so its nearer vertical edge stays in the screen plane (z = 0).
    static func face(_ angle: CGFloat, width: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), CATransform3DMakeTranslation(0, 0, -width / 2 * abs(sin(angle))))
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        // A presentation that keeps the presenting view hands out no view for that side.
        let fromView = ctx.view(forKey: .from), toView = ctx.view(forKey: .to)
        if let toView, let toVC = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: toVC)
            container.addSubview(toView)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.perspectiveDistance
        container.layer.sublayerTransform = perspective
        fromView?.layer.isDoubleSided = false
        toView?.layer.isDoubleSided = false
        let width = container.bounds.width

        let steps = Int((CGFloat.pi / Self.keyframeStep).rounded(.up))
        let fractions = (0...steps).map { CGFloat($0) / CGFloat(steps) }
        let duration = transitionDuration(using: ctx)
        func keyframes(_ keyPath: String, _ value: (CGFloat) -> Any) -> CAKeyframeAnimation {
            let a = CAKeyframeAnimation(keyPath: keyPath)
            a.values = fractions.map(value)
            a.duration = duration
            a.pacesOnSystemCurve = true
            return a
        }
        func shade(_ view: UIView, angle: @escaping (CGFloat) -> CGFloat) -> UIView {
            let overlay = UIView(frame: view.bounds)
            overlay.backgroundColor = .black
            overlay.alpha = 0
            view.addSubview(overlay)
            overlay.layer.add(keyframes("opacity") { Self.darkening * abs(sin(angle($0))) }, forKey: "flip-shade")
            return overlay
        }
        let fromTurn = { (e: CGFloat) in self.fromAngle(eased: e) }
        let toTurn = { (e: CGFloat) in self.toAngle(fromAngle: self.fromAngle(eased: e)) }
        // Model values are the end state; the animations show the turn until then.
        fromView?.layer.transform = Self.face(fromAngle(eased: 1), width: width)
        toView?.layer.transform = CATransform3DIdentity
        let fromShade = fromView.map { shade($0, angle: fromTurn) }
        let toShade = toView.map { shade($0, angle: toTurn) }
        fromView?.layer.add(keyframes("transform") { Self.face(fromTurn($0), width: width) }, forKey: "flip")
        let toAnimation = keyframes("transform") { Self.face(toTurn($0), width: width) }
        toAnimation.delegate = FlipEnd {
            container.layer.sublayerTransform = CATransform3DIdentity
            fromView?.layer.transform = CATransform3DIdentity
            fromView?.layer.isDoubleSided = true
            toView?.layer.isDoubleSided = true
            fromShade?.removeFromSuperview()
            toShade?.removeFromSuperview()
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        if let toView {
            toView.layer.add(toAnimation, forKey: "flip")
        } else {
            // No to-view to turn in (it stays in place): the turn ends when its duration has passed.
            UIView.animate(withDuration: duration, animations: {}, completion: { _ in toAnimation.delegate?.animationDidStop(toAnimation, finished: true) })
        }
    }
}

/// Ends the flip when its last animation stops.
private final class FlipEnd: CAAnimationDelegate {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { action() }
}

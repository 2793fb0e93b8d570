import Foundation
import Raster

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
/// - Curve: UIKit's system curve (`SystemCurve`, curve 7) over its 0.5 s: UITransitionView runs
///   the flip through `transitionFromView:toView:duration:options:` with `curve << 16` and its
///   curve is 7 (decompiled UIKit). UIKit's own table of transition durations is not readable
///   there, so the duration is the curve's.
/// - Perspective m34 = −1/500 pt⁻¹ in the container's `sublayerTransform` (camera 500 pt in
///   front of the screen, the vanishing point at its centre, one camera for both faces): the
///   near end of the 500-1000 pt camera distances Core Animation code uses, because the device's
///   flip shows strong foreshortening.
/// - The card stays within the screen's height: UIKit's flip scales the card "such that the
///   tallest edge of the flipped view stays the height of the container view" (StackOverflow
///   question 15852375; "the camera dollies back a bit, so the corners … are fully visible",
///   "Flipping with proper perspective distortion"). Each face is pushed back along z by
///   (W/2)·|sin φ|, the depth its near edge would come forward, so the near edge lies in the
///   screen plane, where the perspective leaves it its full height H, in every frame; the
///   centre is then scaled by 1/(1 + (W/2)|sin φ|/500), 0.72 edge-on on a 390-point screen.
/// - The slight darkening observers report (same sources): a black overlay on each face whose
///   opacity is 0.2·|sin φ| — nothing flat on, strongest as the card turns edge-on (our value;
///   none is published).
///
/// Why keyframes: animations interpolate transforms element by element, and halfway between
/// two rotation matrices 90° apart lies a matrix that shrinks the card by cos 45° ≈ 0.71. The
/// angle is therefore driven by a keyframe animation with a rotation every 2°, between which
/// the element-wise blend is off by at most 1 − cos 1° ≈ 1.5·10⁻⁴ (0.03 pt at the card's edge).
package struct FlipHorizontalAnimator: TransitionAnimator {
    /// The duration when none is requested: the system curve's 0.5 s.
    package static let defaultDuration = SystemCurve.duration
    /// The camera distance in points (m34 = −1 / distance).
    package static let perspectiveDistance = 500.0
    /// The darkening overlay's opacity when a face is edge-on (it is `darkening · |sin φ|`).
    package static let darkening = 0.2
    /// The angle between keyframes, in radians (2°).
    package static let keyframeStep = 2 * Double.pi / 180

    /// Present/push turn right-to-left; dismiss/pop turn back.
    package let operation: TransitionOperation

    /// An animator for one direction.
    package init(operation: TransitionOperation = .present) { self.operation = operation }

    package func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    /// The signed angle the from-view has turned at eased progress `e` (0...1).
    package func fromAngle(eased e: Double) -> Double { (operation.isForward ? -Double.pi : Double.pi) * e }

    /// The to-view's angle when the from-view is at `fromAngle`: back to back with it.
    package func toAngle(fromAngle a: Double) -> Double { a + (operation.isForward ? Double.pi : -Double.pi) }

    /// The rotation about the vertical axis by `angle` radians.
    package static func turn(_ angle: Double) -> Transform3D { .rotation(angle: angle, x: 0, y: 1, z: 0) }

    /// A face `width` points wide turned by `angle` and pushed back by (width/2)·|sin angle|, so
    /// its nearer vertical edge stays in the screen plane (z = 0).
    package static func face(_ angle: Double, width: Double) -> Transform3D {
        turn(angle).concatenating(.translation(x: 0, y: 0, z: -width / 2 * abs(sin(angle))))
    }

    package func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        toView.frame = context.finalFrame(for: toView)
        container.addSubview(toView)
        container.layer.sublayerTransform = .perspective(distance: Self.perspectiveDistance)
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        let width = container.bounds.width

        let steps = Int((Double.pi / Self.keyframeStep).rounded(.up))
        let fractions = (0...steps).map { Double($0) / Double(steps) }
        let duration = transitionDuration(using: context)
        func keyframes(_ keyPath: String, _ value: (Double) -> AnimatableValue) -> KeyframeAnimation {
            let a = KeyframeAnimation(keyPath: keyPath)
            a.values = fractions.map(value)
            a.duration = duration
            a.timingCurve = .system
            return a
        }
        func shade(_ view: View, angle: @escaping (Double) -> Double) -> View {
            let overlay = View(frame: view.bounds)
            overlay.backgroundColor = .black
            overlay.alpha = 0
            view.addSubview(overlay)
            overlay.layer.add(keyframes("opacity") { .number(Self.darkening * abs(sin(angle($0)))) }, forKey: "flip-shade")
            return overlay
        }
        let fromTurn = { (e: Double) in fromAngle(eased: e) }
        let toTurn = { (e: Double) in toAngle(fromAngle: fromAngle(eased: e)) }
        // Model values are the end state; the animations show the turn until then.
        fromView.transform3D = Self.face(fromAngle(eased: 1), width: width)
        toView.transform3D = .identity
        let fromShade = shade(fromView, angle: fromTurn)
        let toShade = shade(toView, angle: toTurn)
        fromView.layer.add(keyframes("transform") { .transform(Self.face(fromTurn($0), width: width)) }, forKey: "flip")
        let toAnimation = keyframes("transform") { .transform(Self.face(toTurn($0), width: width)) }
        toAnimation.completion = { _ in
            container.layer.sublayerTransform = .identity
            fromView.transform3D = .identity
            fromView.layer.isDoubleSided = true
            toView.layer.isDoubleSided = true
            fromShade.removeFromSuperview()
            toShade.removeFromSuperview()
            context.completeTransition(true)
        }
        toView.layer.add(toAnimation, forKey: "flip")
    }
}

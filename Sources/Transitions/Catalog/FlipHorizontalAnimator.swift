import Foundation
import Raster

/// UIModalTransitionStyle.flipHorizontal (TRANSITIONS.md section 6), present and dismiss.
///
/// The two screens are the two faces of one card turning about the container's vertical
/// centre line: the from-view at angle φ, the to-view back to back with it at φ ± π, both with
/// `isDoubleSided = false` so only the face turned towards the viewer draws. Present turns
/// "from right to left": φ goes 0 → −π about the y axis, which with Core Animation's sign
/// convention brings the right edge towards the viewer while it swings left (as
/// `UIView.transition(… .transitionFlipFromRight)` looks); dismiss turns back, φ 0 → +π. The
/// from-screen shows while |φ| < π/2 (the first half), the to-screen after. Numbers:
/// - 0.75 s, easeInEaseOut over the whole turn (UIKit publishes none; our default).
/// - Perspective m34 = −1/500 pt⁻¹ in the container's `sublayerTransform`, so the vanishing
///   point is the screen centre and both faces share one camera.
///
/// Why keyframes: animations interpolate transforms element by element, and halfway between
/// two rotation matrices 90° apart lies a matrix that shrinks the card by cos 45° ≈ 0.71. The
/// angle is therefore driven by a keyframe animation with a rotation every 2°, between which
/// the element-wise blend is off by at most 1 − cos 1° ≈ 1.5·10⁻⁴ (0.03 pt at the card's edge).
public struct FlipHorizontalAnimator: TransitionAnimator {
    /// The duration when none is requested.
    public static let defaultDuration = 0.75
    /// The camera distance in points (m34 = −1 / distance).
    public static let perspectiveDistance = 500.0
    /// The angle between keyframes, in radians (2°).
    public static let keyframeStep = 2 * Double.pi / 180

    /// Present/push turn right-to-left; dismiss/pop turn back.
    public let operation: TransitionOperation

    /// An animator for one direction.
    public init(operation: TransitionOperation = .present) { self.operation = operation }

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.requestedDuration ?? Self.defaultDuration
    }

    /// The signed angle the from-view has turned at eased progress `e` (0...1).
    public func fromAngle(eased e: Double) -> Double { (operation.isForward ? -Double.pi : Double.pi) * e }

    /// The to-view's angle when the from-view is at `fromAngle`: back to back with it.
    public func toAngle(fromAngle a: Double) -> Double { a + (operation.isForward ? Double.pi : -Double.pi) }

    /// The rotation about the vertical axis by `angle` radians.
    public static func turn(_ angle: Double) -> Transform3D { .rotation(angle: angle, x: 0, y: 1, z: 0) }

    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.fromView, toView = context.toView
        toView.frame = context.finalFrame(for: toView)
        container.addSubview(toView)
        container.layer.sublayerTransform = .perspective(distance: Self.perspectiveDistance)
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false

        let steps = Int((Double.pi / Self.keyframeStep).rounded(.up))
        let fractions = (0...steps).map { Double($0) / Double(steps) }
        let duration = transitionDuration(using: context)
        func turning(_ angle: (Double) -> Double) -> KeyframeAnimation {
            let a = KeyframeAnimation(keyPath: "transform")
            a.values = fractions.map { .transform(Self.turn(angle($0))) }
            a.duration = duration
            a.timingFunction = .easeInEaseOut
            return a
        }
        // Model values are the end state; the animations show the turn until then.
        fromView.transform3D = Self.turn(fromAngle(eased: 1))
        toView.transform3D = .identity
        fromView.layer.add(turning { fromAngle(eased: $0) }, forKey: "flip")
        let toTurn = turning { toAngle(fromAngle: fromAngle(eased: $0)) }
        toTurn.completion = { _ in
            container.layer.sublayerTransform = .identity
            fromView.transform3D = .identity
            fromView.layer.isDoubleSided = true
            toView.layer.isDoubleSided = true
            context.completeTransition(true)
        }
        toView.layer.add(toTurn, forKey: "flip")
    }
}

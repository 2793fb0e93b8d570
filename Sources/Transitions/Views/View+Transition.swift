import Foundation
import Raster

/// UIView.transition(with:duration:options:animations:completion:) and transition(from:to:...).
///
/// Like UIKit, the view's look before the changes and after them are both captured, and the
/// switch between them is animated: a cross-dissolve fades the old look out over the new one; a
/// flip turns the old look away about the vertical axis (with perspective) and the new one in,
/// each face pushed back so its near edge keeps the view's height and darkened slightly as it
/// turns, as UIKit's flip does (see `FlipHorizontalAnimator` for the sources).
/// The captures are snapshot views laid over the real view for the animation's duration.
extension View {
    /// The transition styles of UIView.AnimationOptions.transition*.
    public enum TransitionStyle: Sendable {
        case crossDissolve, flipFromLeft, flipFromRight
    }

    /// The perspective the flips use (m34 = −1/500 per point).
    public static let flipPerspective = 500.0

    /// Runs `changes` on `view` and animates from its old look to the new one.
    public static func transition(with view: View, duration: Double, style: TransitionStyle,
                                  animations changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let parent = view.superview else {
            performWithoutAnimation(changes)
            completion?(true)
            return
        }
        // Never from the snapshot cache: the view's look is exactly what changes here.
        let before = view.snapshotView(cached: false)
        performWithoutAnimation(changes)
        let after = view.snapshotView(cached: false)
        before.frame = view.frame
        after.frame = view.frame
        parent.insertSubview(after, aboveSubview: view)
        parent.insertSubview(before, aboveSubview: after)
        view.isHidden = true
        let finish: (Bool) -> Void = { done in
            before.removeFromSuperview()
            after.removeFromSuperview()
            view.isHidden = false
            completion?(done)
        }
        switch style {
        case .crossDissolve:
            animate(withDuration: duration, options: .curveEaseInOut, animations: { before.alpha = 0 }, completion: finish)
        case .flipFromLeft, .flipFromRight:
            let sign: Double = style == .flipFromLeft ? 1 : -1
            for v in [before, after] { v.layer.isDoubleSided = false }
            let width = view.bounds.width
            let flip = { (face: View, from: Double, to: Double) in
                // A keyframe every 2°, as the modal flip: between keyframes the transform is
                // interpolated decomposed, which keeps the push-back exact only at the keyframes.
                let steps = max(1, Int((abs(to - from) / FlipHorizontalAnimator.keyframeStep).rounded(.up)))
                let angles = (0...steps).map { from + (to - from) * Double($0) / Double(steps) }
                let turn = KeyframeAnimation(keyPath: "transform")
                turn.values = angles.map {
                    .transform(FlipHorizontalAnimator.face($0, width: width).concatenating(.perspective(distance: flipPerspective)))
                }
                turn.duration = duration
                turn.timingFunction = .easeInEaseOut
                face.layer.add(turn, forKey: "flip")
                let shade = View(frame: face.bounds)
                shade.backgroundColor = .black
                shade.alpha = 0
                face.addSubview(shade)
                let darken = KeyframeAnimation(keyPath: "opacity")
                darken.values = angles.map { .number(FlipHorizontalAnimator.darkening * abs(sin($0))) }
                darken.duration = duration
                darken.timingFunction = .easeInEaseOut
                shade.layer.add(darken, forKey: "flip-shade")
            }
            flip(before, 0, sign * .pi)
            flip(after, -sign * .pi, 0)
            currentTimeline()?.schedule(at: currentMediaTime() + duration) { finish(true) }
        }
    }

    private static func currentTimeline() -> Timeline? { Timeline.current }
}

import Foundation
import Raster

/// The styles of UIView.transition(with:...) at the layer level: the view's look before the
/// changes and after them, each a snapshot layer laid over the view, animated one into the other.
///
/// A cross-dissolve fades the old look out over the new one; a flip turns the old look away
/// about the vertical axis (with perspective) and the new one in, each face pushed back so its
/// near edge keeps the view's height and darkened slightly as it turns, as UIKit's flip does
/// (see `FlipHorizontalTransition` in UIKit for the sources).
package enum SnapshotTransition {
    /// The transition styles of UIView.AnimationOptions.transition*.
    package enum Style: Sendable {
        case crossDissolve, flipFromLeft, flipFromRight
    }


    /// Animates `before` (the old look) into `after` (the new look), both `width` points wide,
    /// over `duration`, paced by `curve` (the options' curve; UIKit's default is ease-in-ease-out);
    /// `finish` runs when it ends (the caller takes the snapshots away).
    package static func animate(_ style: Style, before: Layer, after: Layer, width: Double, duration: Double,
                                curve: TimingCurve = .easeInEaseOut, finish: @escaping (Bool) -> Void) {
        switch style {
        case .crossDissolve:
            AnimationBlock.run(duration: duration, delay: 0, curve: curve, animations: {
                AnimationBlock.record(before, .opacity)
                before.opacity = 0
            }, completion: finish)
        case .flipFromLeft, .flipFromRight:
            let sign: Double = style == .flipFromLeft ? 1 : -1
            for l in [before, after] { l.isDoubleSided = false }
            let flip = { (face: Layer, from: Double, to: Double) in
                // A keyframe every 2°, as the modal flip: between keyframes the transform is
                // interpolated decomposed, which keeps the push-back exact only at the keyframes.
                let steps = max(1, Int((abs(to - from) / FlipGeometry.keyframeStep).rounded(.up)))
                let angles = (0...steps).map { from + (to - from) * Double($0) / Double(steps) }
                let turn = KeyframeAnimation(keyPath: "transform")
                turn.values = angles.map {
                    .transform(FlipGeometry.face($0, width: width).concatenating(.perspective(distance: FlipGeometry.perspectiveDistance)))
                }
                turn.duration = duration
                turn.timingCurve = curve
                face.add(turn, forKey: "flip")
                let shade = Layer()
                shade.frame = face.bounds
                shade.backgroundColor = .black
                shade.opacity = 0
                face.addSublayer(shade)
                let darken = KeyframeAnimation(keyPath: "opacity")
                darken.values = angles.map { .number(FlipGeometry.darkening * abs(sin($0))) }
                darken.duration = duration
                darken.timingCurve = curve
                shade.add(darken, forKey: "flip-shade")
            }
            flip(before, 0, sign * .pi)
            flip(after, -sign * .pi, 0)
            Timeline.current?.schedule(at: currentMediaTime() + duration) { finish(true) }
        }
    }
}

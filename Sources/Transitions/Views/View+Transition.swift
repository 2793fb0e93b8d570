import Raster

/// UIView.transition(with:duration:options:animations:completion:) and transition(from:to:...).
///
/// Like UIKit, the view's look before the changes and after them are both captured, and the
/// switch between them is animated: a cross-dissolve fades the old look out over the new one; a
/// flip turns the old look away about the vertical axis (with perspective) and the new one in.
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
            let flip = { (layer: Layer, from: Double, to: Double) in
                let k = KeyframeAnimation(keyPath: "transform")
                let steps = 24
                k.values = (0...steps).map { i in
                    let angle = from + (to - from) * Double(i) / Double(steps)
                    return .transform(Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(distance: flipPerspective)))
                }
                k.duration = duration
                k.timingFunction = .easeInEaseOut
                layer.add(k, forKey: "flip")
            }
            flip(before.layer, 0, sign * .pi)
            flip(after.layer, -sign * .pi, 0)
            currentTimeline()?.schedule(at: currentMediaTime() + duration) { finish(true) }
        }
    }

    private static func currentTimeline() -> Timeline? { Timeline.current }
}

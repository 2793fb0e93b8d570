import UIKit

/// Plays a `HeroPreset` as a view-controller transition: stacks the two screens as the preset
/// says and animates each one's transform, alpha, shadow and dimming overlay with Core
/// Animation, all on the preset's curve and for the preset's Hero duration.
///
/// Return it from a navigation controller's or transitioning delegate's animator method (or use
/// `HeroPresetDelegate`, which plays the preset forward and its reverse back, as Hero's
/// auto-reverse does). Both screens are expected at rest (identity transform, alpha 1) when it
/// starts; transform, alpha and shadow are put back as they were when it completes.
public final class HeroPresetTransition: NSObject, UIViewControllerAnimatedTransitioning {
    /// The preset played (already reversed, for a pop or dismissal made by `HeroPresetDelegate`).
    public let preset: HeroPreset
    /// How long the transition lasts, in seconds.
    public let duration: TimeInterval

    /// A transition playing `preset` for `duration` seconds (Hero's own duration when nil:
    /// 0.35 s, 0.208 s for fade).
    public init(preset: HeroPreset, duration: TimeInterval? = nil) {
        self.preset = preset
        self.duration = duration ?? preset.defaultDuration
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromController = transitionContext.viewController(forKey: .from),
              let toController = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from) ?? fromController.view!
        let toView = transitionContext.view(forKey: .to) ?? toController.view!
        toView.frame = transitionContext.finalFrame(for: toController)
        if fromView.superview == nil { container.addSubview(fromView) }
        if preset.toViewOnTop {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }

        let size = container.bounds.size
        let motions = preset.motions
        CATransaction.begin()
        var restore: [() -> Void] = []
        CATransaction.setCompletionBlock {
            restore.forEach { $0() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        restore.append(animate(fromView, motions.from, in: size))
        restore.append(animate(toView, motions.to, in: size))
        CATransaction.commit()
    }

    /// Adds the animations of `motion` to `view` in a container of `size` and returns what puts
    /// the view back. The model values are the end state, so the view holds it until the
    /// completion; animations between equal values are not added.
    private func animate(_ view: UIView, _ motion: HeroPreset.Motion, in size: CGSize) -> () -> Void {
        let layer = view.layer
        let timing = preset.timingFunction
        func add(_ keyPath: String, from: Any, to: Any, on target: CALayer) {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = duration
            animation.timingFunction = timing
            target.add(animation, forKey: "hero.\(keyPath)")
        }

        let restTransform = layer.transform, restOpacity = layer.opacity
        let start = motion.start.transform(in: size), end = motion.end.transform(in: size)
        layer.transform = end
        if start != end {
            add("transform", from: NSValue(caTransform3D: start), to: NSValue(caTransform3D: end), on: layer)
        }
        layer.opacity = Float(motion.end.alpha)
        if motion.start.alpha != motion.end.alpha {
            add("opacity", from: motion.start.alpha, to: motion.end.alpha, on: layer)
        }

        var restoreShadow: () -> Void = {}
        if motion.hasShadow {
            let saved = (layer.shadowColor, layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset, layer.shadowPath)
            layer.shadowColor = UIColor.black.cgColor
            layer.shadowRadius = HeroPreset.shadowRadius
            layer.shadowOffset = .zero
            layer.shadowPath = UIBezierPath(rect: Self.shadowStrip(of: view.bounds, travel: motion.travel)).cgPath
            layer.shadowOpacity = motion.end.shadowOpacity
            add("shadowOpacity", from: motion.start.shadowOpacity, to: motion.end.shadowOpacity, on: layer)
            restoreShadow = {
                (layer.shadowColor, layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset, layer.shadowPath) = saved
            }
        }

        var overlay: UIView?
        if motion.hasOverlay {
            let dimming = UIView(frame: view.bounds)
            dimming.backgroundColor = .black
            dimming.isUserInteractionEnabled = false
            dimming.alpha = motion.end.overlay
            view.addSubview(dimming)
            add("opacity", from: motion.start.overlay, to: motion.end.overlay, on: dimming.layer)
            overlay = dimming
        }

        return {
            overlay?.removeFromSuperview()
            layer.transform = restTransform
            layer.opacity = restOpacity
            restoreShadow()
        }
    }

    /// The shadow's outline: the strip of `bounds` along the edge that leads the motion (a screen
    /// arriving from the right shows its left edge), 4 × radius wide. The blur reaches 3σ =
    /// 1.5 × radius beyond the edge, so the strip casts exactly the shadow the whole bounds would
    /// on the visible side (the rest lies under the opaque screen) while the blur stays near it.
    static func shadowStrip(of bounds: CGRect, travel: CGVector) -> CGRect {
        let w = min(4 * HeroPreset.shadowRadius, bounds.width), h = min(4 * HeroPreset.shadowRadius, bounds.height)
        if abs(travel.dx) >= abs(travel.dy) {
            return CGRect(x: travel.dx >= 0 ? bounds.minX : bounds.maxX - w, y: bounds.minY, width: w, height: bounds.height)
        }
        return CGRect(x: bounds.minX, y: travel.dy >= 0 ? bounds.minY : bounds.maxY - h, width: bounds.width, height: h)
    }
}

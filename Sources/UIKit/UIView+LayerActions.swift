internal import Transitions

// UIView as its layer's action source (CALayerDelegate.action(for:forKey:)): inside a
// UIView.animate block, a key the view animates (position, bounds, anchorPoint, transform,
// opacity, backgroundColor, cornerRadius, border and shadow keys, zPosition) gets a
// CABasicAnimation — a CASpringAnimation in the spring form — with the block's duration, delay
// (beginTime, backwards fill) and curve, from the value showing now; outside a block, and for
// any other key (a custom key of a layer subclass), NSNull: no action, as UIKit answers. Layer
// subclasses copy that timing for their own keys (`super.action(forKey: "backgroundColor")`).
// Not here: the additive animations UIKit's beginFromCurrentState blocks make; UIKit's system
// curve (curve 7, a spring) is answered with easeInEaseOut and a warning.

extension UIView {
    /// The keys a view's layer animates inside animation blocks.
    private static let blockAnimatedKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "transform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "zPosition",
    ]

    /// UIView's answer to action(for:forKey:) (see the file's comment).
    package func blockAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard UIView.blockAnimatedKeys.contains(event), let property = LayerProperty(rawValue: event),
              let template = AnimationBlock.currentAnimation(for: property) else { return NSNull() }
        let animation: CABasicAnimation
        if let spring = template as? SpringAnimation {
            let s = CASpringAnimation(keyPath: event)
            s.mass = CGFloat(spring.mass); s.stiffness = CGFloat(spring.stiffness)
            s.damping = CGFloat(spring.damping); s.initialVelocity = CGFloat(spring.initialVelocity)
            animation = s
        } else {
            animation = CABasicAnimation(keyPath: event)
        }
        animation.duration = template.duration
        animation.beginTime = template.beginTime
        animation.fillMode = CAMediaTimingFillMode(rawValue: template.fillMode.rawValue)
        switch template.timingCurve {
        case .bezier(let f)?: animation.timingFunction = CAMediaTimingFunction(function: f)
        case .system?:
            RecordingLog.warning("\(type(of: self)).action(for:forKey: \"\(event)\"): UIKit's system curve has no CAMediaTimingFunction; the action uses easeInEaseOut")
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        case nil: break
        }
        animation.fromValue = layer.presentation()?.value(forKey: event) ?? layer.value(forKey: event)
        return animation
    }
}
